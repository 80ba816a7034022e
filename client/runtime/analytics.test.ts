import { describe, expect, it, vi } from 'vitest';
import type { RouterState, RouterSubscriber } from 'react-router';
import { resolveAnalytics } from '#schema/analytics';
import { installAnalytics, type AnalyticsDocument, type AnalyticsWindow } from './analytics';

interface FakeScript {
  async?: boolean;
  defer?: boolean;
  src?: string;
  nonce?: string;
  dataset: Record<string, string>;
}

function fakeDocument(nonce?: string) {
  const appended: FakeScript[] = [];
  const doc = {
    title: 'Listings',
    head: { append: vi.fn((el: FakeScript) => appended.push(el)) },
    createElement: vi.fn(() => ({ dataset: {} }) as FakeScript),
    querySelector: vi.fn((selector: string) => {
      if (selector === 'script[nonce]') return nonce ? { nonce } : null;
      if (selector === 'script[data-analytics]') return appended[0] ?? null;
      return null;
    }),
  };
  return { doc: doc as unknown as AnalyticsDocument, appended, raw: doc };
}

function fakeWindow(): AnalyticsWindow {
  return { location: { origin: 'https://x.test' } };
}

function fakeRouter(pathname = '/', search = '') {
  const subscribers = new Set<RouterSubscriber>();
  const router = {
    state: { location: { pathname, search, hash: '' } } as RouterState,
    subscribe: vi.fn((fn: RouterSubscriber) => {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    }),
    go(path: string, state: 'loading' | 'idle' = 'idle', hash = '') {
      const url = new URL(path, 'https://x.test');
      router.state = {
        location: { pathname: url.pathname, search: url.search, hash },
        navigation: { state },
      } as RouterState;
      for (const fn of [...subscribers]) {
        fn(router.state, { deletedFetchers: [], newErrors: null, flushSync: false });
      }
    },
  };
  return router;
}

/** Arguments objects → arrays, for readable assertions. */
const calls = (win: AnalyticsWindow) =>
  (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));

describe('installAnalytics', () => {
  it('without an id nothing loads, nothing is sent, the router is not watched', () => {
    const { doc, raw } = fakeDocument('n0nce');
    const win = fakeWindow();
    const router = fakeRouter();
    installAnalytics(resolveAnalytics(''), router, doc, win);
    router.go('/listings');
    expect(raw.createElement).not.toHaveBeenCalled();
    expect(raw.head.append).not.toHaveBeenCalled();
    expect(router.subscribe).not.toHaveBeenCalled();
    expect(win).toEqual({ location: { origin: 'https://x.test' } });
  });

  it('GA4: gtag.js with the CSP nonce, config without automatic page views', () => {
    const { doc, appended } = fakeDocument('n0nce');
    const win = fakeWindow();
    installAnalytics(
      { kind: 'ga4', id: 'G-ABC 1' },
      fakeRouter('/listings', '?view=grid'),
      doc,
      win,
    );
    expect(appended).toEqual([
      {
        async: true,
        nonce: 'n0nce',
        src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC%201',
        dataset: { analytics: 'ga4' },
      },
    ]);
    const sent = calls(win);
    expect(sent[0]![0]).toBe('js');
    expect(sent[1]).toEqual(['config', 'G-ABC 1', { send_page_view: false }]);
    expect(sent[2]).toEqual([
      'event',
      'page_view',
      {
        page_location: 'https://x.test/listings?view=grid',
        page_path: '/listings?view=grid',
        page_title: 'Listings',
      },
    ]);
  });

  it('sends one page view per client navigation, once the router is idle', () => {
    const { doc } = fakeDocument();
    const win = fakeWindow();
    const router = fakeRouter('/');
    const uninstall = installAnalytics({ kind: 'ga4', id: 'G-1' }, router, doc, win);
    const views = () =>
      calls(win)
        .filter((c) => c[1] === 'page_view')
        .map((c) => (c[2] as { page_path: string }).page_path);
    router.go('/listings', 'loading');
    expect(views()).toEqual(['/']);
    router.go('/listings');
    router.go('/listings'); // revalidation: same page
    router.go('/listings', 'idle', '#map'); // hash only
    router.go('/listings?page=2');
    router.go('/auctioneers');
    expect(views()).toEqual(['/', '/listings', '/listings?page=2', '/auctioneers']);
    uninstall();
    router.go('/profile');
    expect(views()).toHaveLength(4);
  });

  it('no nonce on the page → the script has none (the CSP will decide)', () => {
    const { doc, appended } = fakeDocument();
    installAnalytics({ kind: 'ga4', id: 'G-1' }, fakeRouter(), doc, fakeWindow());
    expect(appended[0]!.nonce).toBeUndefined();
  });

  it('Plausible-style: configured script with data-domain and nonce; pageview per navigation', () => {
    const { doc, appended } = fakeDocument('abc');
    const win = fakeWindow();
    const router = fakeRouter('/');
    installAnalytics(
      {
        kind: 'plausible',
        id: 'auctions.test',
        scriptUrl: 'https://stats.test/js/script.manual.js',
      },
      router,
      doc,
      win,
    );
    expect(appended).toEqual([
      {
        async: true,
        defer: true,
        nonce: 'abc',
        src: 'https://stats.test/js/script.manual.js',
        dataset: { analytics: 'plausible', domain: 'auctions.test' },
      },
    ]);
    router.go('/listings?location=kent');
    expect(win.plausible!.q).toEqual([
      ['pageview', { u: 'https://x.test/' }],
      ['pageview', { u: 'https://x.test/listings?location=kent' }],
    ]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('installing twice (e.g. StrictMode effects) adds the script once', () => {
    const { doc, appended } = fakeDocument();
    const win = fakeWindow();
    installAnalytics({ kind: 'ga4', id: 'G-1' }, fakeRouter(), doc, win);
    installAnalytics({ kind: 'ga4', id: 'G-1' }, fakeRouter(), doc, win);
    expect(appended).toHaveLength(1);
  });
});
