import { Router } from 'express';
import type { Queryable } from '#server/db/db.server';
import { suggest } from '#server/areas/suggest.server';
import { fieldErrors } from '#schema/auth';
import { SUGGEST_PATH, type SuggestResponse } from '#schema/suggest';
import { SuggestQuerySchema } from '#schema/suggest-query';
import { sendApiError } from './api-error.server';
import { apiRateLimit } from './rate-limits.server';

/** Suggestions change only with the data: browsers and proxies may keep an answer a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /api/suggest?q=…`: autocomplete for location fields (places, postcodes, auction houses).
 * A bad or missing `q` is a 400 with field messages; the rate limit is `API_RATE_LIMITS.suggest`.
 */
export function suggestApiRouter(deps: { db: Queryable; multiplier: number }) {
  const router = Router();
  router.get(SUGGEST_PATH, apiRateLimit('suggest', deps.multiplier), async (req, res) => {
    const parsed = SuggestQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      sendApiError(res, 400, Object.values(errors)[0] ?? 'Bad query', { errors });
      return;
    }
    const { q, houses } = parsed.data;
    const body: SuggestResponse = {
      q,
      suggestions: await suggest(deps.db, q, { houses: houses === '1' }),
    };
    res.set('Cache-Control', CACHE_CONTROL).json(body);
  });
  return router;
}
