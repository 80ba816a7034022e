import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '#server/config/env.server';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message, logged when mail goes to the outbox so local flows stay usable. */
  links?: string[];
  /** Extra headers, e.g. List-Unsubscribe on alert digests. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written to `DATA_DIR/outbox/*.eml`
 * (a real RFC 822 file built by nodemailer) and its links are logged.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, logger } = options;
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      if (smtpUrl) {
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      mkdirSync(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${String(++sequence).padStart(4, '0')}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      logger.info(
        { to: message.to, subject: message.subject, file, links: message.links ?? [] },
        'mail written to outbox',
      );
    },
  };
}

/** The mailer the configuration asks for (the server and the CLI commands share it). */
export const mailerFromConfig = (
  config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  logger: Logger,
): Mailer =>
  createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger,
  });
