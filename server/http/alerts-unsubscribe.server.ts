import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import { linkTokens, stopAlertsOfLink } from '#server/alerts/stop-alerts.server';
import { restoreAlertsOfLink } from '#server/alerts/restore-alerts.server';
import { ALERTS_RESTORED_PARAM, RESTORE_ALERTS_INTENT } from '#schema/link-token';

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
 * new state at once. With `intent=restore` (the page's button after a stop) it turns the alerts
 * the link stopped back on as they were (decision 173).
 */
export function alertsUnsubscribeHandler({ db, logger }: { db: Db; logger: Logger }) {
  return async (req: Request, res: Response) => {
    const body = req.body as { token?: unknown; intent?: unknown } | undefined;
    const tokens = linkTokens(req.query.token ?? body?.token);
    const log = req.log ?? logger;
    if (body?.intent === RESTORE_ALERTS_INTENT) {
      for (const token of tokens) await restoreAlertsOfLink(db, token, log);
      const back = unsubscribePath(tokens);
      res.redirect(303, tokens.length ? `${back}&${ALERTS_RESTORED_PARAM}=1` : back);
      return;
    }
    for (const token of tokens) await stopAlertsOfLink(db, token, log);
    // A token that is no stop link's shape is not echoed back (the page then says so).
    res.redirect(303, unsubscribePath(tokens));
  };
}
