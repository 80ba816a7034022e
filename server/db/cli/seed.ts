import path from 'node:path';
import { bootCli } from '#server/boot.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';
import { announceFromCli } from '#server/cache/content-change.server';

/** `npm run db:seed`: migrate, then seed when the database is empty. */
const { db, logger, config } = await bootCli({ seed: false, statementTimeoutMs: 0 });
const seeded = await seedIfEmpty(db, logger, {
  directory: { soldRows: config.SEED_SOLD_ROWS, mediaDir: path.join(config.DATA_DIR, 'media') },
});
logger.info({ seeded }, seeded ? 'seed complete' : 'database already seeded');
if (seeded) await announceFromCli({ db, redisUrl: config.REDIS_URL, logger }, 'seed');
await db.close();
