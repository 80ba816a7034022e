import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterState, RouterSubscriber } from 'react-router';
import type { AppManifest } from '#schema/route-rules';
import { hardNavigateOnNextRouteChange, startVersionCheck } from './version-check';
import type { Fetch } from './fetch-with-retry';
import { redirectTarget } from './route-rule-redirect';

const MANIFEST: AppManifest = {
  id: 'b2',
  timestamp: 2,
  routeRules: {
    '/auctions': { redirect: { to: '/listings', statusCode: 301 } },
    '/land-registry': { redirect: { to: 'https://www.gov.uk/land', statusCode: 302 } },
    '/old/**': { redirect: { to: '/new', statusCode: 301 } },
    '/articles/**': { headers: { 'X-Kind': 'article' } },
  },
};

function fakeServer() {
  let latest = 'b1';
  const fetch = vi.fn<Fetch>(async (input) => {
    const url = String(input);
    if (url === '/builds/latest.json') return Response.json({ id: latest, timestamp: 1 });
    if (url === `/builds/meta/${latest}.json`) return Response.json({ ...MANIFEST, id: latest });
    return new Response('not found', { status: 404 });
  });
  const calls = () => fetch.mock.calls.map(([u]) => String(u));
  return { fetch, calls, deploy: (id: string) => (latest = id) };
}

function fakeDoc(visibilityState: DocumentVisibilityState = 'visible') {
  return Object.assign(new EventTarget(), { visibilityState });
}

