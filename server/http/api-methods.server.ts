import type { Request, Response } from 'express';
import { sendApiError } from './api-error.server';
import { methodNotAllowed } from './page-methods.server';

/** What this module reads of Express's router: its layers, their paths and their routes' methods. */
interface Layer {
  match(path: string): unknown;
  slash?: boolean;
  rawPath?: unknown;
  route?: { methods: Record<string, boolean>; _methods(): string[] };
  handle?: { stack?: Layer[] };
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const apiRoutesOf = new WeakMap<object, Layer[]>();

/**
 * The routes of the JSON API (`/api/…`), from routers mounted at the site's root as they all are.
 * Catch-alls (`router.all`) are left out: they answer for addresses that are not there.
 */
function apiRoutes(stack: readonly Layer[]): Layer[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const api = typeof layer.rawPath === 'string' && layer.rawPath.startsWith('/api/');
      return api && !layer.route.methods._all ? [layer] : [];
    }
    return layer.slash && layer.handle?.stack ? apiRoutes(layer.handle.stack) : [];
  });
}

/** The methods something under /api answers at `path`, in the usual order; none for an unknown address. */
export function apiMethodsAt(app: { router: unknown }, path: string): string[] {
  const router = app.router as { stack: Layer[] };
  let routes = apiRoutesOf.get(router);
  if (!routes) {
    routes = apiRoutes(router.stack);
    apiRoutesOf.set(router, routes);
  }
  const methods = new Set(
    routes.filter((layer) => layer.match(path)).flatMap((layer) => layer.route!._methods()),
  );
  return ORDER.filter((method) => methods.has(method));
}

/**
 * An /api request nothing answered: a 405 with `Allow` where the address answers other methods
 * (OPTIONS is told them, 204), otherwise the API's JSON 404 with `notFound`.
 */
export function apiUnanswered(notFound: string) {
  return (req: Request, res: Response) => {
    // Under a mount (`app.use('/api', …)`) req.path lost its prefix; baseUrl holds it.
    const methods = apiMethodsAt(req.app, req.baseUrl + req.path);
    if (methods.length === 0) sendApiError(res, 404, notFound);
    else methodNotAllowed(req, res, methods, { who: 'This address', json: true });
  };
}
