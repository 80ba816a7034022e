import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { stopAlertsOfLink } from '#server/alerts/stop-alerts.server';
import { isLinkToken } from '#schema/link-token';

/**
 * `POST /alerts/unsubscribe?token=…`: the button on the stop link's page (the GET only asks). The
 * token is the credential (no session, so no cross-site forgery to fear); 303 back to the link's
 * page, which then says the alerts are off, or that the link is not recognised. The page is never
 * cached (a personal route), so it shows the new state at once.
 */
export function alertsUnsubscribeHandler({ db, logger }: { db: Queryable; logger: Logger }) {
  return async (req: Request, res: Response) => {
    const raw = req.query.token ?? (req.body as { token?: unknown } | undefined)?.token;
    const token = typeof raw === 'string' ? raw : '';
    await stopAlertsOfLink(db, token, req.log ?? logger);
    // A token that is no stop link's shape is not echoed back (the page then says so).
    res.redirect(
      303,
      isLinkToken(token) ? `/alerts/unsubscribe?token=${token}` : '/alerts/unsubscribe',
    );
  };
}
