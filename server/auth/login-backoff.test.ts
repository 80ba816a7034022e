import { describe, expect, it } from 'vitest';
import { accountPrefix, backoffKey, createLoginBackoff } from './login-backoff.server';

function clocked(opts: { freeFailures?: number; maxSeconds?: number; maxEntries?: number } = {}) {
  let t = 1_000_000;
  const backoff = createLoginBackoff({
    freeFailures: opts.freeFailures ?? 3,
    baseSeconds: 30,
    maxSeconds: opts.maxSeconds ?? 3600,
    maxEntries: opts.maxEntries ?? 100,
    now: () => t,
  });
  return { backoff, advance: (seconds: number) => (t += seconds * 1000) };
}

const KEY = backoffKey('owner@example.co.uk', '203.0.113.7');

describe('login back-off (issue 18: a lock nobody can renew forever)', () => {
  it('locks after the free failures, then doubles each lock, capped', () => {
    const { backoff, advance } = clocked({ maxSeconds: 200 });
    expect([1, 2].map(() => backoff.recordFailure(KEY))).toEqual([0, 0]);
    expect(backoff.retryAfterSeconds(KEY)).toBe(0);
    const locks: number[] = [backoff.recordFailure(KEY)];
    for (let i = 0; i < 4; i += 1) {
      advance(backoff.retryAfterSeconds(KEY));
      expect(backoff.retryAfterSeconds(KEY)).toBe(0);
      locks.push(backoff.recordFailure(KEY));
    }
    expect(locks).toEqual([30, 60, 120, 200, 200]);
  });

  it('waiting out the lock does not reset the count: the next failure locks for longer', () => {
    const { backoff, advance } = clocked();
    for (let i = 0; i < 3; i += 1) backoff.recordFailure(KEY);
    expect(backoff.retryAfterSeconds(KEY)).toBe(30);
    advance(31);
    expect(backoff.recordFailure(KEY)).toBe(60);
    expect(backoff.retryAfterSeconds(KEY)).toBe(60);
  });

  it('locks only the account + IP pair: the same account from another IP may try', () => {
    const { backoff } = clocked();
    for (let i = 0; i < 3; i += 1) backoff.recordFailure(KEY);
    expect(backoff.retryAfterSeconds(KEY)).toBeGreaterThan(0);
    expect(backoff.retryAfterSeconds(backoffKey('owner@example.co.uk', '198.51.100.9'))).toBe(0);
  });

  it('a success clears the pair; a sign-in link clears every pair of the account', () => {
    const { backoff } = clocked();
    const other = backoffKey('Owner@Example.co.uk', '198.51.100.9');
    for (let i = 0; i < 3; i += 1) {
      backoff.recordFailure(KEY);
      backoff.recordFailure(other);
    }
    backoff.recordSuccess(KEY);
    expect(backoff.retryAfterSeconds(KEY)).toBe(0);
    expect(backoff.retryAfterSeconds(other)).toBeGreaterThan(0);
    backoff.clearAccount(accountPrefix('OWNER@example.co.uk'));
    expect(backoff.retryAfterSeconds(other)).toBe(0);
  });

  it('forgets a pair a day after its last failure, and remembers at most maxEntries pairs', () => {
    const { backoff, advance } = clocked({ maxEntries: 2 });
    for (let i = 0; i < 3; i += 1) backoff.recordFailure(KEY);
    advance(24 * 3600 + 1);
    expect(backoff.retryAfterSeconds(KEY)).toBe(0);
    expect(backoff.recordFailure(KEY)).toBe(0);
    for (const ip of ['a', 'b']) backoff.recordFailure(backoffKey('x@example.co.uk', ip));
    for (let i = 0; i < 3; i += 1) backoff.recordFailure(backoffKey('x@example.co.uk', 'b'));
    // KEY was the least recently failed pair: evicted.
    expect(backoff.recordFailure(KEY)).toBe(0);
  });
});
