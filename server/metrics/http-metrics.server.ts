import type { NextFunction, Request, Response } from 'express';
import { appMetrics } from './registry.server';

const PREFIX_ROUTES = ['/graphql', '/assets', '/media'] as const;

/**
 * The route pattern of a finished request, never its raw URL: the page route React Router
 * matched, else the Express route, else a fixed prefix, else `unmatched`.
 */
export function routeLabel(req: Request, res: Response): string {
  const page = res.locals?.route as unknown;
  if (typeof page === 'string') return page;
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  // Mounted handlers (graphql-yoga, static files) see a stripped path: match the original one.
  const path = (req.originalUrl ?? '').split('?')[0] ?? '';
  const prefix = PREFIX_ROUTES.find((p) => path === p || path.startsWith(`${p}/`));
  return prefix ?? 'unmatched';
}

/** Times every request into `http_request_duration_seconds{method,route,status}`. */
export function httpMetrics() {
  const { httpDuration } = appMetrics();
  return (req: Request, res: Response, next: NextFunction) => {
    const end = httpDuration.startTimer();
    // A request the client abandons counts too (status of what was sent, or 499).
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const status = res.writableFinished ? String(res.statusCode) : '499';
      end({ method: req.method, route: routeLabel(req, res), status });
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