let stop: (() => void) | undefined;
// The check loads the manifest schema on demand; loaded once here, its import settles within the
// fake timers' microtask turns instead of waiting on the module loader's real I/O.
beforeAll(async () => {
  await import('#schema/route-rules');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

function setup(pollSeconds = 60, visibility: DocumentVisibilityState = 'visible') {
  const server = fakeServer();
  const doc = fakeDoc(visibility);
  const win = new EventTarget();
  const onNewVersion = vi.fn();
  const check = startVersionCheck({
    buildId: 'b1',
    pollSeconds,
    doc,
    win,
    fetch: server.fetch,
    onNewVersion,
  });
  stop = check.stop;
  return { ...server, doc, win, check, onNewVersion };
}

describe('startVersionCheck: polling', () => {
  it('polls /builds/latest.json every N seconds', async () => {
    const s = setup(30);
    expect(s.fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.calls()).toEqual(['/builds/latest.json']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.calls()).toHaveLength(3);
    expect(s.check.shouldHardNavigate()).toBe(false);
  });

  it('0 seconds disables everything (no polls, no focus checks)', async () => {
    const s = setup(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    s.win.dispatchEvent(new Event('focus'));
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it('pauses while the document is hidden and checks at once when visible again', async () => {
    const s = setup(30);
    s.doc.visibilityState = 'hidden';
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.fetch).not.toHaveBeenCalled();
    s.doc.visibilityState = 'visible';
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not poll when started in a hidden tab', async () => {
    const s = setup(30, 'hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it('checks on window focus, sharing one request when focus and visibility fire together', async () => {
    const s = setup(30);
    s.win.dispatchEvent(new Event('focus'));
    s.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed poll is ignored and the next one runs', async () => {
    const s = setup(30);
    s.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.check.shouldHardNavigate()).toBe(false);
    s.deploy('b2');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.check.shouldHardNavigate()).toBe(true);
  });

  it('stop() removes the timer and listeners', async () => {
    const s = setup(30);
    s.check.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    s.win.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetch).not.toHaveBeenCalled();
  });
});

describe('startVersionCheck: a new build', () => {
  it('marks the new version, fetches its manifest and stops polling', async () => {
    const s = setup(30);
    s.deploy('b2');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.check.shouldHardNavigate()).toBe(true);
    expect(s.calls()).toEqual(['/builds/latest.json', '/builds/meta/b2.json']);
    expect(s.onNewVersion).toHaveBeenCalledWith(MANIFEST);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    s.win.dispatchEvent(new Event('focus'));
    expect(s.fetch).toHaveBeenCalledTimes(2);
  });

  it('applies the new manifest redirect rules to the next path', async () => {
    const s = setup(30);
    s.deploy('b2');
    await s.check.check();
    const at = (pathname: string, search = '', hash = '') =>
      s.check.hardNavigationUrl({ pathname, search, hash });
    expect(at('/auctions', '?location=kent')).toBe('/listings?location=kent');
    expect(at('/land-registry', '?x=1')).toBe('https://www.gov.uk/land');
    expect(at('/old/a/b')).toBe('/new');
    expect(at('/articles/x', '?a=1', '#h')).toBe('/articles/x?a=1#h');
    expect(at('/listings', '', '#top')).toBe('/listings#top');
  });

  it('a manifest that fails to load still means a new version (no rules)', async () => {
    const s = setup(30);
    s.deploy('b3');
    s.fetch.mockImplementation(async (input) =>
      String(input) === '/builds/latest.json'
        ? Response.json({ id: 'b3', timestamp: 3 })
        : new Response('gone', { status: 404 }),
    );
    await s.check.check();
    expect(s.check.shouldHardNavigate()).toBe(true);
    expect(s.onNewVersion).toHaveBeenCalledWith(null);
    expect(s.check.hardNavigationUrl({ pathname: '/auctions', search: '', hash: '' })).toBe(
      '/auctions',
    );
  });

  it('ignores an answer that is not build info', async () => {
    const s = setup(30);
    s.fetch.mockResolvedValueOnce(Response.json({ nope: true }));
    await s.check.check();
    expect(s.check.shouldHardNavigate()).toBe(false);
  });
});

describe('redirectTarget', () => {
  it('exact beats prefix; a later prefix beats an earlier one; headers-only rules do nothing', () => {
    const rules = {
      '/a/**': { redirect: { to: '/one', statusCode: 301 as const } },
      '/a/b/**': { redirect: { to: '/two', statusCode: 301 as const } },
      '/a/b/c': { redirect: { to: '/three', statusCode: 301 as const } },
      '/h/**': { headers: { x: 'y' } },
    };
    expect(redirectTarget(rules, '/a')).toBe('/one');
    expect(redirectTarget(rules, '/a/x')).toBe('/one');
    expect(redirectTarget(rules, '/a/b/x', '?q=1')).toBe('/two?q=1');
    expect(redirectTarget(rules, '/a/b/c')).toBe('/three');
    expect(redirectTarget(rules, '/ab')).toBeNull();
    expect(redirectTarget(rules, '/h/x')).toBeNull();
  });
});

describe('hardNavigateOnNextRouteChange', () => {
  function fakeRouter() {
    const subscribers = new Set<RouterSubscriber>();
    return {
      subscribe: vi.fn((fn: RouterSubscriber) => {
        subscribers.add(fn);
        return () => void subscribers.delete(fn);
      }),
      dispose: vi.fn(),
      emit(navigation: Partial<RouterState['navigation']>) {
        const state = { navigation: { state: 'idle', ...navigation } } as RouterState;
        const opts = { deletedFetchers: [], newErrors: null, flushSync: false };
        for (const fn of [...subscribers]) fn(state, opts);
      },
      get count() {
        return subscribers.size;
      },
    };
  }
  const loc = (pathname: string, search = '') => ({
    pathname,
    search,
    hash: '',
    state: null,
    key: 'k',
    mask: undefined,
  });

  function setupNav(detected: boolean) {
    const router = fakeRouter();
    const location = { assign: vi.fn(), replace: vi.fn() };
    const check = {
      shouldHardNavigate: () => detected,
      hardNavigationUrl: (l: { pathname: string; search: string }) =>
        redirectTarget(MANIFEST.routeRules, l.pathname, l.search) ?? `${l.pathname}${l.search}`,
    };
    hardNavigateOnNextRouteChange(router, check, location);
    return { router, location };
  }

  it('does nothing while no new version is known', () => {
    const { router, location } = setupNav(false);
    router.emit({ state: 'loading', location: loc('/listings'), historyAction: 'PUSH' as never });
    expect(location.assign).not.toHaveBeenCalled();
    expect(router.dispose).not.toHaveBeenCalled();
  });

  it('turns the next link navigation into a full page load, once', () => {
    const { router, location } = setupNav(true);
    router.emit({ state: 'idle' });
    expect(location.assign).not.toHaveBeenCalled();
    router.emit({
      state: 'loading',
      location: loc('/listings', '?view=map'),
      historyAction: 'PUSH' as never,
    });
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/listings?view=map');
    expect(router.dispose).toHaveBeenCalledOnce();
    expect(router.count).toBe(0);
  });

  it('follows a redirect rule of the new manifest, external included', () => {
    const a = setupNav(true);
    a.router.emit({
      state: 'loading',
      location: loc('/auctions', '?x=1'),
      historyAction: 'PUSH' as never,
    });
    expect(a.location.assign).toHaveBeenCalledWith('/listings?x=1');
    const b = setupNav(true);
    b.router.emit({
      state: 'loading',
      location: loc('/land-registry'),
      historyAction: 'PUSH' as never,
    });
    expect(b.location.assign).toHaveBeenCalledWith('https://www.gov.uk/land');
  });

  it('back/forward and replace navigations replace the history entry', () => {
    for (const action of ['POP', 'REPLACE']) {
      const { router, location } = setupNav(true);
      router.emit({ state: 'loading', location: loc('/x'), historyAction: action as never });
      expect(location.replace).toHaveBeenCalledWith('/x');
      expect(location.assign).not.toHaveBeenCalled();
    }
  });

  it('lets a form POST (and the load after it) finish in the app; a GET form reloads', () => {
    const { router, location } = setupNav(true);
    router.emit({ state: 'submitting', location: loc('/login'), formMethod: 'POST' as never });
    router.emit({
      state: 'loading',
      location: loc('/profile'),
      formMethod: 'POST' as never,
      historyAction: 'PUSH' as never,
    });
    expect(location.assign).not.toHaveBeenCalled();
    router.emit({
      state: 'loading',
      location: loc('/listings', '?search=kent'),
      formMethod: 'GET' as never,
      historyAction: 'PUSH' as never,
    });
    expect(location.assign).toHaveBeenCalledWith('/listings?search=kent');
  });
});
