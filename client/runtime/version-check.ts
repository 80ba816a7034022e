import type { DataRouter } from 'react-router';
import type { AppManifest, BuildInfo } from '#schema/route-rules';
import { fetchWithRetry, type Fetch } from './fetch-with-retry';
import { redirectTarget } from './route-rule-redirect';

type Listeners = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface VersionCheckDeps {
  /** The build this page runs (root data `app.buildId`). */
  buildId: string;
  /** Root data `app.versionPollSeconds`; 0 (or no build id) disables the check. */
  pollSeconds: number;
  doc: Listeners & Pick<Document, 'visibilityState'>;
  win: Listeners;
  fetch?: Fetch;
  onNewVersion?: (manifest: AppManifest | null) => void;
}

export interface VersionCheck {
  check(): Promise<void>;
  /** True once a different build id was seen: the next route change is a full page load. */
  shouldHardNavigate(): boolean;
  /** The new manifest's redirect for the path, else the path itself. */
  hardNavigationUrl(location: { pathname: string; search: string; hash: string }): string;
  stop(): void;
}

/** `/builds/latest.json` (BuildInfoSchema's shape), checked without zod: it is polled from the first load. */
function readBuildInfo(value: unknown): BuildInfo {
  const info = value as Partial<BuildInfo> | null;
  if (typeof info?.id !== 'string' || typeof info.timestamp !== 'number')
    throw new Error('/builds/latest.json: not a build info');
  return { id: info.id, timestamp: info.timestamp };
}

async function getJson(fetch: Fetch, url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

export function startVersionCheck(deps: VersionCheckDeps): VersionCheck {
  const fetch = deps.fetch ?? fetchWithRetry;
  let manifest: AppManifest | null = null;
  let detected = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let inflight: Promise<void> | null = null;

  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    pause();
    timer = setInterval(() => void check(), deps.pollSeconds * 1000);
  };

  async function detect(): Promise<void> {
    let latest;
    try {
      latest = readBuildInfo(await getJson(fetch, '/builds/latest.json'));
    } catch {
      return; // Offline or mid-deploy: the next poll asks again; not an app error.
    }
    if (detected || latest.id === deps.buildId) return;
    detected = true;
    stop();
    try {
      const meta = await getJson(fetch, `/builds/meta/${encodeURIComponent(latest.id)}.json`);
      // zod stays out of the first load: its schemas arrive only once a new build is seen.
      const { AppManifestSchema } = await import('#schema/route-rules');
      manifest = AppManifestSchema.parse(meta);
    } catch {
      manifest = null; // Still a new version; only its route rules are unknown.
    }
    deps.onNewVersion?.(manifest);
  }

  function check(): Promise<void> {
    if (detected) return Promise.resolve();
    inflight ??= detect().finally(() => (inflight = null));
    return inflight;
  }

  const onVisibility = () => {
    if (deps.doc.visibilityState === 'hidden') return pause();
    void check();
    resume();
  };
  const onFocus = () => void check();

  function stop() {
    pause();
    deps.doc.removeEventListener('visibilitychange', onVisibility);
    deps.win.removeEventListener('focus', onFocus);
  }

  if (deps.pollSeconds > 0 && deps.buildId) {
    deps.doc.addEventListener('visibilitychange', onVisibility);
    deps.win.addEventListener('focus', onFocus);
    if (deps.doc.visibilityState !== 'hidden') resume();
  }

  return {
    check,
    shouldHardNavigate: () => detected,
    hardNavigationUrl: ({ pathname, search, hash }) =>
      redirectTarget(manifest?.routeRules ?? {}, pathname, search) ?? `${pathname}${search}${hash}`,
    stop,
  };
}

type HardNavRouter = Pick<DataRouter, 'subscribe' | 'dispose'>;

/**
 * After a new version is detected, the next route change loads the page from the server.
 * `router.subscribe` sees every kind of navigation (links, navigate(), GET forms, back/forward)
 * as soon as it starts loading; wrapping `router.navigate` would miss back/forward.
 */
export function hardNavigateOnNextRouteChange(
  router: HardNavRouter,
  check: Pick<VersionCheck, 'shouldHardNavigate' | 'hardNavigationUrl'>,
  location: Pick<Location, 'assign' | 'replace'>,
): () => void {
  const unsubscribe = router.subscribe(({ navigation }) => {
    if (navigation.state !== 'loading' || !check.shouldHardNavigate()) return;
    // A form POST (or the load after its redirect) would lose what was submitted.
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return;
    unsubscribe();
    const url = check.hardNavigationUrl(navigation.location);
    // Back/forward has already moved the address bar; a replace navigation keeps the history.
    if (navigation.historyAction === 'PUSH') location.assign(url);
    else location.replace(url);
    // Abort the client navigation so its commit (pushState) cannot cancel the page load.
    router.dispose();
  });
  return unsubscribe;
}
