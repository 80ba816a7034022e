import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Db } from '#server/db/db.server';
import { AuthError, parseBody } from '#server/auth/auth-error.server';
import { requireSession } from '#server/auth/session.server';
import {
  listWatches,
  markWatchSeen,
  setWatchAlertFrequency,
  unwatchLot,
  watchAlertFrequency,
  watchLotSaid,
} from '#server/alerts/watchlist-store.server';
import { WatchBodySchema, WatchSettingsBodySchema } from '#schema/watchlist-body';
import { signInPath } from '#schema/return-path';
import {
  MAX_WATCHED_LOTS,
  WATCH_LOT_PARAM,
  WATCH_MESSAGES,
  WATCH_STATE_PARAM,
  type WatchState,
} from '#schema/watchlist';
import { sendApiError } from './api-error.server';
import { backTo, isFormPost, returnPathOf } from './form-post.server';
import { jsonBody } from './json-body.server';
import { apiRateLimit } from './rate-limits.server';

const BASE = '/api/watchlist';
const PROFILE = '/profile#watched-lots';

/** An outcome that is not a success: its JSON status and the state a form post reports. */
class Outcome extends Error {
  constructor(
    readonly status: number,
    readonly state: WatchState,
    readonly lotId?: number,
  ) {
    super(WATCH_MESSAGES[state]);
  }
}

/** The lot a request is about: `:lotId` in the path, else `lot_id` in the body. */
function lotIdOf(req: Request): number {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const raw = req.params.lotId ?? body.lot_id;
  return parseBody(WatchBodySchema, { lot_id: raw }).lot_id;
}

/** Where a form post over a rate limit goes: its page, saying to wait (beside its lot's button). */
function busyRedirect(req: Request): string {
  const lot = String((req.body as { lot_id?: unknown } | undefined)?.lot_id ?? '');
  const state = { [WATCH_STATE_PARAM]: 'busy' satisfies WatchState };
  return backTo(
    req,
    /^[1-9]\d{0,17}$/.test(lot) ? { ...state, [WATCH_LOT_PARAM]: lot } : state,
    PROFILE,
  );
}

/**
 * `/api/watchlist`: the signed-in buyer's watched lots (issue 16). JSON for scripts and enhanced
 * buttons; plain form posts (no JavaScript) get a 303 back to `return_to` with
 * `?watch=<state>&watch_lot=<id>`. HTML forms cannot send DELETE, so a form's `intent`
 * (watch | unwatch | seen) says what to do.
 */
