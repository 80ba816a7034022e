import { createStaticHandler, data, type LoaderFunctionArgs } from 'react-router';
import { buildRoutes } from '#client/routes/build-routes';
import { compileRoutes, PAGE_ROUTES } from '#shared/routes/route-table';
import type { PageRoute } from '#shared/routes/page-route';
import { GLOBAL_MIDDLEWARE } from '#shared/routes/middleware';
import { guardRoute } from '#shared/routes/guard-route';
import type { RootData } from '#shared/payloads/root-data';
import { requestScope, type RequestScope } from '#server/request-scope.server';
import { oauthProviderLinks, oidcProvidersFromEnv } from '#server/auth/oidc/oidc-env.server';
import { SERVER_PAGE_LOADERS } from '#server/loaders/page-loaders.server';
import { runServerAction } from '#server/loaders/page-actions.server';
import { pageRefusal, SAYS_BAD_LINKS } from './page-refusal.server';
import { withinCaps } from '#server/http/page-query-limits.server';
import { queryNotRead } from '#shared/routes/route-errors';
import { watchedLotIds } from '#server/alerts/watchlist-store.server';

function scopeOf(args: LoaderFunctionArgs) {
  return args.context.get(requestScope);
}

/**
 * React Router runs the root and page loaders side by side. A page whose loader changes the
 * signed-in account (`loaderChangesAccount`: an e-mailed link confirming the address or moving
 * it, which ends every session) settles this per request, and the root loader waits for it before
 * reading the user, so the header, the sign-in guard and the pages opened next are not told of an
 * account as it was before the link.
 */
function pageLoads() {
  const loads = new WeakMap<RequestScope, { settled: Promise<void>; settle: () => void }>();
  return (scope: RequestScope) => {
    let load = loads.get(scope);
    if (!load) {
      let settle!: () => void;
      const settled = new Promise<void>((resolve) => (settle = resolve));
      load = { settled, settle };
      loads.set(scope, load);
    }
    return load;
  };
}

/** Builds the static handler; compiling the route table here makes an unknown middleware name fail at start. */
export function createPageHandler(defs: readonly PageRoute[] = PAGE_ROUTES) {
  const compiled = compileRoutes(defs, GLOBAL_MIDDLEWARE);
  const changesAccount = new Set(defs.filter((d) => d.loaderChangesAccount).map((d) => d.path));
  const pageLoadOf = pageLoads();
  const routes = buildRoutes(compiled, {
    root: async (args): Promise<RootData> => {
      const scope = scopeOf(args);
      if (scope.user && changesAccount.has(new URL(args.request.url).pathname))
        await pageLoadOf(scope).settled;
      return {
        globalConfig: scope.globalConfig,
        user: scope.user,
        // Every watch button knows its state; only signed-in pages (never a shared cached copy).
        watchedLotIds: scope.user ? await watchedLotIds(scope.db, scope.user.id) : [],
        oauthProviders: oauthProviderLinks(oidcProvidersFromEnv(scope.config)),
        app: {
          buildId: scope.build.id,
          publicUrl: scope.config.PUBLIC_URL,
          versionPollSeconds: scope.config.VERSION_POLL_SECONDS,
          mapStyleUrl: scope.config.MAP_STYLE_URL ?? null,
          analytics: scope.config.analytics,
        },
      };
    },
    page: (route) => async (args) => {
      const scope = scopeOf(args);
      try {
        const url = new URL(args.request.url);
        // A query over its caps or with NUL (pageQueryLimits let the page through to say so here).
        if (scope.queryRefused) {
          const kept = SAYS_BAD_LINKS.has(route.id) ? withinCaps(url.searchParams) : null;
          if (!kept) throw queryNotRead(scope.queryRefused);
          url.search = kept.toString();
        }
        guardRoute(route, { url, params: args.params, user: scope.user, side: 'server' });
        const result = await SERVER_PAGE_LOADERS[route.id]({ url, params: args.params, scope });
        const refusal = pageRefusal(route.id, result);
        return refusal
          ? data({ ...result, message: refusal.message }, { status: refusal.status })
          : result;
      } finally {
        if (route.loaderChangesAccount) pageLoadOf(scope).settle();
      }
    },
    action: (route) => async (args) => {
      const scope = scopeOf(args);
      guardRoute(route, {
        url: new URL(args.request.url),
        params: args.params,
        user: scope.user,
        side: 'server',
      });
      const result = await runServerAction(route.form!, await args.request.formData(), scope);
      return result instanceof Response
        ? result
        : data(result, { status: result.status ?? (result.ok ? 200 : 400) });
    },
  });
  return { handler: createStaticHandler(routes), compiled };
}

export type PageHandler = ReturnType<typeof createPageHandler>;
