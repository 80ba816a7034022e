import { describe, expect, it } from 'vitest';
import { DatabaseError, databaseStoppedError } from './database-error.server';
import { isDatabaseUnavailable } from './database-unavailable.server';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows connection failures of both engines', () => {
    expect(isDatabaseUnavailable(databaseStoppedError(new Error('worker exited')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError({ code: '08001' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P03') }))).toBe(true);
  });

  it('takes a statement past its time limit for the database too busy: a 503, not a 500', () => {
    expect(isDatabaseUnavailable(new DatabaseError({ code: '57014' }))).toBe(true);
  });

  it('does not take query errors or an unreachable CMS for a database outage', () => {
    expect(isDatabaseUnavailable(new DatabaseError({ code: '23505' }))).toBe(false);
    expect(
      isDatabaseUnavailable(new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
