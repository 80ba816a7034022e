import type { Router } from 'express';
import type { Queryable } from '#server/db/db.server';
import {
  createFeedToken,
  houseFeedTokens,
  revokeFeedTokens,
} from '#server/lots/feeds/feed-tokens.server';
import { FeedTokenBodySchema, NO_SUCH_HOUSE } from '#schema/feed-tokens';
import { BadInput, parse, type adminHandle } from './admin-access.server';

/**
 * An auction house's lot feed tokens from the admin (admins only): listed by house, issued (the
 * token answered once, only its SHA-256 stored) and revoked. `npm run feeds:token` does the same
 * from a shell, but on the embedded database it cannot run while the server holds it: a default
 * install could not take a feed without stopping the site. The audit log names the house, never
 * the token.
 */
export function feedTokenRoutes(
  router: Router,
  handle: ReturnType<typeof adminHandle>,
  deps: { db: Queryable },
) {
  const { db } = deps;
  router.get(
    '/api/admin/feed-tokens',
    handle(async () => ({ houses: await houseFeedTokens(db) }), { can: 'feeds' }),
  );
  router.post(
    '/api/admin/feed-tokens',
    handle(
      async (req, res, _user, audit) => {
        const { house } = parse(FeedTokenBodySchema, req.body);
        const token = await createFeedToken(db, house);
        if (!token) throw new BadInput({ house: NO_SUCH_HOUSE });
        await audit({ action: 'feed-token-issued', targetKind: 'auction-house', target: house });
        // Shown once: never kept by a cache on the way.
        res.setHeader('Cache-Control', 'no-store');
        return { house, token };
      },
      { can: 'feeds', status: 201 },
    ),
  );
  router.post(
    '/api/admin/feed-tokens/revoke',
    handle(
      async (req, _res, _user, audit) => {
        const { house } = parse(FeedTokenBodySchema, req.body);
        const revoked = await revokeFeedTokens(db, house);
        if (revoked === null) throw new BadInput({ house: NO_SUCH_HOUSE });
        await audit({
          action: 'feed-tokens-revoked',
          targetKind: 'auction-house',
          target: house,
          after: { revoked },
        });
        return { house, revoked };
      },
      { can: 'feeds' },
    ),
  );
}
