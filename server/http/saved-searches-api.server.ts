import { SAVED_SEARCH_ID_PARAM, SAVED_SEARCH_NAME_STATES } from '#schema/saved-search-name';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Db } from '#server/db/db.server';
import { AuthError, parseBody } from '#server/auth/auth-error.server';
import { requireSession } from '#server/auth/session.server';
import {
  createSavedSearch,
  savedState,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '#server/alerts/saved-searches-store.server';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_STATE_PARAM,
  THEN_SAVE_PARAM,
  type SavedSearchState,
} from '#schema/saved-search';
import { signInPath } from '#schema/return-path';
import {
  CreateSavedSearchBodySchema,
  UpdateSavedSearchBodySchema,
} from '#schema/saved-search-body';
import { sendApiError } from './api-error.server';
import { backTo as backToWith, isFormPost } from './form-post.server';
import { jsonBody } from './json-body.server';
import { apiRateLimit } from './rate-limits.server';

const BASE = '/api/saved-searches';
const ID = /^[1-9]\d{0,17}$/;

const isForm = isFormPost;

/** `return_to` (a path on this site, else `fallback`) with `?saved_search=<state>` added. */
const backTo = (req: Request, state: SavedSearchState, fallback: string) =>
  backToWith(req, { [SAVED_SEARCH_STATE_PARAM]: state }, fallback);

/** Where a form post over a rate limit goes: its page, saying to wait. */
const busyRedirect = (req: Request) => backTo(req, 'busy', '/profile');

class NotFound extends Error {}

/**
 * `/api/saved-searches`: the signed-in user's saved searches of the lots results page.
 * JSON for scripts and enhanced forms; plain form posts (no JavaScript) get a 303 back to
 * `return_to` with `?saved_search=<state>`. HTML forms cannot send PATCH or DELETE, so
 * `POST /api/saved-searches/:id` with `intent=update|delete` does the same for them.
 */
export function savedSearchesApiRouter(deps: { db: Db; jwtSecret: string; multiplier: number }) {
  const router = Router();
  router.use(
    BASE,
    jsonBody('16kb'),
    express.urlencoded({ extended: false, limit: '16kb' }),
    apiRateLimit('savedSearches', deps.multiplier, busyRedirect),
  );
  const writes = apiRateLimit('savedSearchWrites', deps.multiplier, busyRedirect);

  const requireUserId = async (req: Request) => (await requireSession(req, deps)).id;

  const idOf = (req: Request) => {
    const id = String(req.params.id);
    if (!ID.test(id)) throw new NotFound();
    return Number(id);
  };

  type Handler = (req: Request, res: Response) => Promise<unknown>;
  /**
   * Expected failures: JSON errors for scripts, a redirect with a state for form posts. Signed out
   * (a session ended while the page was open), a form post goes to sign in and back to its page,
   * with `resume` added (a save asks to be made once signed in, as "Sign in to save" does).
   */
  const handle =
    (fn: Handler, formFallback: string, resume: Record<string, string> = {}) =>
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        await fn(req, res);
      } catch (err) {
        const form = isForm(req);
        if (err instanceof AuthError) {
          if (form)
            return res.redirect(
              303,
              err.status === 401
                ? signInPath(backToWith(req, resume, formFallback, { fresh: true }))
                : backTo(req, 'invalid', formFallback),
            );
          const details = Object.keys(err.errors).length ? { errors: err.errors } : {};
          return sendApiError(res, err.status, err.message, details);
        }
        if (err instanceof NotFound) {
          if (form) return res.redirect(303, backTo(req, 'missing', formFallback));
          return sendApiError(res, 404, 'Saved search not found');
        }
        next(err);
      }
    };

  router.get(
    BASE,
    handle(async (req, res) => {
      const data = await listSavedSearches(deps.db, await requireUserId(req));
      res.set('Cache-Control', 'no-store').json({ data, meta: { limit: MAX_SAVED_SEARCHES } });
    }, '/profile'),
  );

  router.post(
    BASE,
    writes,
    handle(
      async (req, res) => {
        const userId = await requireUserId(req);
        const body = parseBody(CreateSavedSearchBodySchema, req.body);
        const result = await createSavedSearch(deps.db, userId, body);
        if (isForm(req)) return res.redirect(303, backTo(req, savedState(result), '/listings'));
        if (result.kind === 'unknown-place')
          return sendApiError(res, 400, result.message, { errors: { query: result.message } });
        if (result.kind === 'limit') return sendApiError(res, 400, SAVED_SEARCH_MESSAGES.limit);
        if (result.kind === 'exists')
          return sendApiError(res, 409, SAVED_SEARCH_MESSAGES.exists, { id: result.id });
        res.status(201).json({ data: result.search });
      },
      '/listings',
      { [THEN_SAVE_PARAM]: '1' },
    ),
  );

  const update: Handler = async (req, res) => {
    const userId = await requireUserId(req);
    const id = idOf(req);
    // The form's own fields (`intent`, `return_to`) are not changes to the search.
    const {
      intent: _intent,
      return_to: _returnTo,
      ...fields
    } = (req.body ?? {}) as Record<string, unknown>;
    let body;
    try {
      body = parseBody(UpdateSavedSearchBodySchema, fields);
    } catch (err) {
      // A name of only spaces passes the browser's `required`, and a hand-made post its
      // `maxlength`: the profile marks that search's field.
      const named =
        err instanceof AuthError && isForm(req)
          ? Object.entries(SAVED_SEARCH_NAME_STATES).find(([, m]) => err.errors.name === m)
          : undefined;
      if (!named) throw err;
      const state = { [SAVED_SEARCH_STATE_PARAM]: named[0], [SAVED_SEARCH_ID_PARAM]: String(id) };
      return res.redirect(303, backToWith(req, state, '/profile'));
    }
    const search = await updateSavedSearch(deps.db, userId, id, body);
    if (!search) throw new NotFound();
    if (isForm(req)) return res.redirect(303, backTo(req, 'updated', '/profile'));
    res.json({ data: search });
  };

  const remove: Handler = async (req, res) => {
    const userId = await requireUserId(req);
    if (!(await deleteSavedSearch(deps.db, userId, idOf(req)))) throw new NotFound();
    if (isForm(req)) return res.redirect(303, backTo(req, 'deleted', '/profile'));
    res.status(204).end();
  };

  router.patch(`${BASE}/:id`, writes, handle(update, '/profile'));
  router.delete(`${BASE}/:id`, writes, handle(remove, '/profile'));
  router.post(
    `${BASE}/:id`,
    writes,
    handle(async (req, res) => {
      const intent = (req.body as { intent?: unknown } | undefined)?.intent;
      if (intent === 'delete') return remove(req, res);
      if (intent === 'update') return update(req, res);
      throw new AuthError(400, 'Say what to do: intent must be update or delete', {
        intent: 'Choose update or delete',
      });
    }, '/profile'),
  );

  return router;
}
