import { boot } from '#server/boot.server';

/** `npm run db:migrate`: apply pending migrations and exit. */
const { db, logger } = await boot({ seed: false });
logger.info('migrations up to date');
await db.close();
