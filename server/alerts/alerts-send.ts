import { bootCli } from '#server/boot.server';
import { alertsCliDeps, runAlertsSendCli } from './alerts-send-cli.server';

/** `npm run alerts:send [-- --dry-run]`: the saved-search e-mail digests (see alerts-send-cli.server.ts). */
const { config, db, logger } = await bootCli({ seed: false });
let code = 1;
try {
  code = await runAlertsSendCli(process.argv.slice(2), {
    ...(await alertsCliDeps({ config, db, logger })),
    stdout: process.stdout,
    stderr: process.stderr,
  });
} catch (err) {
  logger.error({ err }, 'alerts run failed');
} finally {
  await db.close();
}
process.exitCode = code;
