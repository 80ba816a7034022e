import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRouter, RouterState, RouterSubscriber } from 'react-router';
import { installClientRuntime, whenHydrated } from './install-runtime';
import { navigateTo } from './navigate-to';
import { getPrefetcher } from './prefetch';
import type { Fetch } from './fetch-with-retry';
import type { RootData } from '#shared/payloads/root-data';

const GA4 = { kind: 'ga4', id: 'G-1' } as const;

function fakeRouter(app: Partial<RootData['app']> = { buildId: 'b1', versionPollSeconds: 60 }) {
  const subscribers = new Set<RouterSubscriber>();
  const router = {
    state: {
      location: { pathname: '/', search: '', hash: '' },
      navigation: { state: 'idle' },
      loaderData: { root: { app } },
    } as unknown as RouterState,
    subscribe: vi.fn((fn: RouterSubscriber) => {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    }),
    navigate: vi.fn(async () => undefined),
    dispose: vi.fn(),
    emit(navigation: object) {
      const state = { ...router.state, navigation } as RouterState;
      for (const fn of [...subscribers]) {
        fn(state, { deletedFetchers: [], newErrors: null, flushSync: false });
      }
    },
  };
  return router;
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

function fakeWin() {
  return Object.assign(new EventTarget(), {
    location: { origin: 'https://x.test', assign: vi.fn(), replace: vi.fn(), reload: vi.fn() },
    navigator: { connection: { effectiveType: '4g' } },
    sessionStorage: new MemoryStorage(),
  });
}

function fakeDoc() {
  const appended: { src?: string }[] = [];
  return Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    title: 'Home',
    appended,
    head: { append: (el: { src?: string }) => appended.push(el) },
    createElement: () => ({ dataset: {} }),
    querySelector: () => null,
  });
}

function install(
  extra: Partial<Parameters<typeof installClientRuntime>[0]> = {},
  router = fakeRouter(),
) {
  const win = fakeWin();
  const doc = fakeDoc();
  const uninstall = installClientRuntime({
    router: router as unknown as DataRouter,
    win: win as unknown as Window,
    doc: doc as unknown as Document,
    hydrated: Promise.resolve(),
    ...extra,
  });
  return { router, win, doc, uninstall };
}

let server: { latest: string; fetch: ReturnType<typeof vi.fn<Fetch>> };
let cleanup: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  server = {
    latest: 'b1',
    fetch: vi.fn<Fetch>(async (input) =>
      String(input) === '/builds/latest.json'
        ? Response.json({ id: server.latest, timestamp: 1 })
        : Response.json({ id: server.latest, timestamp: 1, routeRules: {} }),
    ),
  };
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('installClientRuntime', () => {
  it('version check from root data: a new build turns the next navigation into a page load', async () => {
    const s = install();
    cleanup = s.uninstall;
    server.latest = 'b2';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch.mock.calls.map(([u]) => String(u))).toEqual([
      '/builds/latest.json',
      '/builds/meta/b2.json',
    ]);
    s.router.emit({
      state: 'loading',
      location: { pathname: '/listings', search: '', hash: '' },
      historyAction: 'PUSH',
    });
    expect(s.win.location.assign).toHaveBeenCalledWith('/listings');
  });

  it('explicit buildId / versionPollSeconds override root data; 0 disables polling', async () => {
    const s = install({ versionPollSeconds: 0 });
    cleanup = s.uninstall;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('reloads once on a chunk error', () => {
    const s = install();
    cleanup = s.uninstall;
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
    });
    s.win.dispatchEvent(event);
    expect(s.win.location.reload).toHaveBeenCalledOnce();
  });

  it('binds navigateTo to the router', async () => {
    const s = install();
    cleanup = s.uninstall;
    await navigateTo('/auctioneers', { replace: true });
    expect(s.router.navigate).toHaveBeenCalledWith('/auctioneers', { replace: true });
  });

  it('loads analytics only with an id, and only after hydration', async () => {
    let hydrate!: () => void;
    const hydrated = new Promise<void>((r) => (hydrate = r));
    const s = install({ analytics: GA4, hydrated });
    cleanup = s.uninstall;
    await vi.advanceTimersByTimeAsync(0);
    expect(s.doc.appended).toHaveLength(0);
    hydrate();
    // The tracker's module loads after hydration, in a chunk of its own.
    await vi.waitFor(() =>
      expect(s.doc.appended.map((e) => e.src)).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-1',
      ]),
    );

    const none = install();
    await vi.advanceTimersByTimeAsync(0);
    expect(none.doc.appended).toHaveLength(0);
    none.uninstall();
  });

  it('takes the tracker from root data (the server reads ANALYTICS_ID)', async () => {
    const s = install({}, fakeRouter({ buildId: 'b1', versionPollSeconds: 60, analytics: GA4 }));
    cleanup = s.uninstall;
    await vi.waitFor(() =>
      expect(s.doc.appended.map((e) => e.src)).toEqual([
        'https://www.googletagmanager.com/gtag/js?id=G-1',
      ]),
    );

    const off = install({}, fakeRouter({ buildId: 'b1', versionPollSeconds: 60, analytics: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(off.doc.appended).toHaveLength(0);
    off.uninstall();
  });

  it('sets up the prefetcher only when a preload callback is given', () => {
    const a = install();
    expect(getPrefetcher()).toBeNull();
    a.uninstall();
    const preload = vi.fn(async () => undefined);
    const b = install({ preload });
    getPrefetcher()!.intent('/listings');
    expect(preload).toHaveBeenCalledWith('/listings');
    b.uninstall();
    expect(getPrefetcher()).toBeNull();
  });

  it('uninstall removes every listener and timer', async () => {
    let hydrate!: () => void;
    const s = install({ analytics: GA4, hydrated: new Promise<void>((r) => (hydrate = r)) });
    s.uninstall();
    hydrate();
    s.win.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('x') }));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.win.location.reload).not.toHaveBeenCalled();
    expect(server.fetch).not.toHaveBeenCalled();
    expect(s.doc.appended).toHaveLength(0);
    s.router.emit({
      state: 'loading',
      location: { pathname: '/x', search: '', hash: '' },
      historyAction: 'PUSH',
    });
    expect(s.win.location.assign).not.toHaveBeenCalled();
  });

  it('a part that fails to start is logged; the others still run', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = fakeDoc();
    doc.addEventListener = () => {
      throw new Error('no events');
    };
    const s = install({ doc: doc as unknown as Document });
    cleanup = s.uninstall;
    expect(log).toHaveBeenCalledWith(
      '[client] client runtime: version check failed to start',
      expect.any(Error),
    );
    log.mockReset();
    s.win.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error('x') }));
    expect(s.win.location.reload).toHaveBeenCalledOnce();
  });
});

describe('whenHydrated', () => {
  it('resolves at once when already marked, else when the marker appears', async () => {
    const done = vi.fn();
    await whenHydrated({
      documentElement: { dataset: { hydrated: 'true' } },
    } as unknown as Document);

    let notify!: () => void;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'MutationObserver',
      class {
        constructor(cb: () => void) {
          notify = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const dataset: Record<string, string> = {};
    void whenHydrated({ documentElement: { dataset } } as unknown as Document).then(done);
    notify();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    dataset.hydrated = 'true';
    notify();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
    expect(disconnect).toHaveBeenCalled();
  });
});
