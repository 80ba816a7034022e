import type { Request, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  StaticRouterProvider,
  RouterContextProvider,
  type StaticHandlerContext,
} from 'react-router';
import { isBotAgent } from '#server/http/bot-agent.server';
import { performance } from 'node:perf_hooks';
import { Document } from './document';
import { toHydrationData } from './hydration-data.server';
import { dehydratedPage } from './dehydrated-page.server';
import type { ClientBuild } from './client-build.server';
import { pageSourceOf } from './page-source.server';
import type { PageHandler } from './server-routes.server';
import { requestScope, type RequestScope } from '#server/request-scope.server';
import { toErrorBody } from '#shared/routes/route-errors';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.server';
import { CMS_RETRY_AFTER_SECONDS } from '#server/cms/strapi/time-boxed-reader.server';
import type { CompiledRoute } from '#shared/routes/route-table';
import type { RequestTiming } from '#server/http/server-timing.server';
import type { PageCacheLocals } from '#server/http/page-cache/page-cache.server';
import { onResponseClosed } from '#server/http/response-closed.server';
import { PAGE_SCRIPTS_LOADER } from './page-scripts';
import { coalescedDestination } from './coalesced-destination.server';

/**
 * Routes whose answer is not the same for every anonymous visitor even without a session: a
 * single-use token in the address (and a side effect), or an account page. Never shared.
 */
const PERSONAL_ROUTES = new Set([
  '/confirm-email',
  '/reset-password',
  '/change-password',
  '/alerts/unsubscribe',
  '/auth/:provider/callback',
  '/profile',
  '/profile/settings',
]);

/** May the page cache give this answer to other anonymous visitors? (See PageCacheLocals.) */
export function markShareable(req: Request, res: Response, scope: RequestScope) {
  const route = (res.locals.route as string | null | undefined) ?? null;
  (res.locals as PageCacheLocals).shareable =
    req.method === 'GET' && !scope.user && !(route && PERSONAL_ROUTES.has(route));
}

/**
 * A signed-in visitor's page is theirs, kept by no cache, the browser's included: a page kept as
 * "no-cache" is shown again by Back, so signing out and pressing Back showed the account's name,
 * e-mail and saved searches. An anonymous page any cache may keep, except a personal route's (a
 * stop link's page names the buyer's searches, a reset link's page holds its token).
 */
function cacheControlOf(res: Response, scope: RequestScope, status: number): string {
  // A refused page (400: a query over its caps, a link of no alert or account) as a personal one.
  if (scope.user || status === 400) return 'private, no-store';
  return (res.locals as PageCacheLocals).shareable
    ? 'public, max-age=0, must-revalidate'
    : 'private, no-store';
}

export const leafRoute = (ctx: StaticHandlerContext) =>
  ctx.matches[ctx.matches.length - 1]?.route.path ?? null;

export const PAYLOAD_SUFFIX = '/_payload.json';

/** A Fetch Request for React Router built from the Express one; a form POST carries its parsed fields. */
function toFetchRequest(
  req: Request,
  pathAndQuery: string,
  signal: AbortSignal,
  origin: string,
): globalThis.Request {
  // Our own origin, never the request's Host or X-Forwarded-Proto: a missing or odd header made
  // `new URL` throw (a 500, found by the fuzz suite), and loaders must not trust either.
  const url = new URL(pathAndQuery, origin);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (k === 'content-length' || k === 'transfer-encoding') continue;
    if (typeof v === 'string') headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(', '));
  }
  if (req.method !== 'POST') return new globalThis.Request(url, { method: 'GET', headers, signal });
  const fields = new URLSearchParams();
  for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') fields.append(k, v);
  }
  headers.set('content-type', 'application/x-www-form-urlencoded');
  return new globalThis.Request(url, { method: 'POST', headers, body: fields, signal });
}

export type QueryOutcome =
  | { kind: 'redirect'; status: number; location: string; setCookie: string[] }
  | { kind: 'page'; context: StaticHandlerContext };

/** Runs guards, validation and loaders for one URL. Used by the HTML page and by `_payload.json`. */
export async function queryPage(
  pages: PageHandler,
  req: Request,
  res: Response,
  pathAndQuery: string,
  scope: RequestScope,
): Promise<QueryOutcome> {
  const controller = new AbortController();
  // Loaders stop when the visitor leaves; an answer sent in full has nothing left to stop (and
  // aborting anyway built a DOMException and ran every listener, on each request).
  onResponseClosed(res, () => {
    if (!res.writableFinished) controller.abort();
  });
  let result: Awaited<ReturnType<PageHandler['handler']['query']>>;
  try {
    result = await pages.handler.query(
      toFetchRequest(req, pathAndQuery, controller.signal, scope.config.PUBLIC_URL),
      {
        requestContext: new RouterContextProvider(new Map([[requestScope, scope]])),
      },
    );
  } catch (err) {
    // Stopped at some moments of its loaders, React Router answers with an error of its own (a
    // TypeError reading the stopped loaders' results), which was logged as an unhandled error
    // with its stack: the visitor left, and that is what the error handler is told.
    if (controller.signal.aborted) throw controller.signal.reason;
    throw err;
  }
  if (result instanceof globalThis.Response) {
    const location = result.headers.get('Location');
    if (location && result.status >= 300 && result.status < 400) {
      return {
        kind: 'redirect',
        status: result.status,
        location,
        setCookie: result.headers.getSetCookie(),
      };
    }
    throw new Error(`Unexpected ${result.status} response from a page loader`);
  }
  // The database is down: not the page's error screen (a 500) but the server's answer to an
  // outage, a stale cached copy or a 503 with Retry-After (page cache, error handler).
  const outage = Object.values(result.errors ?? {}).find((e) => isDatabaseUnavailable(e));
  if (outage) throw outage;
  return { kind: 'page', context: result };
}

