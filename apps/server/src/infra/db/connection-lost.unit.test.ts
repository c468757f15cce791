import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-lost';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a dropped or refused connection, also wrapped as a failed query', () => {
    expect(isConnectionLost(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionLost(withCode('08006'))).toBe(true);
    expect(isConnectionLost(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isConnectionLost(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined }))).toBe(true);
  });
  it('leaves faults of the query itself to the server error', () => {
    expect(isConnectionLost(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionLost(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isConnectionLost(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
    expect(isConnectionLost('Connection terminated unexpectedly')).toBe(false);
  });
});
