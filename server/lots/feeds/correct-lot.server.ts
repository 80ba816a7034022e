import type { Db } from '#server/db/db.server';
import type { LotCorrection } from '#schema/lot-feed';
import { diffLot, keepEquivalentStatus, type LotChange, type LotValues } from './lot-changes';
import { lotForUpdate, updateLot } from './lot-store.server';

export interface CorrectionResult {
  changes: LotChange[];
}

/**
 * An editor's correction of one lot (/admin "Lots"), validated by `LotCorrectionSchema` (the feed's
 * own field rules): applied with its history entries and events (source `editor`, actor
 * `user:<id>`) in one transaction. Null when there is no such lot; no changes when nothing moved.
 */
export async function correctLot(
  db: Db,
  lotId: number,
  correction: LotCorrection,
  userId: number,
  now = new Date(),
): Promise<CorrectionResult | null> {
  return db.transaction(async (tx) => {
    const before = await lotForUpdate(tx, lotId);
    if (!before) return null;
    const after: LotValues = keepEquivalentStatus(before, {
      ...before,
      guide_min: correction.guide_min ?? null,
      guide_max: correction.guide_max ?? null,
      status: correction.status ?? null,
      sold_price: correction.sold_price ?? null,
      auction_date: correction.auction_date,
      auction_end_date: correction.auction_end_date ?? null,
      legal_pack_url: correction.legal_pack_url ?? null,
    });
    const { changes, history } = diffLot(before, after, now);
    if (changes.length)
      await updateLot(tx, lotId, after, null, history, changes, {
        source: 'editor',
        actor: `user:${userId}`,
      });
    return { changes };
  });
}
