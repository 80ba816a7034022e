import { Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db, Queryable } from '#server/db/db.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import { lotEventsAfter, type LotEvent } from '#server/lots/lot-events.server';
import { correctLot } from '#server/lots/feeds/correct-lot.server';
import { listImports } from '#server/lots/feeds/import-log.server';
import { lotForUpdate } from '#server/lots/feeds/lot-store.server';
import { editableLot, editableLotWithVersion } from '#server/lots/feeds/editable-lot.server';
import { LotPatchBodySchema } from '#schema/lot-feed';
import { safeString } from '#schema/safe-text';
import { adminHandle, BadInput, parse } from './admin-access.server';
import { jsonBody } from './json-body.server';
import { feedTokenRoutes } from './admin-feed-tokens-routes.server';

export interface AdminLotsApiDeps {
  db: Db;
  jwtSecret: string;
  logger: Logger;
  onLotsChanged: (reason: string) => Promise<void>;
}

/** Most lots a search in the admin lists. */
const LOTS_FOUND_SHOWN = 20;

const LotSearchSchema = z.object({
  q: safeString().trim().min(1, 'Type a lot id or part of its address').max(100),
});
const ImportsQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A correction made from a version of the lot it no longer is (`base`): what the 409 says. */
const STALE_LOT =
  'This lot was changed by someone else since you opened it (an editor or a feed). Look at it again, then save if you still mean to.';

const idOf = (raw: unknown) => {
  const id = IdSchema.safeParse(raw);
  if (!id.success) throw new CmsStoreError(404, 'Not found');
  return id.data;
};

/**
 * Each event with `by`: who made the change as an editor reads it, the account's e-mail for an
 * editor's correction (`user:7`), "feed import 42" for a feed, "demo data" for the seed.
 */
async function withAuthors(db: Queryable, events: LotEvent[]) {
  const ids = [
    ...new Set(
      events.flatMap((e) => (/^user:\d+$/.test(e.actor ?? '') ? [e.actor!.slice(5)] : [])),
    ),
  ];
  const emails = new Map<string, string>();
  if (ids.length) {
    const { rows } = await db.query<{ id: string; email: string }>(
      'SELECT id::text AS id, email FROM users WHERE id = ANY($1::bigint[])',
      [ids],
    );
    for (const r of rows) emails.set(r.id, r.email);
  }
  const byOf = (e: LotEvent): string => {
    if (e.actor?.startsWith('user:'))
      return emails.get(e.actor.slice(5)) ?? `a deleted account (${e.actor})`;
    if (e.source === 'feed')
      return e.actor?.startsWith('import:') ? `feed import ${e.actor.slice(7)}` : 'a feed';
    return e.source === 'seed' ? 'demo data' : e.source;
  };
  return events.map((e) => ({ ...e, by: byOf(e) }));
}

/**
 * `/api/admin/lots*`, `/api/admin/imports` and `/api/admin/feed-tokens*` (admins: a house's
 * feed tokens, admin-feed-tokens-routes.server.ts): editors find a lot (by id or address), correct it
 * with the feed's validation (a partial correction: the fields sent; recorded as events by
 * `user:<id>`), and read the lot feed import
 * log. Reading needs the `read` action, a correction `publish` (it is live at once) and is an
 * audit entry; the admin API's error shape (decision 048).
 */
export function adminLotsApiRouter(deps: AdminLotsApiDeps) {
  const router = Router();
  const handle = adminHandle(deps);
  router.use(['/api/admin/lots', '/api/admin/imports', '/api/admin/feed-tokens'], jsonBody('64kb'));

  router.get(
    '/api/admin/lots',
    handle(
      async (req) => {
        const { q } = parse(LotSearchSchema, req.query);
        const id = /^\d{1,15}$/.test(q) ? Number(q) : null;
        // The lot with that id first, then those closing nearest to today, either side: what an
        // editor corrects is a sale about to close or one whose results are coming in.
        const { rows } = await deps.db.query<{ total: number }>(
          `SELECT p.id, p.title, p.address, p.postcode, p.lot_number, h.name AS house,
           lot_state(p.lot_status, p.auction_date, p.auction_end_date) AS state, p.auction_date,
           coalesce(p.auction_end_date, p.auction_date) AS closes_at, count(*) OVER ()::int AS total
         FROM auction_properties p JOIN auction_houses h ON h.id = p.auction_house_id
         WHERE p.id = $1 OR p.address ILIKE '%' || $2 || '%' OR p.title ILIKE '%' || $2 || '%'
         ORDER BY (p.id = $1) DESC NULLS LAST,
           abs(extract(epoch FROM coalesce(p.auction_end_date, p.auction_date) - now())) NULLS LAST,
           p.id
         LIMIT ${LOTS_FOUND_SHOWN}`,
          [id, q.replace(/[\\%_]/g, (c) => `\\${c}`)],
        );
        const total = rows[0]?.total ?? 0;
        return { lots: rows.map(({ total: _, ...lot }) => lot), total };
      },
      { can: 'read' },
    ),
  );
  router.get(
    '/api/admin/lots/:id',
    handle(
      async (req) => {
        const id = idOf(req.params.id);
        const lot = await lotForUpdate(deps.db, id);
        if (!lot) throw new CmsStoreError(404, 'No lot has this id');
        const events = await lotEventsAfter(deps.db, [id], 0, 200);
        return {
          lot: editableLotWithVersion(lot),
          events: await withAuthors(deps.db, events.reverse()),
        };
      },
      { can: 'read' },
    ),
  );
  router.put(
    '/api/admin/lots/:id',
    handle(
      async (req, _res, user, audit) => {
        const id = idOf(req.params.id);
        // The fields sent are changed, those left out kept; `null` or "" clears one.
        const { base, ...patch } = parse(LotPatchBodySchema, req.body);
        const before = await lotForUpdate(deps.db, id);
        const result = await correctLot(deps.db, id, patch, user.id, { base });
        if (!result || !before) throw new CmsStoreError(404, 'No lot has this id');
        if (result.errors) throw new BadInput(result.errors);
        if (result.stale)
          throw new CmsStoreError(409, STALE_LOT, {
            current: editableLotWithVersion(result.stale),
          });
        const lot = await lotForUpdate(deps.db, id);
        if (result.changes.length) {
          await deps.onLotsChanged(`lot ${id} corrected`);
          await audit({
            action: 'lot-corrected',
            targetKind: 'lot',
            target: id,
            before: editableLot(before),
            after: lot && editableLot(lot),
          });
        }
        return { lot: lot && editableLotWithVersion(lot), changes: result.changes };
      },
      { can: 'publish' },
    ),
  );
  router.get(
    '/api/admin/imports',
    handle(
      async (req) => ({
        imports: await listImports(deps.db, {
          before: parse(ImportsQuerySchema, req.query).before,
        }),
      }),
      { can: 'read' },
    ),
  );
  feedTokenRoutes(router, handle, deps);
  return router;
}
