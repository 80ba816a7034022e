import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.server';
import type { Logger } from 'pino';
import { ALL_NAMESPACES, type SharedCache } from '#server/cache/shared-cache';
import { PAGES_NAMESPACE, type ContentChangedCheck } from '#server/cache/content-change.server';
import type { RequestTiming } from '../server-timing.server';
import { bypassReason, pageCacheKey } from './cache-key.server';
import { captureBody } from './capture-body.server';
import { createFrontDoor } from './front-door.server';
import { createPageStore, pageBytes, type CachedPage, type Lookup } from './page-store';

export { PAGES_NAMESPACE };

/**
 * Headers that belong to one response, not to the page: everything else the chain set (content
 * type, cache control, robots, a route rule's headers) is kept with the copy.
 */
const PER_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'x-request-id',
  'server-timing',
  'x-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'set-cookie',
]);
/** Larger answers are not kept (a page is ~100 kB). */
const MAX_BODY_BYTES = 2_000_000;

export interface PageCacheOptions {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  /** Most bytes the copies may hold (PAGE_CACHE_MAX_BYTES); see pageWeight. */
  maxBytes?: number | undefined;
  /** Invalidations reach (and come from) the other instances through it. */
  shared?: SharedCache | undefined;
  logger?: Logger | undefined;
  /** Answers sent while it returns true close their connection (graceful shutdown). */
  isShuttingDown?: (() => boolean) | undefined;
  /** Whether another process changed the data since the last call (see watchContentGeneration). */
  contentChanged?: ContentChangedCheck | undefined;
  now?: () => number;
}

/**
 * What a handler marks on `res.locals` for the cache: `shareable` when the answer is the same for
 * every anonymous visitor (no user, no single-use token), `renderIncomplete` when the stream was
 * cut short (an error or the timeout left fallbacks in the page).
 */
export interface PageCacheLocals {
  shareable?: boolean;
  renderIncomplete?: boolean;
}

/** The bytes between each `separator` (views of `body`, not copies; no decoding). */
export function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function cacheableCopy(res: Response, body: Buffer | null, now: number): CachedPage | null {
  const locals = res.locals as PageCacheLocals & { nonce?: string; route?: string | null };
  if (!body || body.length > MAX_BODY_BYTES) return null;
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if (locals.shareable !== true || locals.renderIncomplete) return null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = String(value);
  const parts = locals.nonce ? splitBuffer(body, Buffer.from(locals.nonce)) : [body];
  const policy = res.getHeader('content-security-policy');
  return {
    status: 200,
    parts,
    headers,
    csp: typeof policy === 'string' && locals.nonce ? policy.split(locals.nonce) : null,
    route: locals.route ?? null,
    storedAt: now,
  };
}

/**
 * The anonymous page micro-cache (decision 036): pages and `_payload.json` answers for visitors
 * without credentials, per instance, keyed by the normalised URL and bot/person. A miss streams
 * to its visitor while the bytes are kept; concurrent misses of one key wait for that render; a
 * copy past its TTL is served to others while one request renders it again. Each answer gets its
 * own CSP nonce. `invalidatePages` drops every instance's copies.
 */
