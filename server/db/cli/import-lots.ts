import { bootCli } from '#server/boot.server';
import { announceFromCli } from '#server/cache/content-change.server';
import { runImportLotsCli } from '#server/lots/feeds/import-lots-cli.server';

/**
 * `npm run import:lots -- <file|dir|-> [--dry-run] [--house SLUG]`: imports auction houses' lot
 * feeds (README "Lot feeds"). Each file is one transaction, so a killed run leaves each file
 * either applied or untouched: run it again to converge.
 */
const { db, logger, config } = await bootCli({ seed: false, statementTimeoutMs: 0 });
let code = 1;
let applied = 0;
try {
  ({ code, applied } = await runImportLotsCli(process.argv.slice(2), {
    db,
    stdout: process.stdout,
    stderr: process.stderr,
  }));
} catch (err) {
  logger.error({ err }, 'lot feed import failed');
} finally {
  // Running servers drop their cached pages, so the change shows on the next request.
  if (applied > 0) await announceFromCli({ db, redisUrl: config.REDIS_URL, logger }, 'lot feed');
  await db.close();
}
process.exitCode = code;
