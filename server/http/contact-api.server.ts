import { createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import type { Mailer } from '#server/mail/mailer.server';
import { ContactBodySchema, type ContactBody } from '#schema/contact';
import { fieldErrors } from '#schema/auth';
import { sendApiError } from './api-error.server';
import { jsonBody } from './json-body.server';
import { apiRateLimit } from './rate-limits.server';
import { escapeHtml } from '#server/mail/templates.server';

/** `POST /api/contact`: validated, rate limited, stored, e-mailed; bots filling the honeypot get a quiet 200. */
export function contactApiRouter(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  to: string;
  multiplier: number;
}) {
  const router = Router();
  const isForm = (type: string | undefined) =>
    (type ?? '').startsWith('application/x-www-form-urlencoded');
  const backTo = (req: Request, state: string) =>
    `${localPath((req.body as { return_to?: unknown } | undefined)?.return_to)}?contact=${state}`;
  const back = (req: Request, res: Response, state: string) =>
    res.redirect(303, backTo(req, state));
  router.post(
    '/api/contact',
    jsonBody('16kb'),
    express.urlencoded({ extended: false, limit: '16kb' }),
    // Fields first: a message refused for its fields is none sent, so it uses up nothing of the
    // limit. Five typos had locked a visitor out before a message went (a visitor's walk).
    (req, res, next) => {
      const parsed = ContactBodySchema.safeParse(req.body ?? {});
      if (parsed.success) {
        res.locals.contact = parsed.data;
        return next();
      }
      if (isForm(req.get('content-type'))) return back(req, res, 'invalid');
      return sendApiError(res, 400, 'Some fields need your attention', {
        errors: fieldErrors(parsed.error),
      });
    },
    // Over the limit, the form without JavaScript goes back to its page, which says to wait (it
    // showed the API's JSON).
    apiRateLimit('contact', deps.multiplier, (req) => backTo(req, 'busy')),
    async (req, res) => {
      const form = isForm(req.get('content-type'));
      const body = res.locals.contact as ContactBody;
      if (body.website) {
        deps.logger.warn(
          { audit: 'contact-honeypot' },
          'contact form honeypot filled; message dropped',
        );
        return form ? back(req, res, 'sent') : res.json({ ok: true });
      }
      const ipHash = createHash('sha256')
        .update(req.ip ?? '')
        .digest('hex')
        .slice(0, 16);
      await deps.db.query(
        'INSERT INTO contact_messages (name, email, subject, message, page_path, ip_hash) VALUES ($1, $2, $3, $4, $5, $6)',
        [body.name, body.email, body.subject, body.message, body.return_to ?? null, ipHash],
      );
      await deps.mailer.send({
        to: deps.to,
        subject: `Contact form: ${body.subject}`,
        text: `From: ${body.name} <${body.email}>\nPage: ${body.return_to ?? '-'}\n\n${body.message}`,
        html: `<p>From: ${escapeHtml(body.name)} &lt;${escapeHtml(body.email)}&gt;</p><p>Page: ${escapeHtml(body.return_to ?? '-')}</p><pre>${escapeHtml(body.message)}</pre>`,
      });
      deps.logger.info({ audit: 'contact-message' }, 'contact message stored and sent');
      return form ? back(req, res, 'sent') : res.json({ ok: true });
    },
  );
  return router;
}

/** A path on this site to return to; anything else (other hosts, schemes) becomes `/`. */
function localPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[\w\-/.]*$/.test(value) ? value : '/';
}
