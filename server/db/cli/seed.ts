import { bootCli, demoSeedOptions } from '#server/boot.server';
import { seedDemoIfEmpty } from '#server/db/seed/demo-seed.server';
import { announceFromCli } from '#server/cache/content-change.server';

/** `npm run db:seed`: migrate, then seed when the database is empty. */
const { db, logger, config } = await bootCli({ seed: false, statementTimeoutMs: 0 });
const { seeded } = await seedDemoIfEmpty(db, logger, demoSeedOptions(config));
logger.info({ seeded }, seeded ? 'seed complete' : 'database already seeded');
if (seeded) await announceFromCli({ db, redisUrl: config.REDIS_URL, logger }, 'seed');
await db.close();