function firstError(ctx: StaticHandlerContext) {
  return ctx.errors ? toErrorBody(Object.values(ctx.errors)[0]) : null;
}

/** The matched page's JSON-LD (from its route `meta`), for the document head. */
function pageJsonLd(ctx: StaticHandlerContext) {
  const leaf = ctx.matches[ctx.matches.length - 1];
  const route = (leaf?.route.handle as { route?: CompiledRoute } | undefined)?.route;
  if (ctx.errors || !leaf || !route) return undefined;
  return route.meta(ctx.loaderData[leaf.route.id]).jsonLd;
}

export interface RenderOptions {
  pages: PageHandler;
  build: ClientBuild;
  scope: RequestScope;
  nonce: string;
  streamTimeoutMs: number;
}

/** Streams the page: shell first for people, the whole document for bots; bots get no error page. */
export async function renderPage(req: Request, res: Response, opts: RenderOptions): Promise<void> {
  const outcome = await queryPage(opts.pages, req, res, req.originalUrl, opts.scope);
  if (outcome.kind === 'redirect') {
    if (outcome.setCookie.length) res.append('Set-Cookie', outcome.setCookie);
    // After a form POST the browser must GET the next page.
    res.redirect(req.method === 'POST' ? 303 : outcome.status, outcome.location);
    return;
  }
  const { context } = outcome;
  // A form post to a page that has no form: React Router's 405, which must name what the page takes.
  if (context.statusCode === 405) res.set('Allow', 'GET, HEAD');
  const bot = isBotAgent(req.get('user-agent') ?? '');
  const error = firstError(context);
  res.locals.route = leafRoute(context);
  markShareable(req, res, opts.scope);

  if (error && bot) {
    res
      .status(context.statusCode)
      .set('X-Robots-Tag', 'noindex')
      .type('text/plain')
      .send(`${error.statusCode} ${error.statusMessage}\n`);
    return;
  }
  res.status(context.statusCode);
  // A part that could not load (a slow CMS): try again soon.
  if (context.statusCode === 503) res.set('Retry-After', String(CMS_RETRY_AFTER_SECONDS));
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('Cache-Control', cacheControlOf(res, opts.scope, context.statusCode));
  if (error) res.set('X-Robots-Tag', 'noindex');
  if (req.method === 'POST') res.set('Cache-Control', 'no-store');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }

  // The visitor hung up while the loaders ran: nobody to render for.
  if (res.closed) return;

  const router = createStaticRouter(opts.pages.handler.dataRoutes, context);
  const hydration = toHydrationData(context, opts.scope.config.isProduction);
  const logger = opts.scope.logger;
  const timing = res.locals.timing as RequestTiming | undefined;
  const started = performance.now();
  const rendered = () => {
    if (timing) timing.render = performance.now() - started;
  };
  const incomplete = () => ((res.locals as PageCacheLocals).renderIncomplete = true);
  const assets = opts.build.pageAssets(pageSourceOf(context));

  await new Promise<void>((resolve) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(
      <Document
        nonce={opts.nonce}
        assets={assets}
        hydration={hydration}
        dehydrated={
          req.method === 'GET'
            ? dehydratedPage(new URL(req.originalUrl, 'http://x'), hydration)
            : null
        }
        jsonLd={pageJsonLd(context)}
      >
        <StaticRouterProvider
          router={router}
          context={context}
          hydrate={false}
          nonce={opts.nonce}
        />
      </Document>,
      {
        nonce: opts.nonce,
        // A finished boundary is written in place, however large: React's default (~12.8 kB) moves
        // bigger ones into a hidden div that only an inline script puts back, so a visitor without
        // JavaScript would see the loading fallback instead of the page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The page's scripts load once it is painted (decision 059; ./page-scripts).
        ...(assets.entry ? { bootstrapScriptContent: PAGE_SCRIPTS_LOADER } : {}),
        [bot ? 'onAllReady' : 'onShellReady']() {
          rendered();
          // React's 4 KB pieces reach gzip and the socket as one write per flush.
          pipe(coalescedDestination(res) as unknown as NodeJS.WritableStream);
        },
        onShellError(err: unknown) {
          shellFailed = true;
          logger.error({ err }, 'page shell failed to render');
          if (!res.headersSent) {
            res
              .status(500)
              .type('text/html')
              .send(
                '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p><a href="/">Go Home</a></p>',
              );
          }
          resolve();
        },
        onError(err: unknown) {
          incomplete();
          if (!shellFailed) logger.error({ err }, 'error while streaming page');
        },
      },
    );
    const timer = setTimeout(() => {
      incomplete();
      abort();
    }, opts.streamTimeoutMs);
    res.on('finish', () => {
      clearTimeout(timer);
      rendered();
      resolve();
    });
    onResponseClosed(res, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
