import type { Queryable } from '#server/db/db.server';
import { LOT_CORRECTION_FIELDS } from '#schema/lot-feed';
import { same, sameInstant, type LotValues } from './lot-changes';

/**
 * The fields an editor corrects by hand (/admin "Lots"), each kept against the house's next feed
 * while that feed still says what the lot held before the correction (decision 147). Without
 * this, the house's unchanged catalogue put a corrected sold price back, recorded a second
 * "Sold price corrected" and e-mailed the watchers both.
 */
export const CORRECTED_FIELDS = LOT_CORRECTION_FIELDS satisfies ReadonlyArray<keyof LotValues>;
export type CorrectedField = (typeof CORRECTED_FIELDS)[number];

/** Per lot, per corrected field: the house's value before the editor's correction. */
export type LotCorrections = Map<number, Map<CorrectedField, unknown>>;

const DATE_FIELDS = new Set<CorrectedField>(['auction_date', 'auction_end_date']);

/** The same value as the house sent it: dates as instants, the rest as stored. */
const sameValue = (field: CorrectedField, a: unknown, b: unknown): boolean =>
  DATE_FIELDS.has(field)
    ? sameInstant((a as string | null) ?? null, (b as string | null) ?? null)
    : same(a, b);

/** The corrections standing on these lots. */
export async function correctionsOf(tx: Queryable, lotIds: number[]): Promise<LotCorrections> {
  const out: LotCorrections = new Map();
  if (!lotIds.length) return out;
  const { rows } = await tx.query<{ lot_id: number | string; field: string; feed_value: unknown }>(
    'SELECT lot_id, field, feed_value FROM lot_corrections WHERE lot_id = ANY($1::bigint[])',
    [lotIds],
  );
  for (const r of rows) {
    const id = Number(r.lot_id);
    const fields = out.get(id) ?? new Map<CorrectedField, unknown>();
    fields.set(r.field as CorrectedField, r.feed_value);
    out.set(id, fields);
  }
  return out;
}

/**
 * Records an editor's correction from `before` to `after`: for each field it changed, the
 * house's value (the one recorded at an earlier correction, else the lot's before this one); a
 * field set back to the house's value is no correction any more.
 */
export async function recordCorrections(
  tx: Queryable,
  lotId: number,
  before: LotValues,
  after: LotValues,
): Promise<void> {
  const standing = (await correctionsOf(tx, [lotId])).get(lotId);
  for (const field of CORRECTED_FIELDS) {
    if (sameValue(field, before[field], after[field])) continue;
    const house = standing?.has(field) ? standing.get(field) : before[field];
    if (sameValue(field, after[field], house))
      await tx.query('DELETE FROM lot_corrections WHERE lot_id = $1 AND field = $2', [
        lotId,
        field,
      ]);
    else
      await tx.query(
        `INSERT INTO lot_corrections (lot_id, field, feed_value) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (lot_id, field) DO UPDATE SET feed_value = EXCLUDED.feed_value, corrected_at = now()`,
        [lotId, field, JSON.stringify(house ?? null)],
      );
  }
}

/**
 * A feed's values for a lot with its editor's corrections kept where the feed still sends the
 * house's earlier value; a field the feed now sends otherwise is the house's new word, and its
 * correction is dropped (`dropped`, to delete in the same transaction).
 */
export function withCorrectionsKept(
  stored: LotValues,
  fromFeed: LotValues,
  corrections: Map<CorrectedField, unknown> | undefined,
): { values: LotValues; dropped: CorrectedField[] } {
  if (!corrections?.size) return { values: fromFeed, dropped: [] };
  const values = { ...fromFeed };
  const dropped: CorrectedField[] = [];
  for (const [field, house] of corrections) {
    if (sameValue(field, fromFeed[field], house)) Object.assign(values, { [field]: stored[field] });
    else dropped.push(field);
  }
  return { values, dropped };
}

/** Deletes the corrections a feed's new values replaced. */
export async function dropCorrections(
  tx: Queryable,
  lotId: number,
  fields: CorrectedField[],
): Promise<void> {
  if (fields.length)
    await tx.query('DELETE FROM lot_corrections WHERE lot_id = $1 AND field = ANY($2::text[])', [
      lotId,
      fields,
    ]);
}
