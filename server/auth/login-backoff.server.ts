/**
 * Exponential back-off of failed sign-ins per account + client IP (issue 18). The first
 * `freeFailures` failures cost nothing; the failure that reaches the limit locks the pair for
 * `baseSeconds`, and every further failure after a lock has run out doubles it, up to
 * `maxSeconds`. While locked, attempts are refused before any password check, so they neither
 * count nor extend the lock: nobody can renew it forever, and an attacker's guessing rate falls
 * to one try per `maxSeconds`. A success (password or e-mailed link) clears the pair; a pair with
 * no failure for a day is forgotten. Memory is bounded: the oldest pairs go first.
 */
export interface LoginBackoffOptions {
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  /** How many account + IP pairs are remembered at most. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface LoginBackoff {
  /** Seconds the pair must still wait, or 0 when it may try. */
  retryAfterSeconds(key: string): number;
  /** Counts a failure; returns the seconds of the lock it starts (0: none yet). */
  recordFailure(key: string): number;
  recordSuccess(key: string): void;
  /** Forgets every pair of an account (the owner proved the mailbox with a sign-in link). */
  clearAccount(accountPrefix: string): void;
}

export function createLoginBackoff(options: LoginBackoffOptions): LoginBackoff {
  const { freeFailures, baseSeconds, maxSeconds, maxEntries = 100_000 } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.lastFailure > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const lockSeconds = (failures: number) =>
    failures < freeFailures
      ? 0
      : Math.min(maxSeconds, baseSeconds * 2 ** Math.min(30, failures - freeFailures));

  return {
    retryAfterSeconds(key) {
      const entry = current(key);
      if (!entry) return 0;
      return Math.max(0, Math.ceil((entry.lockedUntil - now()) / 1000));
    },
    recordFailure(key) {
      const entry = current(key) ?? { failures: 0, lockedUntil: 0, lastFailure: 0 };
      entry.failures += 1;
      entry.lastFailure = now();
      const seconds = lockSeconds(entry.failures);
      if (seconds > 0) entry.lockedUntil = now() + seconds * 1000;
      // Re-inserting keeps the Map in least-recently-failed order for eviction.
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return seconds;
    },
    recordSuccess(key) {
      entries.delete(key);
    },
    clearAccount(accountPrefix) {
      for (const key of entries.keys()) if (key.startsWith(accountPrefix)) entries.delete(key);
    },
  };
}

/** The key of an account + client IP pair; `accountPrefix` is the start of every key of one account. */
export const accountPrefix = (account: string) => `account:${account.trim().toLowerCase()}|`;
export const backoffKey = (account: string, ip: string) => `${accountPrefix(account)}ip:${ip}`;
