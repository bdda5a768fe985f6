import { describe, expect, it } from 'vitest';
import { isConnectionError } from './database';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const sysError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionError: 503 for a database that is gone for now, not for a refused statement', () => {
  it.each([
    ['admin shutdown (pg_terminate_backend)', pgError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', pgError('57P02')],
    ['starting up / recovering', pgError('57P03', 'the database system is starting up')],
    ['too many connections', pgError('53300')],
    ['class 08: connection failure', pgError('08006')],
    ['class 08: cannot connect now', pgError('08001')],
    ['refused', sysError('ECONNREFUSED')],
    ['reset', sysError('ECONNRESET')],
    ['pipe', sysError('EPIPE')],
    ['connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['pool gave up waiting', new Error('timeout exceeded when trying to connect')],
    ['client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['every address refused', new AggregateError([sysError('ECONNREFUSED')], 'connect failed')],
  ])('%s', (_, e) => expect(isConnectionError(e)).toBe(true));

  it.each([
    ['unique violation', pgError('23505')],
    ['foreign key', pgError('23503')],
    ['syntax', pgError('42601')],
    ['permission', pgError('42501')],
    ['bad bigint', pgError('22P02')],
    ['wrong password', pgError('28P01')],
    ['plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s', (_, e) => expect(isConnectionError(e)).toBe(false));
});
