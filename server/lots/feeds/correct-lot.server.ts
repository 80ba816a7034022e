import { unsoldBeforeItsSale } from '#schema/lot-status';
import { recordCorrections } from './lot-corrections.server';
import type { Db } from '#server/db/db.server';
import { LotCoherenceSchema, type LotPatch } from '#schema/lot-feed';
import { fieldErrors } from '#schema/auth';
import { diffLot, keepEquivalentStatus, type LotChange, type LotValues } from './lot-changes';
import { lotVersion } from './editable-lot.server';
import { lotForUpdate, updateLot, type StoredLot } from './lot-store.server';

export type CorrectionResult =
  | { changes: LotChange[]; errors?: undefined; stale?: undefined }
  /** Refused, nothing changed: the lot as corrected would break a rule across its fields. */
  | { changes?: undefined; errors: Record<string, string>; stale?: undefined }
  /** Refused, nothing changed: made from a version of the lot (`base`) it no longer is. */
  | { changes?: undefined; errors?: undefined; stale: StoredLot };

/** The fields a correction names, from `patch`; the others as stored (null = cleared). */
function corrected(before: LotValues, patch: LotPatch): LotValues {
  const pick = <K extends keyof LotPatch & keyof LotValues>(k: K) =>
    patch[k] === undefined ? before[k] : patch[k];
  return {
    ...before,
    guide_min: pick('guide_min'),
    guide_max: pick('guide_max'),
    status: pick('status'),
    sold_price: pick('sold_price'),
    auction_date: pick('auction_date'),
    auction_end_date: pick('auction_end_date'),
    legal_pack_url: pick('legal_pack_url'),
  };
}

const orUndefined = <T>(v: T | null) => v ?? undefined;

/**
 * An editor's correction of one lot (/admin "Lots"), validated by `LotPatchSchema` (the feed's own
 * field rules): the fields it names, the rest kept; the rules across fields checked on the lot as
 * corrected; applied with its history entries and events (source `editor`, actor `user:<id>`) in
 * one transaction. Null when there is no such lot; no changes when nothing moved. With `base`
 * (the `lotVersion` the editor's form loaded), a lot changed since is refused under its row lock.
 */
export async function correctLot(
  db: Db,
  lotId: number,
  patch: LotPatch,
  userId: number,
  { base, now = new Date() }: { base?: string | undefined; now?: Date } = {},
): Promise<CorrectionResult | null> {
  return db.transaction(async (tx) => {
    const before = await lotForUpdate(tx, lotId);
    if (!before) return null;
    if (base !== undefined && base !== lotVersion(before)) return { stale: before };
    const after: LotValues = keepEquivalentStatus(before, corrected(before, patch));
    const coherent = LotCoherenceSchema.safeParse({
      guide_min: orUndefined(after.guide_min),
      guide_max: orUndefined(after.guide_max),
      status: orUndefined(after.status),
      sold_price: orUndefined(after.sold_price),
      auction_date: orUndefined(after.auction_date),
      auction_end_date: orUndefined(after.auction_end_date),
    });
    if (!coherent.success) return { errors: fieldErrors(coherent.error) };
    const tooSoon = unsoldBeforeItsSale(
      after.status,
      after.auction_end_date ?? after.auction_date,
      now,
    );
    if (tooSoon) return { errors: { status: tooSoon } };
    const { changes, history } = diffLot(before, after, now);
    if (changes.length) {
      await updateLot(tx, lotId, after, null, history, changes, {
        source: 'editor',
        actor: `user:${userId}`,
      });
      // Kept against the house's next feed while it still says what it said before.
      await recordCorrections(tx, lotId, before, after);
    }
    return { changes };
  });
}
