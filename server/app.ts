import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type Response } from 'express';
import compression from 'compression';
import { publicFiles } from './http/public-files.server';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env.server';
import type { Db } from './db/db.server';
import { memoise } from './cache/memoise.server';
import { createMemorySharedCache, type SharedCache } from './cache/shared-cache';
import { createReaderForEnv } from './cms/strapi/cms-driver.server';
import { cmsChangeHandler, createCmsStore } from './cms/store/cms-store.server';
import { shareCmsChanges } from './cms/store/change-broadcast.server';
import { createSectionDataCache, SECTION_DATA_TTL_MS } from '#sections/loaders.server';
import { adminApiRouter } from './http/admin-api.server';
import { previewFrameRouter } from './http/preview-frame.server';
import { mediaApiRouter } from './http/media-api.server';
import { startSchedulePoller } from './staff/scheduler.server';
import { startPoller } from './jobs/poller.server';
import { sendAlerts } from './alerts/send-alerts.server';
import { sessionUser, tokenFromRequest, verifySessionToken } from './auth/session.server';
import { nonceMiddleware, securityHeaders } from './http/security.server';
import { requestLogger } from './http/request-logging.server';
import { healthRouter } from './http/health.server';
import { renditionRouter } from './media/rendition-route.server';
import { renditionStoreFor } from './media/rendition-store-for.server';
import { buildsRouter } from './http/builds.server';
import { globalConfigRouter } from './http/global-config.server';
import { loadRouteRules, routeRulesMiddleware } from './http/route-rules.server';
import { sitemapRouter } from './http/sitemap.server';
import { canonicalPathMiddleware } from './http/canonical-path.server';
import { pageQueryLimits } from './http/page-query-limits.server';
import { apiQueryText } from './http/api-query-text.server';
import { pageMethodNotAllowed } from './http/page-methods.server';
import { apiUnanswered } from './http/api-methods.server';
import { pathLengthLimit } from './http/path-length-limit.server';
import {
  articlesSource,
  auctioneersSource,
  auctionsSource,
  cmsPagesSource,
  listingsSource,
  locationsSource,
  postcodesSource,
  staticPagesSource,
} from './http/sitemap-sources.server';
import { payloadPolicy, sendPayload } from './http/payload.server';
import { errorHandler } from './http/error-handler.server';
import { authApiRouter } from './http/auth-api.server';
import { originCheck } from './http/csrf.server';
import { createLoginBackoff } from './auth/login-backoff.server';
import { configurePasswordGate } from './auth/password.server';
import { appMetrics } from './metrics/registry.server';
import { authRateLimits, graphRateLimit, pageFormLimits } from './http/rate-limits.server';
import { mailerFromConfig, type Mailer } from './mail/mailer.server';
import { createGraphServer } from './graph/index.server';
import { contactApiRouter } from './http/contact-api.server';
import { savedSearchesApiRouter } from './http/saved-searches-api.server';
import { watchlistApiRouter } from './http/watchlist-api.server';
import { suggestApiRouter } from './http/suggest-api.server';
import { oidcRouter } from './auth/oidc/oidc-router.server';
import { legalPackRouter } from './http/legal-pack.server';
import { auctionIcsRouter } from './http/auction-ics.server';
import { oidcProvidersFromEnv } from './auth/oidc/oidc-env.server';
import { createPageHandler } from './ssr/server-routes.server';
import { renderPage, PAYLOAD_SUFFIX, type RenderOptions } from './ssr/render-page.server';
import type { ClientBuild } from './ssr/client-build.server';
import type { RequestScope } from './request-scope.server';
import { createPageCache } from './http/page-cache/page-cache.server';
import { announceContentChange, watchContentGeneration } from './cache/content-change.server';
import { timedDb, timedGraph, trackServerTiming } from './http/server-timing.server';
import { precompressedAssets } from './http/precompressed-assets.server';
import type { CmsChange } from './cms/store/cms-store.server';
import { httpMetrics } from './metrics/http-metrics.server';
import { instrumentDb } from './metrics/instrument-db.server';
import { metricsRouter } from './metrics/metrics-endpoint.server';
import { lotFeedsApiRouter } from './http/lot-feeds-api.server';
import { adminLotsApiRouter } from './http/admin-lots-api.server';
import { adminArticlesApiRouter } from './http/admin-articles-api.server';
import { alertsUnsubscribeHandler } from './http/alerts-unsubscribe.server';

