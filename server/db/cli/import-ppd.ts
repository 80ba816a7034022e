import { bootCli } from '#server/boot.server';
import { runImportPpdCli } from '#server/db/ppd/import-ppd-cli.server';
import { announceFromCli } from '#server/cache/content-change.server';

/**
 * `npm run import:ppd -- <file.csv|-> [--batch-size N] [--force]`: imports HM Land Registry
 * Price Paid Data. Ctrl-C stops after the batch in flight commits; run again to resume.
 */
const { db, logger, config } = await bootCli({ seed: false, statementTimeoutMs: 0 });
const stop = new AbortController();
const onSigint = () => {
  if (stop.signal.aborted) process.exit(130);
  process.stderr.write('\nStopping after the current batch (Ctrl-C again to quit now)…\n');
  stop.abort();
};
process.on('SIGINT', onSigint);
let code = 1;
try {
  code = await runImportPpdCli(process.argv.slice(2), {
    db,
    stdout: process.stdout,
    stderr: process.stderr,
    logger,
    signal: stop.signal,
  });
} catch (err) {
  logger.error({ err }, 'ppd import failed');
} finally {
  process.off('SIGINT', onSigint);
  // Running servers drop their cached pages (sold prices changed, even after a partial import).
  await announceFromCli({ db, redisUrl: config.REDIS_URL, logger }, 'ppd import');
  await db.close();
}
process.exitCode = code;