export function createPageCache({
  ttlMs,
  staleMs,
  maxEntries,
  maxBytes,
  shared,
  logger,
  contentChanged,
  isShuttingDown,
  now = Date.now,
}: PageCacheOptions) {
  const enabled = ttlMs > 0;
  const store = createPageStore({ ttlMs, staleMs, maxEntries, maxBytes, now });

  // What else is built from the same content (the sitemap index): dropped with the pages.
  const dropListeners: Array<() => void> = [];
  const dropLocal = (reason: string) => {
    store.clear();
    for (const listener of dropListeners) listener();
    logger?.debug({ reason }, 'page cache cleared');
  };
  shared?.onInvalidate((namespace, detail) => {
    if (namespace === PAGES_NAMESPACE || namespace === ALL_NAMESPACES)
      dropLocal(`from another instance: ${JSON.stringify(detail ?? null)}`);
  });

  const dropIf = (moved: boolean) => {
    if (moved) dropLocal('content generation moved');
  };
  /** `false` at once when no read of the generation is due (most requests), else its promise. */
  function dropIfContentChanged(): false | Promise<void> {
    const changed = contentChanged?.() ?? false;
    return changed && changed.then(dropIf);
  }

  function send(res: Response, page: CachedPage, state: 'hit' | 'stale') {
    const timing = res.locals.timing as RequestTiming | undefined;
    if (timing) timing.cache = state;
    res.locals.route = page.route;
    res.set(page.headers);
    res.set('X-Cache', state.toUpperCase());
    // No ETag: with a fresh nonce in every answer, none would ever match.
    const body = pageBytes(page, String(res.locals.nonce ?? ''));
    res.status(200).set('Content-Length', String(body.length)).end(body);
  }

  function mark(res: Response, state: 'miss' | 'bypass') {
    const timing = res.locals.timing as RequestTiming | undefined;
    if (timing) timing.cache = state;
    res.set('X-Cache', state.toUpperCase());
  }

  /** The copy that may answer at once: fresh, or stale while one request renders it again. */
  function answerable(found: Lookup) {
    if (found.state === 'fresh') return { page: found.page, state: 'hit' as const };
    if (found.state === 'stale' && found.refreshing)
      return { page: found.page, state: 'stale' as const };
    return null;
  }
  const copyFor = (req: IncomingMessage) =>
    enabled && !bypassReason(req) ? answerable(store.lookup(pageCacheKey(req))) : null;
  const answerFromCopy = createFrontDoor({ copyFor, logger, isShuttingDown });

  /**
   * The very front of the app (decision 040): answers from a copy before Express sees the request
   * and lets everything else through. Safe ahead of the static files and route rules: a
   * copy exists only for an address that went through them to the page route, and a rule change
   * drops it.
   */
  function frontDoor(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (!enabled || req.method !== 'GET') return next();
    const checking = dropIfContentChanged();
    if (!checking) {
      if (!answerFromCopy(req, res)) next();
      return;
    }
    void checking.then(() => {
      if (!answerFromCopy(req, res)) next();
    }, next);
  }

  /** Answers from the cache when it can, otherwise runs `render` (and keeps its answer if it may). */
  async function serve(req: Request, res: Response, render: () => Promise<void>): Promise<void> {
    if (!enabled || bypassReason(req)) {
      mark(res, 'bypass');
      return render();
    }
    await dropIfContentChanged();
    const key = pageCacheKey(req);
    const found = store.lookup(key);
    const copy = answerable(found);
    if (copy) return send(res, copy.page, copy.state);
    if (found.state === 'none' && found.pending) {
      const page = await found.pending;
      if (page) return send(res, page, 'hit');
    }
    mark(res, 'miss');
    const pending = store.begin(key);
    const capture = captureBody(res);
    let page: CachedPage | null = null;
    try {
      await render();
      page = cacheableCopy(res, capture.body(), now());
    } catch (err) {
      // The database is down: a stale copy is better than an error screen (issue 18).
      if (found.state === 'stale' && !res.headersSent && isDatabaseUnavailable(err)) {
        logger?.warn({ err }, 'database unavailable: answering a stale copy');
        return send(res, found.page, 'stale');
      }
      throw err;
    } finally {
      pending.settle(page);
    }
  }

  return {
    serve,
    frontDoor,
    /** This instance's copies only (a change every instance hears about itself, e.g. a CMS change). */
    dropLocal,
    /** `listener` runs whenever this instance's copies are dropped, for whatever reason. */
    onDrop(listener: () => void) {
      dropListeners.push(listener);
    },
    /** Drops every instance's copies: call after a change to what pages show. */
    async invalidatePages(reason: string): Promise<void> {
      dropLocal(reason);
      await shared?.invalidate(PAGES_NAMESPACE, { reason });
    },
    get size() {
      return store.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
