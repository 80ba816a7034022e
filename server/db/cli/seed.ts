import { boot } from '#server/boot.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';

/** `npm run db:seed`: migrate, then seed when the database is empty. */
const { db, logger } = await boot({ seed: false });
const seeded = await seedIfEmpty(db, logger);
logger.info({ seeded }, seeded ? 'seed complete' : 'database already seeded');
await db.close();
