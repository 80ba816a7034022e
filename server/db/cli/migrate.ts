import { bootCli } from '#server/boot.server';

/** `npm run db:migrate`: apply pending migrations and exit. */
const { db, logger } = await bootCli({ seed: false, statementTimeoutMs: 0 });
logger.info('migrations up to date');
await db.close();
