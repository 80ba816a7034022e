import { isBlockedHref } from '#schema/href-rules';
import { loadPayload, payloadUrl, type PayloadResponse } from './payload-client';
import { createPreloadQueue } from './preload-queue';

export const PAYLOAD_PREFETCH_DELAY_MS = 1_000;
export const NAVIGATION_WAIT_MS = 100;
/** A prefetched payload older than this is not served to a navigation (it is `private, no-cache`). */
export const PAYLOAD_MAX_AGE_MS = 30_000;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: no prefetch at all on data-saver or 2G connections. */
export function canPrefetch(connection?: ConnectionInfo): boolean {
  const type = connection?.effectiveType;
  return !connection?.saveData && type !== 'slow-2g' && type !== '2g';
}

/** SPEC §9: payload preloading is skipped on slow-2g. */
export function canPrefetchPayload(connection?: ConnectionInfo): boolean {
  return canPrefetch(connection) && connection?.effectiveType !== 'slow-2g';
}

interface ObserverLike {
  observe(el: Element): void;
  unobserve(el: Element): void;
}
type ObserverCallback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

export interface PrefetchDeps {
  /** Loads the code of the route at a path (e.g. the matched routes' `lazy`). */
  preload: (path: string) => Promise<unknown>;
  origin: string;
  connection?: () => ConnectionInfo | undefined;
  loadPayload?: (url: URL, signal: AbortSignal) => Promise<PayloadResponse>;
  createObserver?: (callback: ObserverCallback) => ObserverLike | null;
  /** Also fetch the payload of a link that stays visible for 1 s (default true). */
  payloadOnVisible?: boolean;
}

export interface Prefetcher {
  /** pointerenter / focus; call the returned function on pointerleave / blur. */
  intent(href: string): () => void;
  /** Prefetches while the link is visible; returns the cleanup for unmount. */
  observe(el: Element, href: string): () => void;
  /** The prefetched payload of `url` once settled, or undefined after `ms` (or when none). */
  waitForPending(url: URL, ms?: number): Promise<PayloadResponse | undefined>;
  /** After a form or a sign-in/out: payloads prefetched before it are not served to a navigation. */
  forgetPayloads(): void;
}

interface PayloadEntry {
  promise: Promise<PayloadResponse | undefined>;
  at: number;
}

const noop = () => undefined;

export function createPrefetcher(deps: PrefetchDeps): Prefetcher {
  const queue = createPreloadQueue(deps.preload);
  const load = deps.loadPayload ?? loadPayload;
  const payloads = new Map<string, PayloadEntry>();
  const watched = new Map<Element, { href: string; cancel: () => void }>();
  let observer: ObserverLike | null | undefined;

  const internalUrl = (href: string): URL | null => {
    if (isBlockedHref(href)) return null;
    try {
      const url = new URL(href, deps.origin);
      return url.origin === deps.origin ? url : null;
    } catch {
      return null;
    }
  };

  function prefetchPayload(url: URL) {
    const key = payloadUrl(url);
    const known = payloads.get(key);
    if (known && Date.now() - known.at < PAYLOAD_MAX_AGE_MS) return;
    const entry: PayloadEntry = {
      at: Date.now(),
      // Going through payload-client lets a navigation that starts meanwhile share this request;
      // the queue's slots keep the data preloads of a page full of links to 4 at once as well.
      promise: queue
        .run(() => load(url, new AbortController().signal))
        .catch(() => {
          if (payloads.get(key) === entry) payloads.delete(key);
          return undefined;
        }),
    };
    payloads.set(key, entry);
  }

  function start(href: string, withPayload: boolean): () => void {
    const url = internalUrl(href);
    const connection = deps.connection?.();
    if (!url || !canPrefetch(connection)) return noop;
    void queue.enqueue(url.pathname);
    if (!withPayload || !canPrefetchPayload(connection)) return noop;
    const timer = setTimeout(() => prefetchPayload(url), PAYLOAD_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }

  const onVisibility: ObserverCallback = (entries) => {
    for (const { target, isIntersecting } of entries) {
      const link = watched.get(target);
      if (!link) continue;
      link.cancel();
      link.cancel = isIntersecting ? start(link.href, deps.payloadOnVisible ?? true) : noop;
    }
  };

  return {
    intent: (href) => start(href, true),
    observe(el, href) {
      if (!canPrefetch(deps.connection?.())) return noop;
      observer ??= deps.createObserver?.(onVisibility) ?? null;
      if (!observer) return noop;
      watched.set(el, { href, cancel: noop });
      observer.observe(el);
      return () => {
        observer?.unobserve(el);
        watched.get(el)?.cancel();
        watched.delete(el);
      };
    },
    async waitForPending(url, ms = NAVIGATION_WAIT_MS) {
      const key = payloadUrl(url);
      const entry = payloads.get(key);
      if (!entry || Date.now() - entry.at >= PAYLOAD_MAX_AGE_MS) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<undefined>(
        (resolve) => (timer = setTimeout(() => resolve(undefined), ms)),
      );
      const payload = await Promise.race([entry.promise, timeout]);
      clearTimeout(timer);
      // Every loader of this navigation reads the entry first; the next navigation fetches anew.
      setTimeout(() => payloads.get(key) === entry && payloads.delete(key), 0);
      return payload;
    },
    forgetPayloads() {
      payloads.clear();
    },
  };
}

let active: Prefetcher | null = null;

/** The app's prefetcher (set by installClientRuntime); null on the server and before install. */
export function getPrefetcher(): Prefetcher | null {
  return active;
}

export function setPrefetcher(prefetcher: Prefetcher | null): void {
  active = prefetcher;
}

/** For the page loader: up to 100 ms for a prefetched payload of the target. */
export function waitForPending(url: URL, ms = NAVIGATION_WAIT_MS) {
  return active ? active.waitForPending(url, ms) : Promise.resolve(undefined);
}

/** See Prefetcher.forgetPayloads (no-op before the runtime is installed). */
export function forgetPrefetchedPayloads(): void {
  active?.forgetPayloads();
}

export interface LinkIntent {
  /** pointerenter / focus on the link to `href`. */
  start(href: string): void;
  /** pointerleave / blur / unmount: cancels the pending payload preload. */
  stop(): void;
}

/** One link's hover/focus intent; a new start ends the previous one (hover then focus). */
export function createLinkIntent(prefetcher: () => Prefetcher | null = getPrefetcher): LinkIntent {
  let cancel: () => void = noop;
  const stop = () => {
    cancel();
    cancel = noop;
  };
  return {
    start(href) {
      stop();
      cancel = prefetcher()?.intent(href) ?? noop;
    },
    stop,
  };
}
