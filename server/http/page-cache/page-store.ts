/** One cached answer: the body split around the CSP nonce it was rendered with, and its headers. */
export interface CachedPage {
  status: 200;
  /** The body's bytes with the nonce cut out: joined by a nonce, they are the page for it. */
  parts: Buffer[];
  headers: Record<string, string>;
  /** The Content-Security-Policy it was sent with, cut around the nonce like the body. */
  csp: string[] | null;
  /** The parts deflated (see gzip-parts), made by the first answer in gzip. */
  gzipSegments?: Buffer[];
  /** The matched route (for the request log line). */
  route: string | null;
  storedAt: number;
}

/** The page's bytes for this response's nonce, as the chunks to write in order. */
export function pageChunks(page: CachedPage, nonce: string): Buffer[] {
  if (page.parts.length === 1) return page.parts;
  const glue = Buffer.from(nonce);
  return page.parts.flatMap((part, i) => (i > 0 ? [glue, part] : [part]));
}

/** The page's bytes for this response's nonce. */
export const pageBytes = (page: CachedPage, nonce: string): Buffer =>
  Buffer.concat(pageChunks(page, nonce));

export type Lookup =
  | { state: 'fresh'; page: CachedPage }
  /** Past its TTL but inside the stale window; `refreshing`: a request is rendering it again. */
  | { state: 'stale'; page: CachedPage; refreshing: boolean }
  /** Not cached (or too old); `pending`: a render under way will settle with it (null: not cacheable). */
  | { state: 'none'; pending: Promise<CachedPage | null> | null };

export interface PageStoreOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * The anonymous page micro-cache of one process: a bounded map (least recently used out first)
 * with a TTL, a stale window, and one render at a time per key. Clearing bumps a generation, so a
 * render that started before the clear is not stored (it may predate the change).
 */
export function createPageStore({ ttlMs, staleMs, maxEntries, now = Date.now }: PageStoreOptions) {
  const entries = new Map<string, CachedPage>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  function lookup(key: string): Lookup {
    const page = entries.get(key);
    const pending = renders.get(key) ?? null;
    if (page) {
      const age = now() - page.storedAt;
      // Touch: the map's order is the eviction order.
      entries.delete(key);
      if (age < ttlMs) {
        entries.set(key, page);
        return { state: 'fresh', page };
      }
      if (age < ttlMs + staleMs) {
        entries.set(key, page);
        return { state: 'stale', page, refreshing: pending !== null };
      }
    }
    return { state: 'none', pending };
  }

  /**
   * Registers the render of `key`; `settle` stores its answer (null: not cacheable) and releases
   * the requests waiting for it.
   */
  function begin(key: string): { settle(page: CachedPage | null): void } {
    const startedIn = generation;
    let release!: (page: CachedPage | null) => void;
    const pending = new Promise<CachedPage | null>((resolve) => (release = resolve));
    renders.set(key, pending);
    let settled = false;
    return {
      settle(page) {
        if (settled) return;
        settled = true;
        if (renders.get(key) === pending) renders.delete(key);
        const current = page && generation === startedIn ? page : null;
        if (current) {
          entries.delete(key);
          entries.set(key, current);
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
        release(current);
      },
    };
  }

  return {
    lookup,
    begin,
    /** Drops every copy; renders under way will not store theirs. */
    clear() {
      generation++;
      entries.clear();
      renders.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
