import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../contract/entity';
import { entities } from '../../contract/entities';
import { messages } from '../../contract/messages';
import { ApiError, ValidationError } from '../http/errors';
import { translateDbError } from './entity.repository';

/** PostgreSQL errors as node-postgres reports them. */
const pgError = (fields: Record<string, string>) => Object.assign(new Error('db'), fields);

describe('translateDbError', () => {
  it('a duplicate in a unique field: 422 on that field', () => {
    const e = translateDbError(pgError({ code: '23505', constraint: 'language_code_key', table: 'language' }), entities.language);
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).items).toEqual([{ path: 'code', msg: messages.taken('code') }]);
  });

  it('destroying a row another entity refers to: 409 naming the referrers by the declared label', () => {
    const e = translateDbError(
      pgError({ code: '23503', table: 'app_user', constraint: 'app_user_user_group_id_fkey', detail: 'Key (id)=(4) is still referenced from table "app_user".' }),
      entities.userGroup,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, message: messages.referenced('users') });
  });

  it('destroying a row a row of the same table refers to (a parent): 409 too', () => {
    const category = defineEntity({
      ...entities.language,
      name: 'category',
      label: 'Categories',
      table: 'category',
      fields: { ...entities.language.fields, parentId: { type: 'reference', reference: 'category' } },
    });
    const e = translateDbError(
      pgError({ code: '23503', table: 'category', constraint: 'category_parent_id_fkey', detail: 'Key (id)=(1) is still referenced from table "category".' }),
      category,
    );
    expect(e).toMatchObject({ status: 409 });
    expect((e as ApiError).message).toContain('categor');
  });

  it('a reference to no row: 422 on the reference field', () => {
    const e = translateDbError(
      pgError({ code: '23503', table: 'app_user', constraint: 'app_user_user_group_id_fkey', detail: 'Key (user_group_id)=(999) is not present in table "user_group".' }),
      entities.user,
    );
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).items).toEqual([{ path: 'user_group_id', msg: expect.any(String) }]);
  });

  it('anything else is passed on unchanged', () => {
    const original = pgError({ code: '40001' });
    expect(translateDbError(original, entities.user)).toBe(original);
  });
});