export function watchlistApiRouter(deps: { db: Db; jwtSecret: string; multiplier: number }) {
  const router = Router();
  router.use(
    BASE,
    jsonBody('4kb'),
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }),
    apiRateLimit('watchlist', deps.multiplier, busyRedirect),
  );
  const writes = apiRateLimit('watchlistWrites', deps.multiplier, busyRedirect);
  const userIdOf = async (req: Request) => (await requireSession(req, deps)).id;

  type Handler = (req: Request, res: Response) => Promise<unknown>;
  /** Expected failures: JSON errors for scripts, a redirect with a state for form posts. */
  const handle =
    (fn: Handler, formFallback: string) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await fn(req, res);
      } catch (err) {
        const form = isFormPost(req);
        if (err instanceof AuthError) {
          if (form && err.status === 401)
            return res.redirect(303, signInPath(returnPathOf(req, formFallback)));
          if (form)
            return res.redirect(303, backTo(req, { [WATCH_STATE_PARAM]: 'invalid' }, formFallback));
          const details = Object.keys(err.errors).length ? { errors: err.errors } : {};
          return sendApiError(res, err.status, err.message, details);
        }
        if (err instanceof Outcome) {
          if (form)
            return res.redirect(303, stateRedirect(req, err.state, err.lotId, formFallback));
          return sendApiError(res, err.status, err.message);
        }
        next(err);
      }
    };

  const stateRedirect = (
    req: Request,
    state: WatchState,
    lotId: number | undefined,
    fallback: string,
  ) =>
    backTo(
      req,
      lotId === undefined
        ? { [WATCH_STATE_PARAM]: state }
        : { [WATCH_STATE_PARAM]: state, [WATCH_LOT_PARAM]: String(lotId) },
      fallback,
    );

  const list: Handler = async (req, res) => {
    const userId = await userIdOf(req);
    const [watches, frequency] = await Promise.all([
      listWatches(deps.db, userId),
      watchAlertFrequency(deps.db, userId),
    ]);
    res
      .set('Cache-Control', 'no-store')
      .json({ data: watches, meta: { limit: MAX_WATCHED_LOTS, frequency } });
  };

  const watch: Handler = async (req, res) => {
    const userId = await userIdOf(req);
    const lotId = lotIdOf(req);
    // Undo on /profile puts back the watch just stopped, as it was (decision 102).
    const undo = (req.body as { undo?: unknown } | undefined)?.undo === true;
    const result = await watchLotSaid(deps.db, userId, lotId, { undo });
    if (result === 'limit') throw new Outcome(400, 'limit', lotId);
    if (result === 'missing') throw new Outcome(404, 'missing', lotId);
    if (result === 'sold') throw new Outcome(409, 'sold', lotId);
    // A new watch tells whether e-mails will follow: not when the buyer turned them off.
    const quiet = result === 'added_quiet';
    if (isFormPost(req)) return res.redirect(303, stateRedirect(req, result, lotId, '/profile'));
    res.status(result === 'exists' ? 200 : 201).json({
      data: { lot_id: lotId, watching: true, ...(quiet ? { emails: false } : {}) },
    });
  };

  const unwatch: Handler = async (req, res) => {
    const userId = await userIdOf(req);
    const lotId = lotIdOf(req);
    // Unwatching a lot nobody watched is already done: repeating a click is harmless.
    await unwatchLot(deps.db, userId, lotId);
    if (isFormPost(req)) return res.redirect(303, stateRedirect(req, 'removed', lotId, PROFILE));
    res.status(204).end();
  };

  const seen: Handler = async (req, res) => {
    const userId = await userIdOf(req);
    const lotId = lotIdOf(req);
    if (!(await markWatchSeen(deps.db, userId, lotId))) throw new Outcome(404, 'missing', lotId);
    if (isFormPost(req)) return res.redirect(303, stateRedirect(req, 'seen', lotId, PROFILE));
    res.status(204).end();
  };

  const settings: Handler = async (req, res) => {
    const userId = await userIdOf(req);
    const { return_to: _returnTo, ...fields } = (req.body ?? {}) as Record<string, unknown>;
    const { frequency } = parseBody(WatchSettingsBodySchema, fields);
    await setWatchAlertFrequency(deps.db, userId, frequency);
    if (isFormPost(req))
      return res.redirect(303, stateRedirect(req, 'settings', undefined, PROFILE));
    res.json({ data: { frequency } });
  };

  router.get(BASE, handle(list, PROFILE));
  router.post(
    BASE,
    writes,
    handle(async (req, res) => {
      const intent = (req.body as { intent?: unknown } | undefined)?.intent ?? 'watch';
      if (intent === 'watch') return watch(req, res);
      if (intent === 'unwatch') return unwatch(req, res);
      if (intent === 'seen') return seen(req, res);
      throw new AuthError(400, 'Say what to do: intent must be watch, unwatch or seen', {
        intent: 'Choose watch, unwatch or seen',
      });
    }, PROFILE),
  );
  router.delete(BASE, writes, handle(unwatch, PROFILE));
  router.delete(`${BASE}/:lotId`, writes, handle(unwatch, PROFILE));
  router.post(`${BASE}/seen`, writes, handle(seen, PROFILE));
  router.put(`${BASE}/settings`, writes, handle(settings, PROFILE));
  router.post(`${BASE}/settings`, writes, handle(settings, PROFILE));
  return router;
}
