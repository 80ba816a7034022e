import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { timingLogFields, type RequestTiming } from './server-timing.server';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed `x-request-id` from the proxy, otherwise mints one; echoed on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('x-request-id', id);
  return id;
}

/** The request's id without setting the header (for answers that write their headers at once). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Query parameters that carry the secret of an e-mailed link: `/reset-password?code=`,
 * `/confirm-email?confirmation=` (a new account) and `?change=` (a new address, change-email),
 * `/login?link=`, `/alerts/unsubscribe?token=`. Whoever reads the logs must not be able to use
 * them. (OAuth's `code` and `state` come back under /auth/, whose query is never logged.)
 */
const SECRET_PARAMS = new Set(['code', 'confirmation', 'change', 'link', 'token']);

/** Each `name=value` of a query (a name without `=` has no value to hide). */
const PARAM = /(?<=^|&)([^&=#]*)=[^&#]*/g;

/**
 * A parameter's name as the page reads it: `co%64e` is `code`, `+` a space. URLSearchParams
 * decodes as the pages' own `url.searchParams` do, and leaves a malformed escape (`%ZZ`) as it is
 * rather than throwing. A name with nothing to decode (most of them, on every logged request) is
 * read as sent.
 */
const paramName = (sent: string) =>
  /[%+]/.test(sent) ? (new URLSearchParams(`${sent}=`).keys().next().value ?? '') : sent;

/** A request's URL as it is logged: each secret's value replaced, the rest of the query kept. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  // OAuth callbacks carry nothing else worth a line.
  if (url.startsWith('/auth/')) return url.slice(0, q);
  return (
    url.slice(0, q + 1) +
    url
      .slice(q + 1)
      .replace(PARAM, (pair, name: string) =>
        SECRET_PARAMS.has(paramName(name)) ? `${name}=[Redacted]` : pair,
      )
  );
}

/** The request as every log line shows it. */
export function requestLogFields(req: {
  id: string;
  method: string;
  url: string;
  headers: Record<string, unknown>;
}) {
  return {
    id: req.id,
    method: req.method,
    url: loggedUrl(req.url),
    userAgent: req.headers['user-agent'],
  };
}

/** The matched route and, for pages and payloads, where the time went (see server-timing). */
function outcome(req: IncomingMessage, res: ServerResponse) {
  const locals = (res as Response).locals ?? {};
  const route = (locals.route as string | null | undefined) ?? (req as Request).route?.path ?? null;
  const timing = locals.timing as RequestTiming | undefined;
  return { route, ...(timing ? timingLogFields(timing) : {}) };
}

/**
 * One JSON line per request: id, method, path, route, status, duration, and for pages the
 * Server-Timing figures (db, graph, render ms, cache state). Hashed assets are not logged.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/assets/') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    // Added to the final line only: customProps would also bind them (still unknown) to req.log,
    // and the line would carry `route` twice.
    customSuccessObject: (req, res, fields: object) => ({ ...fields, ...outcome(req, res) }),
    customErrorObject: (req, res, _err, fields: object) => ({ ...fields, ...outcome(req, res) }),
    serializers: {
      req: requestLogFields,
      res: (res: { statusCode: number; headers: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        contentLength: res.headers['content-length'],
      }),
    },
  });
}
