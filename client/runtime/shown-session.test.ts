import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRouter } from 'react-router';
import type { PublicUser } from '#schema/user';
import { authStore } from '#client/stores/auth-store';
import { checkSessionOnNavigation } from './session-check';
import { readAgainWhenShownStale } from './shown-session';

vi.mock('./session-check', () => ({ checkSessionOnNavigation: vi.fn(async () => undefined) }));

const buyer = (id: number) => ({ id, email: `b${id}@example.co.uk` }) as unknown as PublicUser;

/** A tab whose page names `shownUser`; `online` as the browser reports it. */
function tab(shownUser: PublicUser | null, online = true) {
  const router = {
    state: { loaderData: { root: { user: shownUser } } },
    revalidate: vi.fn(async () => undefined),
  };
  const win = Object.assign(new EventTarget(), { navigator: { onLine: online } });
  const forgetPages = vi.fn();
  const stop = readAgainWhenShownStale({
    router: router as unknown as DataRouter,
    forgetPages,
    hydrated: Promise.resolve(),
    win: win as unknown as Window,
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const show = (persisted: boolean) =>
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  return { router, forgetPages, stop, settled, show };
}

const storage = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.mocked(checkSessionOnNavigation).mockClear();
});

afterEach(() => {
  authStore.clear();
  storage.clear();
  vi.unstubAllGlobals();
});

describe('readAgainWhenShownStale', () => {
  it('reads a page again that hydrates signed out in a browser signed in (a copy the browser kept)', async () => {
    authStore.set({ token: 't', user: buyer(7) });
    const { router, forgetPages, settled } = tab(null);
    await settled();
    // The session confirmed without the navigation's "go home" should it have ended.
    expect(checkSessionOnNavigation).toHaveBeenCalledWith(expect.any(Number), true);
    expect(forgetPages).toHaveBeenCalled();
    expect(router.revalidate).toHaveBeenCalledTimes(1);
  });

  it('leaves a page alone that names the signed-in buyer, or a visitor signed in without JavaScript', async () => {
    authStore.set({ token: 't', user: buyer(7) });
    const same = tab(buyer(7));
    await same.settled();
    expect(same.router.revalidate).not.toHaveBeenCalled();

    authStore.clear();
    const cookieOnly = tab(buyer(8));
    await cookieOnly.settled();
    expect(cookieOnly.router.revalidate).not.toHaveBeenCalled();
  });

  it('reads a page again that the back/forward cache shows again, with the session another tab left', async () => {
    authStore.set({ token: 't', user: buyer(7) });
    const { router, show, settled, stop } = tab(buyer(7));
    await settled();
    show(false);
    await settled();
    expect(router.revalidate).not.toHaveBeenCalled();

    // Another tab signed out meanwhile: this tab's memory of the session is read again.
    storage.clear();
    show(true);
    await settled();
    expect(authStore.isAuthenticated()).toBe(false);
    expect(router.revalidate).toHaveBeenCalledTimes(1);

    stop();
    show(true);
    await settled();
    expect(router.revalidate).toHaveBeenCalledTimes(1);
  });

  it('keeps the copy on screen while the browser is offline', async () => {
    authStore.set({ token: 't', user: buyer(7) });
    const { router, show, settled } = tab(null, false);
    show(true);
    await settled();
    expect(router.revalidate).not.toHaveBeenCalled();
    expect(checkSessionOnNavigation).not.toHaveBeenCalled();
  });
});
