import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { linkTokens, stopAlertsOfLink } from '#server/alerts/stop-alerts.server';

/** `/alerts/unsubscribe` with the given tokens (already checked to be link tokens). */
export const unsubscribePath = (tokens: string[]) =>
  tokens.length
    ? `/alerts/unsubscribe?${tokens.map((t) => `token=${encodeURIComponent(t)}`).join('&')}`
    : '/alerts/unsubscribe';

/**
 * `POST /alerts/unsubscribe?token=…`: the button on the stop link's page (the GET only asks), or a
 * mail client's one-click POST of the digest's List-Unsubscribe link (RFC 8058), which names every
 * alert of the e-mail (`token` repeated). The tokens are the credential (no session, so no
 * cross-site forgery to fear); 303 back to the link's page, which then says the alerts are off, or
 * that the link is not recognised. The page is never cached (a personal route), so it shows the
 * new state at once.
 */
export function alertsUnsubscribeHandler({ db, logger }: { db: Queryable; logger: Logger }) {
  return async (req: Request, res: Response) => {
    const raw = req.query.token ?? (req.body as { token?: unknown } | undefined)?.token;
    const tokens = linkTokens(raw);
    for (const token of tokens) await stopAlertsOfLink(db, token, req.log ?? logger);
    // A token that is no stop link's shape is not echoed back (the page then says so).
    res.redirect(303, unsubscribePath(tokens));
  };
}