type ExpressHandle = (req: IncomingMessage, res: ServerResponse, done?: unknown) => void;

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  build: ClientBuild;
  mailer?: Mailer;
  /** The cache instances share (Redis, see createSharedCache); this process's memory by default. */
  sharedCache?: SharedCache;
  isShuttingDown?: () => boolean;
}

/** Builds the Express app. Middleware order, top to bottom, is the request flow of docs/architecture.md. */
export function createApp({
  config,
  db: rawDb,
  logger,
  build,
  mailer,
  sharedCache = createMemorySharedCache(),
  isShuttingDown = () => false,
}: AppDeps) {
  const app = express();
  // Every database call the app makes is timed for /metrics.
  const db = instrumentDb(rawDb, { logger, thresholdMs: config.DB_SLOW_STATEMENT_MS });
  const { passwordHashes } = appMetrics();
  configurePasswordGate({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queue: config.PASSWORD_HASH_QUEUE,
    observe: ({ running, waiting, refused }) => {
      passwordHashes.set({ state: 'running' }, running);
      passwordHashes.set({ state: 'waiting' }, waiting);
      passwordHashes.set({ state: 'refused' }, refused);
    },
  });
  const mail = mailer ?? mailerFromConfig(config, logger);
  const authDeps = {
    db,
    mailer: mail,
    logger,
    jwtSecret: config.JWT_SECRET,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    publicUrl: config.PUBLIC_URL,
    signInLinkTtlMinutes: config.SIGN_IN_LINK_TTL_MINUTES,
    loginBackoff: createLoginBackoff({
      freeFailures: Math.ceil(config.LOGIN_LOCK_AFTER_FAILURES * config.RATE_LIMIT_MULTIPLIER),
      baseSeconds: config.LOGIN_LOCK_BASE_SECONDS,
      maxSeconds: config.LOGIN_LOCK_MAX_SECONDS,
    }),
  };
  const pages = createPageHandler();
  const getRouteRules = memoise(() => loadRouteRules(db), 2_000);
  // Pages, layouts and the global config: the database or Strapi, cached in process and shared.
  const cms = createReaderForEnv(config, {
    db,
    logger,
    shared: sharedCache,
    streamTimeoutMs: config.STREAM_TIMEOUT_MS,
  });
  const getGlobalConfig = () => cms.getGlobalConfig();
  // Imports in another process: Redis tells us at once; on PostgreSQL without it, each cache polls.
  const watchImports = () =>
    db.engine === 'postgres' && sharedCache.backend !== 'redis'
      ? watchContentGeneration({ db, intervalMs: config.CONTENT_POLL_MS })
      : undefined;
  // The home page's figures and cards (decision 010), dropped with the pages on a lot change.
  const sectionData = createSectionDataCache({
    shared: sharedCache,
    logger,
    contentChanged: watchImports(),
    // Lot counts are kept only while pages are: with the page cache off, every read is fresh.
    lotCountTtlMs: config.PAGE_CACHE_TTL_MS > 0 ? SECTION_DATA_TTL_MS : 0,
  });
  // Anonymous pages and payloads, kept a few seconds (decision 036).
  const pageCache = createPageCache({
    ttlMs: config.PAGE_CACHE_TTL_MS,
    staleMs: config.PAGE_CACHE_STALE_MS,
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config.PAGE_CACHE_MAX_BYTES,
    shared: sharedCache,
    logger,
    isShuttingDown,
    contentChanged: watchImports(),
  });
  const applyCmsChange = cmsChangeHandler({ reader: cms, routeRules: getRouteRules });
  // An editor's change reaches this process's caches and, through the shared cache, every instance
  // (each instance applies it, so each drops its own cached pages).
  const cmsStore = createCmsStore({
    db,
    logger,
    onChange: shareCmsChanges({
      shared: sharedCache,
      apply: (change: CmsChange) => {
        applyCmsChange(change);
        pageCache.dropLocal(`cms ${change.kind}`);
      },
      logger,
    }),
  });

  // Lot feeds, editors' lot corrections (issue 16) and articles (decision 074): a change drops
  // every instance's cached pages and section data (the home page's figures, cards and news), so
  // it shows on the next request.
  const onContentChanged = async (reason: string) => {
    await pageCache.invalidatePages(reason);
    await sectionData.invalidate(reason);
    await announceContentChange({ db, logger }, reason);
  };

  // Scheduled publishes and unpublishes, applied by this instance when due (decision 048), and
  // scheduled articles told to the caches when their time comes (decision 074).
  const scheduler =
    config.SCHEDULE_POLL_SECONDS > 0
      ? startSchedulePoller(
          { db, store: cmsStore, logger, onContentChanged },
          config.SCHEDULE_POLL_SECONDS * 1000,
        )
      : null;

  // Client IPs (rate limits, logs) come from the proxy we trust, nothing else.
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // A cached anonymous page goes out before anything else runs, Express's own request set-up
  // included: the copy carries what the chain would add (decisions 036, 040). Express 5's app
  // function is `(req, res, next) => app.handle(req, res, next)`; the door wraps that.
  const expressApp = app as unknown as { handle: ExpressHandle };
  const expressHandle = expressApp.handle.bind(app);
  expressApp.handle = (req, res, done) =>
    pageCache.frontDoor(req, res, () => expressHandle(req, res, done));
  // Request id + one JSON log line per request.
  app.use(requestLogger(logger), httpMetrics());
  // No path longer than any address of the site reaches the routes (414).
  app.use(pathLengthLimit());
  // While shutting down, each connection closes after its response, so the process exits promptly.
  app.use((_req, res, next) => {
    if (isShuttingDown()) res.set('Connection', 'close');
    next();
  });
  // Security headers with a per-request CSP nonce (a page's data has its own policy).
  app.use(
    nonceMiddleware,
    securityHeaders(
      config.secureTransport,
      config.analytics,
      config.MAP_STYLE_URL ?? null,
      config.CMS_DRIVER === 'strapi' ? (config.CMS_URL ?? null) : null,
    ),
    payloadPolicy,
  );
  app.use(compression());

  // Hashed build assets never change: cache for a year. Other public files: revalidate.
  if (build.dir) {
    // Brotli or gzip as the build wrote them (decision 051); the rest as files.
    app.use('/assets', precompressedAssets(path.join(build.dir, 'assets')));
    app.use(
      '/assets',
      express.static(path.join(build.dir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    app.use(publicFiles(build.dir));
  }

  // Seeded and uploaded media (lot photos, logos) live in DATA_DIR/media; their AVIF/WebP
  // renditions are made on first request and kept in DATA_DIR/cache/media-renditions.
  app.use('/media/_r', renditionRouter(renditionStoreFor(config)));
  app.use(
    '/media',
    express.static(path.join(config.DATA_DIR, 'media'), {
      index: false,
      maxAge: '1d',
      fallthrough: false,
    }),
  );
  app.use(healthRouter(db, isShuttingDown));
  // Prometheus metrics: only with METRICS_TOKEN (Bearer); otherwise a 404 like any unknown path.
  app.use(metricsRouter(config));
  // An alert e-mail's stop link: its token is the credential and the handler reads no cookie, so
  // a mail client's one-click POST (RFC 8058) is answered from any origin, before the check below.
  app.post(
    '/alerts/unsubscribe',
    express.urlencoded({ extended: false, limit: '16kb' }),
    alertsUnsubscribeHandler({ db, logger }),
  );
  // Cookie-authenticated writes must come from our own origin.
  app.use(originCheck(config.PUBLIC_URL));
  const graph = createGraphServer({
    db,
    jwtSecret: config.JWT_SECRET,
    isProduction: config.isProduction,
    introspection: config.GRAPHQL_INTROSPECTION,
    logger,
  });
  // The data graph: Hasura-style queries; the map needs the hasuraToken from /api/auth/me.
  app.use('/graphql', graphRateLimit(config.RATE_LIMIT_MULTIPLIER), graph.handler);
  const limits = authRateLimits(
    config.RATE_LIMIT_MULTIPLIER,
    authDeps.loginBackoff,
    async (req) => (await sessionUser(req, authDeps))?.pending_email ?? null,
  );
  app.use('/api', apiQueryText());
  app.use(authApiRouter(authDeps, config, limits));
  // Third-party sign-in (OpenID Connect) for the providers configured by env.
  app.use(
    oidcRouter({
      ...authDeps,
      secureCookies: config.secureTransport,
      providers: oidcProvidersFromEnv(config),
    }),
  );
  app.use(
    contactApiRouter({
      db,
      mailer: mail,
      logger,
      to: config.CONTACT_EMAIL,
      multiplier: config.RATE_LIMIT_MULTIPLIER,
    }),
  );
  // Saved-search and watchlist alerts: sent from here every ALERTS_INTERVAL_SECONDS (one instance
  // at a time: the run takes an advisory lock), and by `npm run alerts:send` from cron.
  const alerts =
    config.ALERTS_INTERVAL_SECONDS > 0
      ? startPoller(
          'alerts run',
          () => sendAlerts({ db, graph, mailer: mail, logger, publicUrl: config.PUBLIC_URL }),
          config.ALERTS_INTERVAL_SECONDS * 1000,
          logger,
        )
      : null;
  app.locals.stopScheduler = async () => {
    await Promise.all([scheduler?.stop(), alerts?.stop()]);
  };
  // Saved searches of the lots results page.
  app.use(
    savedSearchesApiRouter({
      db,
      jwtSecret: config.JWT_SECRET,
      multiplier: config.RATE_LIMIT_MULTIPLIER,
    }),
  );
  // Watched lots (issue 16); their change alerts go out with the saved-search digests.
  app.use(
    watchlistApiRouter({
      db,
      jwtSecret: config.JWT_SECRET,
      multiplier: config.RATE_LIMIT_MULTIPLIER,
    }),
  );
  // Autocomplete of the location fields: places, postcodes and auction houses.
  app.use(suggestApiRouter({ db, multiplier: config.RATE_LIMIT_MULTIPLIER }));
  // Every answer under /api/admin (lots, imports, articles, media, pages, staff), errors included,
  // is for one signed-in member of staff: never stored by a browser or proxy, never indexed.
  app.use('/api/admin', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    next();
  });
  // Before the admin API, whose catch-all answers 404 for the rest of /api/admin.
  app.use(
    adminLotsApiRouter({
      db,
      jwtSecret: config.JWT_SECRET,
      logger,
      onLotsChanged: onContentChanged,
    }),
  );
  app.use(
    adminArticlesApiRouter({
      db,
      store: cmsStore,
      jwtSecret: config.JWT_SECRET,
      logger,
      onContentChanged,
    }),
  );
  // The media library (before the admin API, whose catch-all answers other /api/admin paths).
  app.use(
    mediaApiRouter({
      db,
      jwtSecret: config.JWT_SECRET,
      logger,
      dataDir: config.DATA_DIR,
      maxBytes: config.MEDIA_MAX_BYTES,
    }),
  );
  app.use(adminApiRouter({ db, store: cmsStore, graph, jwtSecret: config.JWT_SECRET, logger }));
  app.use(
    lotFeedsApiRouter({
      db,
      logger,
      multiplier: config.RATE_LIMIT_MULTIPLIER,
      onLotsChanged: onContentChanged,
    }),
  );
  // The page editor's preview frame: the one document other pages of this site may frame.
  app.use(previewFrameRouter(build.entryCss));
  app.use(globalConfigRouter(getGlobalConfig));
  app.use(buildsRouter(build.info, getRouteRules));
  app.use(
    sitemapRouter(
      db,
      config.PUBLIC_URL,
      [
        staticPagesSource(build.info.timestamp),
        listingsSource,
        auctioneersSource,
        auctionsSource,
        articlesSource,
        locationsSource,
        postcodesSource,
        cmsPagesSource(cms),
      ],
      { whenContentChanges: (drop) => pageCache.onDrop(drop) },
    ),
  );

  // Generated demo legal packs of the seeded lots (their links point here).
  app.use(legalPackRouter(graph));
  // An auction as a calendar file ("Add to calendar").
  app.use(auctionIcsRouter(db, config.PUBLIC_URL));

  // An /api address none of the routers above answers: the API's JSON 404, not a page (it was
  // the layout's "Page not found", and for a POST React Router's words about a missing action).
  // An address that answers other methods says which (405 with `Allow`).
  app.use('/api', apiUnanswered('Nothing answers at this API address.'));

  // Route rules (redirects, headers) apply to pages and their payloads alike.
  app.use(routeRulesMiddleware(getRouteRules));
  // One spelling per page: `/Listings` → 301 `/listings` (after the rules: an editor's
  // redirect may start from a mixed-case address).
  app.use(canonicalPathMiddleware());

  async function scopeFor(req: Request, res: Response): Promise<RequestScope> {
    const timing =
      (res.locals.timing as ReturnType<typeof trackServerTiming>) ?? trackServerTiming(res);
    const requestDb = timedDb(db, timing);
    const [session, globalConfig] = await Promise.all([
      verifySessionToken(tokenFromRequest(req), requestDb, config.JWT_SECRET),
      getGlobalConfig(),
    ]);
    return {
      db: requestDb,
      config,
      logger: req.log,
      user: session?.user ?? null,
      session,
      globalConfig,
      build: build.info,
      auth: authDeps,
      graph: timedGraph(graph, timing),
      cms,
      sectionData,
      formRateLimited: res.locals.formRateLimited as string | undefined,
      queryRefused: res.locals.queryRefused as readonly string[] | undefined,
    };
  }

  async function pageOptions(req: Request, res: Response): Promise<RenderOptions> {
    return {
      pages,
      build,
      scope: await scopeFor(req, res),
      nonce: res.locals.nonce as string,
      streamTimeoutMs: config.STREAM_TIMEOUT_MS,
    };
  }

  // Page queries over their caps (schema/input-limits.ts) or with NUL: 400 before any loader.
  app.use(pageQueryLimits());
  // Every other GET is a page or its payload (Express 5 forwards rejected promises to the error handler).
  // Anonymous visitors may get a copy from the page cache (no scope, no loaders).
  app.get('/{*splat}', async (req: Request, res: Response) => {
    trackServerTiming(res);
    await pageCache.serve(req, res, async () => {
      const options = await pageOptions(req, res);
      if (req.path.endsWith(PAYLOAD_SUFFIX)) await sendPayload(req, res, options);
      else await renderPage(req, res, options);
    });
  });

  // Page forms without JavaScript: rate limited like the API, then the route's action runs
  // and the page renders (errors inline) or redirects.
  const formBody = express.urlencoded({ extended: false, limit: '16kb' });
  for (const [path, chain] of Object.entries(pageFormLimits(limits)))
    app.post(path, formBody, ...chain);
  app.post('/{*splat}', formBody, async (req: Request, res: Response) => {
    trackServerTiming(res);
    await renderPage(req, res, await pageOptions(req, res));
  });

  // Any other method at a page's address (PUT, DELETE, PATCH …): 405 naming the methods a page
  // takes, where Express answered with its own bare "Cannot PUT /listings" 404.
  app.all('/{*splat}', pageMethodNotAllowed);

  app.use(errorHandler());
  return app;
}
