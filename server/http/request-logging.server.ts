import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed `x-request-id` from the proxy, otherwise mints one; echoed on the response. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/** One JSON line per request: id, method, path, route, status, duration. Hashed assets are not logged. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/assets/') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    customProps: (req, res) => {
      const r = req as Request;
      const route = (res as Response).locals?.route ?? r.route?.path ?? null;
      return { route };
    },
    serializers: {
      req: (req: {
        id: string;
        method: string;
        url: string;
        headers: Record<string, unknown>;
        remoteAddress?: string;
      }) => ({
        id: req.id,
        method: req.method,
        // OAuth callbacks carry a one-time code and state in the query: never log them.
        url: req.url.startsWith('/auth/') ? req.url.split('?')[0] : req.url,
        userAgent: req.headers['user-agent'],
      }),
      res: (res: { statusCode: number; headers: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        contentLength: res.headers['content-length'],
      }),
    },
  });
}
