import path from 'node:path';
import type { Logger } from 'pino';
import { EnvError, loadConfig, type AppConfig } from './config/env.server';
import {
  DataDirDamagedError,
  DataDirInUseError,
  DataDirLostError,
} from './db/data-dir-lock.server';
import { createLogger } from './logger.server';
import { openDb, type Db } from './db/db.server';
import { DatabaseUnreachableError } from './db/postgres.server';
import { migrate } from './db/migrate.server';
import { seedDemoIfEmpty, type DemoSeedOptions } from './db/seed/demo-seed.server';
import { rollDemoCalendarForward } from './db/seed/roll-forward.server';

export interface Booted {
  config: AppConfig;
  logger: Logger;
  db: Db;
}

/**
 * Keeps a demo database's market live (decision 0NN). A failure leaves the dates as they were
 * (one transaction) and the site starts anyway.
 */
async function rollDemoCalendarOrWarn(db: Db, logger: Logger): Promise<void> {
  try {
    await rollDemoCalendarForward(db, logger);
  } catch (err) {
    logger.error({ err }, 'demo calendar roll-forward failed; dates left as they were');
  }
}

/** The demo seed the settings ask for: SEED_SOLD_ROWS sold prices, as on SEED_DAY. */
export function demoSeedOptions(config: AppConfig): DemoSeedOptions {
  return {
    soldRows: config.SEED_SOLD_ROWS,
    mediaDir: path.join(config.DATA_DIR, 'media'),
    seedDay: config.SEED_DAY,
  };
}

async function prepareDatabase(
  db: Db,
  config: AppConfig,
  logger: Logger,
  seed: boolean,
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied, engine: db.engine }, 'migrations applied');
  // An empty database is seeded as on SEED_DAY and rolled to today at once (decision 122).
  if (seed) await seedDemoIfEmpty(db, logger, demoSeedOptions(config));
  if (config.DEMO_ROLL_FORWARD) await rollDemoCalendarOrWarn(db, logger);
}

/**
 * Config, logger, database, migrations, seed (server) and the demo calendar roll-forward: what
 * every entry point (server, CLI) needs first.
 */
export async function boot(
  options: {
    seed?: boolean;
    /** Overrides DB_STATEMENT_TIMEOUT_MS for the returned database; 0 = none (seed and import CLIs). */
    statementTimeoutMs?: number;
    /** Log in blocks of LOG_BUFFER_BYTES (the server); CLIs write each line at once. */
    bufferedLog?: boolean;
  } = {},
): Promise<Booted> {
  const config = loadConfig();
  const logger = createLogger(
    config.LOG_LEVEL,
    undefined,
    options.bufferedLog ? config.LOG_BUFFER_BYTES : 0,
  );
  if (config.isProduction && config.generatedSecret)
    logger.warn(
      { dataDir: config.DATA_DIR },
      'JWT_SECRET not set: using the secret generated in DATA_DIR (fine for a local start; set JWT_SECRET and STRICT_CONFIG=true in a real deployment)',
    );
  const dbOptions = {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    // The folder was deleted or taken over under us: the database is already abandoned without
    // a write (decision 065); nothing this process does can be right any more.
    onDataDirLost: (err: Error) => {
      logger.fatal({ dataDir: config.DATA_DIR }, err.message);
      process.exit(1);
    },
  };
  // Migrations, the first seed and the roll-forward may run long: no statement timeout for them.
  const setup = await openDb({ ...dbOptions, statementTimeoutMs: 0 });
  try {
    await prepareDatabase(setup, config, logger, options.seed ?? config.SEED_ON_START);
  } catch (err) {
    await setup.close().catch(() => undefined);
    throw err;
  }
  const statementTimeoutMs = options.statementTimeoutMs ?? config.DB_STATEMENT_TIMEOUT_MS;
  if (statementTimeoutMs === 0) return { config, logger, db: setup };
  // Reopened with the timeout (PGlite's data dir reopens in ~0.4 s; a pool reconnects).
  await setup.close();
  const db = await openDb({ ...dbOptions, statementTimeoutMs });
  return { config, logger, db };
}

/**
 * An error whose message tells the operator all there is (a bad setting, DATA_DIR in use, a
 * database that does not answer): printed alone, without a stack trace.
 */
export const isOperatorError = (err: unknown): err is Error =>
  err instanceof EnvError ||
  err instanceof DatabaseUnreachableError ||
  err instanceof DataDirInUseError ||
  err instanceof DataDirDamagedError ||
  err instanceof DataDirLostError;

/**
 * `boot` for a command-line tool: a bad setting, an embedded database in use by another process
 * or a database that does not answer prints its message and exits 1, without the stack trace
 * of a top-level await.
 */
export async function bootCli(options: Parameters<typeof boot>[0] = {}): Promise<Booted> {
  try {
    return await boot(options);
  } catch (err) {
    if (!isOperatorError(err)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
