import { lotStatusKey } from './lot-status';

/**
 * When a sold lot was sold, as UK listings say it: before its auction ("Sold before auction", a
 * sale agreed prior), at it (under the hammer: plain "Sold") or after it ("Sold after auction",
 * agreed once the hammer had not fallen). The graph's `sold_when` column, derived from the lot's
 * history and its sale's dates by `sold_when()` (migration 050), the one rule (decision 091).
 */
export const SOLD_WHEN = ['before', 'at', 'after'] as const;
export type SoldWhen = (typeof SOLD_WHEN)[number];

export const SOLD_BEFORE_AUCTION = 'Sold before auction';
export const SOLD_AFTER_AUCTION = 'Sold after auction';

const LABELS: Record<string, string> = {
  before: SOLD_BEFORE_AUCTION,
  after: SOLD_AFTER_AUCTION,
};

/**
 * A lot badge's words when they say more than its state: "Sold before auction" or "Sold after
 * auction"; else undefined (a hammer sale reads "Sold"). Only ever for a lot whose state is Sold.
 */
export const soldWhenLabel = (
  status: string | null | undefined,
  soldWhen: string | null | undefined,
): string | undefined =>
  lotStatusKey(status) === 'sold' && soldWhen ? LABELS[soldWhen] : undefined;
