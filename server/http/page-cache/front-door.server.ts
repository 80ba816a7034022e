import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { appMetrics } from '#server/metrics/registry.server';
import { requestIdOf } from '../request-logging.server';
import { createHitLogLine } from './hit-log-line.server';
import { acceptsGzip, deflateParts, gzipJoined } from './gzip-parts.server';
import { pageChunks, type CachedPage } from './page-store';

export interface FrontDoorOptions {
  /** The copy that may answer this request (fresh, or stale while another request renders it). */
  copyFor(req: IncomingMessage): { page: CachedPage; state: 'hit' | 'stale' } | null;
  logger?: Logger | undefined;
  isShuttingDown?: (() => boolean) | undefined;
}

/** 16 random bytes per nonce, drawn from a block of 4 KiB (one syscall per 256 answers). */
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;
function nextNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    offset = 0;
  }
  offset += NONCE_BYTES;
  return pool.toString('base64', offset - NONCE_BYTES, offset);
}

/** The answer's CSP: the cached policy with this answer's nonce where the first one was. */
const policyFor = (csp: string[], nonce: string) => csp.join(nonce);

/** Vary must name Accept-Encoding: the same address answers in gzip or not. */
function varyWithEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/**
 * The first thing every request meets (decision 040): an anonymous request for a page the cache
 * holds is answered here, straight onto the socket, before the middleware chain (logging,
 * security headers, compression, routing) runs. Everything that chain adds to such an answer is
 * in the copy already (its headers were kept with it) or made here: a request id, a fresh CSP
 * nonce in the policy and the body, gzip from pre-deflated segments, the log line and the
 * request metrics, `Connection: close` while shutting down. Returns false to let the chain run.
 */
export function createFrontDoor({ copyFor, logger, isShuttingDown }: FrontDoorOptions) {
  const { httpDuration } = appMetrics();
  // Its line has fixed fields (no body, no header but the user agent): redaction has nothing to
  // find there, and the line is one template (see createHitLogLine).
  const writeHitLine = logger && createHitLogLine(logger);
  return function answerFromCopy(req: IncomingMessage, res: ServerResponse): boolean {
    const found = req.method === 'GET' ? copyFor(req) : null;
    const csp = found?.page.csp;
    if (!found || !csp) return false;
    const { page, state } = found;
    const started = performance.now();
    const id = requestIdOf(req);
    // Data (`_payload.json`) carries no nonce in its policy or body: nothing to draw.
    const nonce = page.parts.length > 1 || csp.length > 1 ? nextNonce() : '';
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    let chunks: Buffer[];
    if (gzip) {
      page.deflated ??= deflateParts(page.parts);
      chunks = gzipJoined(page.deflated, Buffer.from(nonce));
    } else chunks = pageChunks(page, nonce);
    let length = 0;
    for (const chunk of chunks) length += chunk.length;
    const contentLength = String(length);
    page.answerHeaders ??= { ...page.headers, vary: varyWithEncoding(page.headers.vary) };
    const headers: Record<string, string> = {
      ...page.answerHeaders,
      'x-request-id': id,
      'content-security-policy': policyFor(csp, nonce),
      'server-timing': `cache;desc=${state}`,
      'x-cache': state.toUpperCase(),
      'content-length': contentLength,
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    if (isShuttingDown?.()) headers.connection = 'close';
    // One writev for the whole answer, without copying the page into one buffer first.
    res.writeHead(200, headers);
    if (chunks.length === 1) res.end(chunks[0]);
    else {
      res.cork();
      for (const chunk of chunks) res.write(chunk);
      res.end(); // end() uncorks fully
    }

    const seconds = (performance.now() - started) / 1000;
    httpDuration.observe(
      { method: 'GET', route: page.route ?? 'unmatched', status: '200' },
      seconds,
    );
    writeHitLine?.({
      id,
      url: req.url ?? '/',
      headers: req.headers,
      contentLength,
      responseTimeMs: Math.round(seconds * 1000),
      route: page.route ?? null,
      cache: state,
    });
    return true;
  };
}
