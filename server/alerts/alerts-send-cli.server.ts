import type { Logger } from 'pino';
import type { AppConfig } from '#server/config/env.server';
import type { Db } from '#server/db/db.server';
import { createGraphServer } from '#server/graph/index.server';
import { mailerFromConfig } from '#server/mail/mailer.server';
import { sendAlerts, type AlertRunDeps } from './send-alerts.server';
import { siteUrlFor } from './site-url.server';

export const ALERTS_SEND_USAGE = `Usage: npm run alerts:send [-- --dry-run]

E-mails each user one digest of the lots listed since their saved searches were last checked.
Safe to run as often as you like (e.g. hourly from cron): daily and weekly searches are sent at
most once a day or week, and a lot is never sent twice unless a run fails after sending.

Options:
  --dry-run   report what would be sent; send nothing, change nothing
  -h, --help  this text
`;

/** Runs `alerts:send` and returns the exit code: 0 done, 1 some digests failed, 2 usage error. */
export async function runAlertsSendCli(
  argv: readonly string[],
  deps: AlertRunDeps & {
    stdout: { write(s: string): unknown };
    stderr: { write(s: string): unknown };
  },
): Promise<number> {
  let dryRun = false;
  for (const arg of argv) {
    if (arg === '-h' || arg === '--help') {
      deps.stdout.write(ALERTS_SEND_USAGE);
      return 0;
    }
    if (arg === '--dry-run') dryRun = true;
    else {
      deps.stderr.write(`alerts:send: unknown option ${arg}\n\n${ALERTS_SEND_USAGE}`);
      return 2;
    }
  }
  const summary = await sendAlerts(deps, { dryRun });
  return summary.failed > 0 ? 1 : 0;
}

/**
 * What `npm run alerts:send` runs with. Its e-mails link to PUBLIC_URL when the command was given
 * one, else to the address the server last started with: a cron line without the server's
 * PUBLIC_URL (README's example) used to send every link to http://localhost:3000.
 */
export async function alertsCliDeps({
  config,
  db,
  logger,
}: {
  config: AppConfig;
  db: Db;
  logger: Logger;
}): Promise<AlertRunDeps> {
  return {
    db,
    logger,
    publicUrl: await siteUrlFor(db, config),
    graph: createGraphServer({
      db,
      jwtSecret: config.JWT_SECRET,
      isProduction: config.isProduction,
      logger,
    }),
    mailer: mailerFromConfig(config, logger),
  };
}
