import type { LotHistoryEvent } from './entities';
import { lotStatusKey } from './lot-status';

/** History events that decide how a lot left (or came back to) the market. */
const RESULT_EVENTS = new Set([
  'sold',
  'sold_prior',
  'unsold',
  'withdrawn',
  'postponed',
  'back_on_sale',
]);

/**
 * Whether a sold lot was sold before its auction rather than under the hammer: its latest result
 * event (in the order the history was written) is `sold_prior`. A price correction keeps it so; a
 * lot back on sale after a sale that fell through and then sold at the auction is a sale at auction.
 * A lot whose state is not Sold never reads as sold before auction, whatever its history says.
 */
export function soldBeforeAuction(
  status: string | null | undefined,
  history: ReadonlyArray<LotHistoryEvent> | null | undefined,
): boolean {
  if (lotStatusKey(status) !== 'sold') return false;
  let last: string | undefined;
  for (const { event } of history ?? []) if (event && RESULT_EVENTS.has(event)) last = event;
  return last === 'sold_prior';
}

/** How a sale made ahead of the auction reads, in the Sold badge's colour. */
export const SOLD_BEFORE_AUCTION = 'Sold before auction';

/** A lot badge's words when they say more than its state: "Sold before auction"; else undefined. */
export const soldBeforeAuctionLabel = (
  status: string | null | undefined,
  history: ReadonlyArray<LotHistoryEvent> | null | undefined,
) => (soldBeforeAuction(status, history) ? SOLD_BEFORE_AUCTION : undefined);
