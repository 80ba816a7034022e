import { timingSafeEqual } from 'node:crypto';
import http, { type Server } from 'node:http';
import { Router, type Request, type Response } from 'express';
import { appMetrics } from './registry.server';

export interface MetricsAccess {
  /** Bearer token that opens `/metrics` on the app's own port. */
  METRICS_TOKEN?: string | undefined;
  /** A separate listener that serves `/metrics` without a token (bind it to a private address). */
  METRICS_PORT?: number | undefined;
}

async function sendMetrics(res: Response | http.ServerResponse): Promise<void> {
  const { registry } = appMetrics();
  const body = await registry.metrics();
  res.setHeader('Content-Type', registry.contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

function bearerMatches(req: Request, token: string): boolean {
  const header = req.get('authorization') ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `/metrics` on the app's port: only with METRICS_TOKEN and the matching Bearer token; a
 * missing or wrong token answers 404 like any unknown path, so the endpoint is not advertised.
 */
export function metricsRouter(access: MetricsAccess) {
  const router = Router();
  const token = access.METRICS_TOKEN;
  if (!token) return router;
  router.get('/metrics', async (req, res, next) => {
    if (!bearerMatches(req, token)) {
      next();
      return;
    }
    await sendMetrics(res);
  });
  return router;
}

/** METRICS_PORT: a bare listener for the scraper on HOST (only `/metrics`, no token). */
export function startMetricsListener(
  access: MetricsAccess,
  host: string,
  onError: (err: Error) => void,
): Server | null {
  if (!access.METRICS_PORT) return null;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/metrics') {
      sendMetrics(res).catch(onError);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain');
    res.end('Not found');
  });
  server.on('error', onError);
  server.listen(access.METRICS_PORT, host);
  return server;
}
