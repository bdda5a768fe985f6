import { describe, expect, it } from 'vitest';
import { apiOperations } from './api-operations';

const doc = {
  paths: {
    '/language/s/l/l/{id}': {
      get: { summary: 'One language', 'x-permission': [{ path: 'localisation/language', right: 'access' }] },
      put: { summary: 'Update', 'x-permission': [{ path: 'localisation/language', right: 'update' }] },
    },
    '/api/u/login': { post: { summary: 'Sign in', security: [] } },
  },
};

describe('the API document screen', () => {
  it('lists operations by path then method, with their permissions or public', () => {
    const ops = apiOperations(doc);
    expect(ops.map((o) => o.key)).toEqual(['post /api/u/login', 'get /language/s/l/l/{id}', 'put /language/s/l/l/{id}']);
    expect(ops[0]).toMatchObject({ isPublic: true, permissions: [] });
    expect(ops[2].permissions).toEqual(['localisation/language (update)']);
  });

  it('a search keeps the paths containing it', () => {
    expect(apiOperations(doc, 'LOGIN').map((o) => o.path)).toEqual(['/api/u/login']);
  });
});
