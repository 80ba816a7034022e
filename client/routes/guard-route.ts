import type { CompiledRoute } from './route-table';
import type { MiddlewareContext } from './middleware';
import { validationNotFound } from './route-errors';

/**
 * The same steps on the server (first request) and in the browser (client navigation):
 * global → named → per-route middleware, then the route's validation.
 */
export function guardRoute(route: CompiledRoute, ctx: MiddlewareContext): void {
  for (const run of route.runMiddleware) run(ctx);
  if (route.validate && !route.validate(ctx.params)) throw validationNotFound(ctx.url.pathname);
}
