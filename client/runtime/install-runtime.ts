import type { DataRouter } from 'react-router';
import type { RootData } from '#shared/payloads/root-data';
import type { AnalyticsConfig } from '#schema/analytics';
import { installChunkReload } from './chunk-reload';
import { reportClientError } from './client-errors';
import { bindNavigateTo } from './navigate-to';
import {
  createPrefetcher,
  setPrefetcher,
  type ConnectionInfo,
  type PrefetchDeps,
} from './prefetch';
import { hardNavigateOnNextRouteChange, startVersionCheck } from './version-check';

export interface ClientRuntimeOptions {
  router: DataRouter;
  /** Default: root data `app.buildId`. */
  buildId?: string;
  /** Default: root data `app.versionPollSeconds`; 0 disables the version check. */
  versionPollSeconds?: number;
  /** Default: root data `app.analytics`; null → no analytics at all. */
  analytics?: AnalyticsConfig | null;
  /** Loads a path's route code; enables link prefetching (see prefetch.ts). */
  preload?: (path: string) => Promise<unknown>;
  /** How prefetching loads a payload (default: payload-client; the app passes its page cache). */
  loadPayload?: PrefetchDeps['loadPayload'];
  /** Resolves once React has hydrated. Default: RootShell's `data-hydrated` marker. */
  hydrated?: Promise<void>;
  win?: Window;
  doc?: Document;
}

/** Resolves when RootShell's effect marks `<html data-hydrated="true">`. */
export function whenHydrated(doc: Document): Promise<void> {
  const root = doc.documentElement;
  if (root.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Wires the browser runtime rules (SPEC §7–§9); returns the uninstall. One failing part spares the rest. */
export function installClientRuntime(options: ClientRuntimeOptions): () => void {
  const { router, win = window, doc = document } = options;
  const app = (router.state.loaderData?.root as RootData | undefined)?.app;
  const cleanups: (() => void)[] = [];
  let active = true;

  const attempt = (part: string, install: () => (() => void) | void) => {
    try {
      const cleanup = install();
      if (cleanup) cleanups.push(cleanup);
    } catch (error) {
      reportClientError(error, `client runtime: ${part} failed to start`);
    }
  };

  attempt('chunk reload', () => installChunkReload({ win, storage: () => win.sessionStorage }));
  attempt('navigateTo', () =>
    bindNavigateTo({ navigate: (to, o) => router.navigate(to, o), location: win.location }),
  );
  attempt('version check', () => {
    const check = startVersionCheck({
      buildId: options.buildId ?? app?.buildId ?? '',
      pollSeconds: options.versionPollSeconds ?? app?.versionPollSeconds ?? 0,
      doc,
      win,
    });
    const unsubscribe = hardNavigateOnNextRouteChange(router, check, win.location);
    return () => {
      check.stop();
      unsubscribe();
    };
  });
  attempt('prefetch', () => {
    if (!options.preload) return;
    const nav = win.navigator as Navigator & { connection?: ConnectionInfo };
    setPrefetcher(
      createPrefetcher({
        preload: options.preload,
        origin: win.location.origin,
        connection: () => nav.connection,
        ...(options.loadPayload ? { loadPayload: options.loadPayload } : {}),
        createObserver: (callback) =>
          typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(callback),
      }),
    );
    return () => setPrefetcher(null);
  });

  const analytics = options.analytics === undefined ? (app?.analytics ?? null) : options.analytics;
  if (analytics) {
    // Its own chunk: most sites run without analytics, and no first load carries it.
    void (options.hydrated ?? whenHydrated(doc))
      .then(() => import('./analytics'))
      .then(
        ({ installAnalytics }) => {
          if (active) attempt('analytics', () => installAnalytics(analytics, router, doc, win));
        },
        (error: unknown) => reportClientError(error, 'client runtime: analytics failed to load'),
      );
  }

  return () => {
    active = false;
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}
