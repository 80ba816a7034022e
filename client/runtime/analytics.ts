import type { DataRouter } from 'react-router';
import { analyticsScriptUrl, type AnalyticsConfig } from '#schema/analytics';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[] };

export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Queue;
  plausible?: Queue;
  location: Pick<Location, 'origin'>;
}

export type AnalyticsDocument = Pick<
  Document,
  'createElement' | 'querySelector' | 'head' | 'title'
>;

/**
 * Adds the tracking script schema/analytics.ts names, with the page's CSP nonce; returns the
 * page-view sender.
 */
export function loadAnalytics(
  config: AnalyticsConfig,
  doc: AnalyticsDocument,
  win: AnalyticsWindow,
): (href: string) => void {
  const script = doc.createElement('script');
  script.async = true;
  // The nonce attribute is hidden from the DOM after parsing; the property still has it.
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  script.dataset.analytics = config.kind;

  script.src = analyticsScriptUrl(config);
  if (config.kind === 'ga4') {
    const dataLayer = (win.dataLayer ??= []);
    // gtag.js reads the `arguments` object itself, not an array.
    win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', config.id, { send_page_view: false });
  } else {
    script.defer = true;
    script.dataset.domain = config.id;
    win.plausible ??= Object.assign(
      function plausible(...args: unknown[]) {
        (win.plausible!.q ??= []).push(args);
      },
      { q: [] as unknown[] },
    );
  }
  if (!doc.querySelector('script[data-analytics]')) doc.head.append(script);

  return (href) => {
    if (config.kind === 'ga4') {
      const url = new URL(href, win.location.origin);
      win.gtag?.('event', 'page_view', {
        page_location: url.href,
        page_path: `${url.pathname}${url.search}`,
        page_title: doc.title,
      });
    } else {
      win.plausible?.('pageview', { u: new URL(href, win.location.origin).href });
    }
  };
}

/**
 * Call after hydration: loads the script, sends the current page view, then one per client
 * navigation (a changed path or query once the router is idle; hash changes are not page views).
 */
export function installAnalytics(
  config: AnalyticsConfig | null,
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  doc: AnalyticsDocument,
  win: AnalyticsWindow,
): () => void {
  if (!config) return () => undefined;
  const pageView = loadAnalytics(config, doc, win);
  const keyOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;
  let last = keyOf(router.state.location);
  pageView(last);
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || keyOf(state.location) === last) return;
    last = keyOf(state.location);
    pageView(last);
  });
}
