import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#schema/user';
import { authStore } from '#client/stores/auth-store';
import { checkSessionOnNavigation, SESSION_CHECK_INTERVAL_MS } from './session-check';

const buyer = { id: 4, email: 'b4@example.co.uk' } as unknown as PublicUser;
const storage = new Map<string, string>();
/** The time of each test's first check: past any check an earlier test left recorded. */
let now = 1e12;

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  authStore.set({ token: 'jwt', user: buyer, hasuraToken: 'graph' });
  now += 10 * SESSION_CHECK_INTERVAL_MS;
});
afterEach(() => {
  vi.unstubAllGlobals();
  storage.clear();
});

describe('checkSessionOnNavigation', () => {
  it('offline, asks nothing and keeps the session (a failed ask would clear it)', async () => {
    // A walk: "Next" pressed offline cleared this tab's session; back online the tab was signed
    // out though the server still knew the buyer.
    const ask = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', ask);
    vi.stubGlobal('navigator', { onLine: false });
    await checkSessionOnNavigation(now);
    expect(ask).not.toHaveBeenCalled();
    expect(authStore.isAuthenticated()).toBe(true);
  });

  it('online, a failed ask clears the stored session (SPEC §4)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.stubGlobal('navigator', { onLine: true });
    await checkSessionOnNavigation(now);
    expect(authStore.isAuthenticated()).toBe(false);
  });
});
