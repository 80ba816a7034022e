import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { stopAlertsOfLink } from '#server/alerts/stop-alerts.server';

/**
 * `POST /alerts/unsubscribe?token=…`: the button on the stop link's page, and a mail client's
 * one-click unsubscribe (RFC 8058, `List-Unsubscribe-Post`). The token is the credential (no
 * session, so no cross-site forgery to fear); 303 back to the link's page, which then says the
 * alerts are off, or that the link is not recognised.
 */
export function alertsUnsubscribeHandler({ db, logger }: { db: Queryable; logger: Logger }) {
  return async (req: Request, res: Response) => {
    const raw = req.query.token ?? (req.body as { token?: unknown } | undefined)?.token;
    const token = typeof raw === 'string' ? raw : '';
    await stopAlertsOfLink(db, token, req.log ?? logger);
    res.redirect(303, `/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
  };
}
