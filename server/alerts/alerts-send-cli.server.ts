import { sendAlerts, type AlertRunDeps } from './send-alerts.server';

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
