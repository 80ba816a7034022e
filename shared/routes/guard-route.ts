import type { CompiledRoute } from './route-table';
import type { MiddlewareContext } from './middleware';
import { validationNotFound } from './route-errors';

/**
 * The same steps on the server (first request) and in the browser (client navigation):
 * global → named → per-route middleware, then the route's validation.
 */
export function guardRoute(route: CompiledRoute, ctx: MiddlewareContext): void {
  if (!passesGuards(route, ctx)) throw validationNotFound(ctx.url.pathname);
}

/** Runs the middleware (which throw their redirects or errors); false when validation fails. */
function passesGuards(route: CompiledRoute, ctx: MiddlewareContext): boolean {
  for (const run of route.runMiddleware) run(ctx);
  return !route.validate || route.validate(ctx.params);
}

/**
 * In the browser, before a failed validation becomes a 404: the server may redirect that address
 * (an editor's redirect from an old path, `/postcodes/LS6` → `/postcodes/ls6`), and those rules
 * live on the server. `followServerRedirect` asks it (the page's `_payload.json`) and throws the
 * redirect it answers; otherwise the 404 stands, as on a full page load.
 */
export async function guardRouteInBrowser(
  route: CompiledRoute,
  ctx: MiddlewareContext,
  followServerRedirect: () => Promise<void>,
): Promise<void> {
  if (passesGuards(route, ctx)) return;
  await followServerRedirect();
  throw validationNotFound(ctx.url.pathname);
}
