import { Writable } from 'node:stream';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config/env.server';
import { createLogger } from '#server/logger.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';
import { seedDemoIfEmpty } from '#server/db/seed/demo-seed.server';
import { demoSeedOptions } from '#server/boot.server';
import { loadClientBuild, CLIENT_ENTRY } from '#server/ssr/client-build.server';
import { signSessionToken } from '#server/auth/session.server';
import { findUserByEmail } from '#server/auth/users.server';
import { DEMO_EDITOR, DEMO_STAFF, DEMO_USER } from '#server/db/seed/content';
import { openTestDb, type TestDb } from './test-db';
import { createSharedCache } from '#server/cache/create-shared-cache.server';
import type { SharedCache } from '#server/cache/shared-cache';
import { TEST_SEED_DAY } from './seed-day';

export { TEST_SEED_DAY };

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A client build on disk with a known manifest, so pages carry real script and style tags. */
function fakeClientBuild(dir: string) {
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      [CLIENT_ENTRY]: {
        file: 'assets/entry.client-TEST.js',
        isEntry: true,
        css: ['assets/entry-TEST.css'],
        imports: ['_vendor.js'],
      },
      '_vendor.js': { file: 'assets/vendor-TEST.js' },
    }),
  );
  writeFileSync(path.join(dir, 'assets', 'entry.client-TEST.js'), 'console.log("entry")');
  writeFileSync(path.join(dir, 'assets', 'entry-TEST.css'), 'body{}');
  return loadClientBuild(dir);
}

export type DemoAccount = 'user' | 'editor' | 'admin' | 'copy-editor' | 'contributor';
const DEMO_EMAILS: Record<DemoAccount, string> = {
  user: DEMO_USER.email,
  editor: DEMO_EDITOR.email,
  admin: DEMO_EDITOR.email,
  'copy-editor': DEMO_STAFF[0].email,
  contributor: DEMO_STAFF[1].email,
};

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  db: TestDb['db'];
  logLines: () => Array<Record<string, unknown>>;
  build: ReturnType<typeof loadClientBuild>;
  /** The cache this instance shares with others (memory, or Redis with REDIS_URL). */
  sharedCache: SharedCache;
  /** A valid session cookie for a seeded account. */
  /**
   * A valid session cookie for a seeded account: `editor` is the demo editor account (an admin
   * since decision 048, as is `admin`); `copy-editor` has the editor role; `contributor` drafts only.
   */
  sessionCookie(who?: DemoAccount): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database, with its JSON log lines captured for assertions. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    directory?: boolean;
    /** Another instance's database (tests of several instances; closed by its owner). */
    db?: TestApp['db'];
    /** This instance's handle on a cache shared with others (closed by the caller). */
    sharedCache?: SharedCache;
  } = {},
): Promise<TestApp> {
  const { db, dispose } = opts.db ? { db: opts.db, dispose: async () => {} } : await openTestDb();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  // The app's data folder and client build, removed by close() (3,000 were left in /tmp).
  const scratch = mkdtempSync(path.join(tmpdir(), 'auction-test-app-'));
  mkdirSync(path.join(scratch, 'data'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(scratch, 'data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'https://auctions.example.co.uk',
    LOG_LEVEL: 'info',
    // Tests change data behind the app's back and read it again at once: the page cache is on
    // only where a test asks for it (tests/integration/page-cache.test.ts).
    PAGE_CACHE_TTL_MS: '0',
    // Scheduled actions are applied where a test asks (tests/integration/scheduled-publishing*).
    SCHEDULE_POLL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
    // The directory as on one fixed day, rolled forward to today (tests/helpers/seed-day.ts).
    SEED_DAY: TEST_SEED_DAY,
    SEED_SOLD_ROWS: '2000',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL, sink);
  // The server's own seed (server/boot.server.ts), or the pages and accounts alone.
  if (opts.directory) await seedDemoIfEmpty(db, logger, demoSeedOptions(config));
  else await seedIfEmpty(db, logger);
  const build = fakeClientBuild(path.join(scratch, 'client-build'));
  const sharedCache = opts.sharedCache ?? createSharedCache({ redisUrl: config.REDIS_URL, logger });
  const app = createApp({ config, db, logger, build, sharedCache });
  return {
    app,
    config,
    db,
    build,
    logLines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    async sessionCookie(who = 'user') {
      const row = await findUserByEmail(db, DEMO_EMAILS[who]);
      if (!row) throw new Error('seeded user missing');
      const token = await signSessionToken(
        { id: Number(row.id), token_version: row.token_version },
        config.JWT_SECRET,
        1,
      );
      return `session=${token}`;
    },
    sharedCache,
    async close() {
      await (app.locals.stopScheduler as () => Promise<void>)();
      if (!opts.sharedCache) await sharedCache.close();
      await dispose();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
