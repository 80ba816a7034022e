import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { boot, isOperatorError } from './boot.server';
import { createApp } from './app';
import { recordSiteUrl } from './alerts/site-url.server';
import { loadClientBuild } from './ssr/client-build.server';
import { PAGE_SOURCES } from './ssr/page-source.server';
import { createSharedCache } from './cache/create-shared-cache.server';
import { startMetricsListener } from './metrics/metrics-endpoint.server';
import { closeGracefully } from './http/close-gracefully.server';

/** The process: boot, listen, and shut down cleanly (stop accepting, finish in-flight, close the DB). */
async function main() {
  const { config, logger, db } = await boot({ bufferedLog: true });
  // For commands that e-mail links without the server's PUBLIC_URL (alerts:send from cron).
  await recordSiteUrl(db, config.PUBLIC_URL).catch((err: unknown) =>
    logger.warn({ err }, 'could not record the site address for alerts:send'),
  );
  let shuttingDown = false;
  const build = loadClientBuild(undefined, PAGE_SOURCES);
  const sharedCache = createSharedCache({ redisUrl: config.REDIS_URL, logger });
  const app = createApp({
    config,
    db,
    logger,
    build,
    sharedCache,
    isShuttingDown: () => shuttingDown,
  });
  // HTTP/1.1 without a Host header: the app answers (pages use PUBLIC_URL, never Host) instead of
  // Node's bare 400 without a word (found by the fuzz suite).
  const server: Server = createServer({ requireHostHeader: false }, app);
  server.once('error', (err: NodeJS.ErrnoException) => {
    // A port another program holds: say so in one line, close the database, exit 1.
    logger.fatal(
      { code: err.code, port: config.PORT, host: config.HOST },
      err.code === 'EADDRINUSE'
        ? `port ${config.PORT} is in use: stop what listens there, or set PORT`
        : 'the server could not listen',
    );
    void db.close().finally(() => process.exit(1));
  });
  server.listen(config.PORT, config.HOST, () => {
    // Where it listens (the port the system gave, for PORT=0) and the address visitors use.
    const { port } = server.address() as AddressInfo;
    logger.info(
      {
        url: `http://localhost:${port}`,
        publicUrl: config.PUBLIC_URL,
        host: config.HOST,
        build: build.info.id,
        database: db.engine,
        cache: sharedCache.backend,
      },
      'server listening',
    );
  });
  server.keepAliveTimeout = 65_000;
  const metricsServer = startMetricsListener(config, config.METRICS_HOST, (err) =>
    logger.error({ err }, 'metrics listener failed'),
  );

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    metricsServer?.close();
    const schedulerStopped = (app.locals.stopScheduler as () => Promise<void>)();
    void closeGracefully(server, { maxAcceptMs: config.SHUTDOWN_TIMEOUT_MS / 2 }).then(async () => {
      await schedulerStopped.catch((err: unknown) =>
        logger.warn({ err }, 'stopping the scheduler failed'),
      );
      await sharedCache
        .close()
        .catch((err: unknown) => logger.warn({ err }, 'closing the shared cache failed'));
      await db
        .close()
        .catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
      logger.info('shutdown complete');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (isOperatorError(err)) console.error(err.message);
  else console.error('Failed to start:', err);
  process.exit(1);
});
