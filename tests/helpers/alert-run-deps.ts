import type { Logger } from 'pino';
import { createGraphServer } from '#server/graph/index.server';
import { mailerFromConfig, type MailMessage } from '#server/mail/mailer.server';
import { createLogger } from '#server/logger.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';
import type { TestApp } from './test-app';

/** What an alerts run needs, on a test app's database and outbox. */
export const alertRunDeps = (t: TestApp, logger: Logger): AlertRunDeps => ({
  db: t.db,
  logger,
  publicUrl: t.config.PUBLIC_URL,
  graph: createGraphServer({
    db: t.db,
    jwtSecret: t.config.JWT_SECRET,
    isProduction: false,
    logger,
  }),
  mailer: mailerFromConfig(t.config, logger),
});

/**
 * An alerts run, quiet, whose e-mails go into `sent` rather than the outbox: a mail server is
 * outside the process, and the test reads what it would have been given.
 */
export const capturingAlertRunDeps = (t: TestApp, sent: MailMessage[]): AlertRunDeps => ({
  ...alertRunDeps(t, createLogger('silent')),
  mailer: { send: async (m: MailMessage) => void sent.push(m) },
});

/** One alerts run now: how many e-mails it sent, and the e-mails themselves. */
export async function runAlertsCapturing(
  t: TestApp,
): Promise<{ emails: number; sent: MailMessage[] }> {
  const sent: MailMessage[] = [];
  const { emails } = await sendAlerts(capturingAlertRunDeps(t, sent));
  return { emails, sent };
}
