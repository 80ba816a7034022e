import { bootCli } from '#server/boot.server';
import { announceFromCli } from '#server/cache/content-change.server';
import { runImportPostcodesCli } from '#server/areas/import-postcodes-cli.server';

/**
 * `npm run import:postcodes -- <file|-> [--dry-run]`: adds the postcode districts and sectors a
 * gazetteer (ONS Postcode Directory, or any CSV of postcodes and points) has and the site does
 * not, and places the lots stored without a place there (README "Postcodes beyond the seed").
 */
const { db, logger, config } = await bootCli({ seed: false, statementTimeoutMs: 0 });
let code = 1;
let changed = false;
try {
  ({ code, changed } = await runImportPostcodesCli(process.argv.slice(2), {
    db,
    stdout: process.stdout,
    stderr: process.stderr,
  }));
} catch (err) {
  logger.error({ err }, 'postcode import failed');
} finally {
  // Running servers drop their cached pages, so the places show on the next request.
  if (changed) await announceFromCli({ db, redisUrl: config.REDIS_URL, logger }, 'postcodes');
  await db.close();
}
process.exitCode = code;
