import { RecencyMap } from '#server/cache/recency-map';
import type { DeflatedParts } from './gzip-parts.server';

/** One cached answer: the body split around the CSP nonce it was rendered with, and its headers. */
export interface CachedPage {
  status: 200;
  /** The body's bytes with the nonce cut out: joined by a nonce, they are the page for it. */
  parts: Buffer[];
  headers: Record<string, string>;
  /** The Content-Security-Policy it was sent with, cut around the nonce like the body. */
  csp: string[] | null;
  /** The parts deflated (see gzip-parts), made by the first answer in gzip. */
  deflated?: DeflatedParts;
  /** `headers` as the front door sends them (Vary naming Accept-Encoding), made by its first answer. */
  answerHeaders?: Record<string, string>;
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
  /** Most bytes kept (see pageWeight); least recently used go first. */
  maxBytes?: number;
  now?: () => number;
}

/** The gzip segments a copy gains on its first gzip answer, as a share of its bytes (HTML: ~25 %). */
const GZIP_ALLOWANCE = 0.3;

/**
 * What a copy costs in memory: its bytes, an allowance for the gzip segments it may gain later,
 * and its headers and policy. Counted when stored, so the budget holds without re-measuring.
 */
export function pageWeight(page: CachedPage): number {
  let bytes = 0;
  for (const part of page.parts) bytes += part.length;
  let meta = 0;
  for (const [name, value] of Object.entries(page.headers)) meta += name.length + value.length;
  for (const part of page.csp ?? []) meta += part.length;
  return bytes + Math.ceil(bytes * GZIP_ALLOWANCE) + meta;
}

/**
 * The anonymous page micro-cache of one process: a map bounded by entries and by bytes (least
 * recently used out first) with a TTL, a stale window, and one render at a time per key. Copies
 * past their stale window are dropped as new ones come in, so a burst of distinct URLs does not
 * leave the process holding pages nobody may be served. Clearing bumps a generation, so a render
 * that started before the clear is not stored (it may predate the change).
 */
export function createPageStore({
  ttlMs,
  staleMs,
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  now = Date.now,
}: PageStoreOptions) {
  // In use order, least recent first (see RecencyMap: a hit must not re-insert its key).
  const entries = new RecencyMap<string, { page: CachedPage; weight: number }>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.weight;
  };
  const expired = (page: CachedPage) => now() - page.storedAt >= ttlMs + staleMs;

  /** Least recently used first: over a budget, or past the stale window. */
  function evict() {
    for (const [key, { page }] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes && !expired(page)) break;
      drop(key);
    }
  }

  function lookup(key: string): Lookup {
    const entry = entries.peek(key);
    const pending = renders.get(key) ?? null;
    if (entry) {
      const { page } = entry;
      const age = now() - page.storedAt;
      if (age < ttlMs + staleMs) {
        entries.get(key); // a use: it goes last in the eviction order
        return age < ttlMs
          ? { state: 'fresh', page }
          : { state: 'stale', page, refreshing: pending !== null };
      }
      drop(key);
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
          const weight = pageWeight(current);
          if (weight <= maxBytes) {
            // Replaced in place: the key is not taken out of the map and put back.
            bytes += weight - (entries.peek(key)?.weight ?? 0);
            entries.set(key, { page: current, weight });
          } else drop(key);
          evict();
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
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** What the copies held weigh (pageWeight), for the budget and its tests. */
    get bytes() {
      return bytes;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
