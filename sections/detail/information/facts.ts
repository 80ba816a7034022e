import type { LotRecord } from '#schema/entities';
import { auctionDateOf, formatDate, formatMoney, isModernMethod } from '#shared/format/format';
import { isBiddingOpen, lotStatusBadge } from '#schema/lot-status';
import { auctionWhen, biddingOpenLine, closingLabel } from '#shared/format/sale-phase';
import type { FactField } from './fact-labels';

type Fact = (lot: LotRecord) => { label?: string; value: string | null };

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : String(v);

/** How each fact reads from the lot; `label` only where the standard label depends on the lot. */
export const FACTS: Record<FactField, Fact> = {
  lot_number: (lot) => ({ value: text(lot.lot_number) }),
  lot_status: (lot) => ({
    value:
      isBiddingOpen(lot.lot_status, lot.sale_phase) && lot.auction_end_date
        ? biddingOpenLine(lot.auction_end_date)
        : lotStatusBadge(lot.lot_status).label,
  }),
  property_type: (lot) => ({ value: text(lot.property_type) }),
  bedrooms: (lot) => ({ value: text(lot.bedrooms) }),
  tenure: (lot) => ({ value: text(lot.tenure) }),
  auction_method: (lot) => ({ value: text(lot.auction_method) }),
  auction_date: (lot) => {
    const when = auctionWhen(lot);
    if (!when) return { label: auctionDateOf(lot).label, value: null };
    const { label, value, closes } = when;
    const closing = closingLabel(lot)?.toLowerCase();
    if (closes && closing) return { label, value: `${value} (${closing} ${closes})` };
    // A Modern sale's facts gave its end alone; when bidding opens was in "All details" only.
    const opens = isModernMethod(lot.auction_method) ? lot.auction_date : null;
    return { label, value: opens ? `${value} (bidding from ${formatDate(opens)})` : value };
  },
  address: (lot) => ({ value: text([lot.address, lot.postcode].filter(Boolean).join(', ')) }),
  location: (lot) => ({ value: text(lot.location) }),
  postcode: (lot) => ({ value: text(lot.postcode) }),
  guide_price: (lot) => ({
    value:
      lot.guide_price_min === null
        ? null
        : `${formatMoney(lot.guide_price_min)}${lot.guide_price_max ? ` – ${formatMoney(lot.guide_price_max)}` : ''}`,
  }),
  sold_price: (lot) => ({ value: lot.sold_price === null ? null : formatMoney(lot.sold_price) }),
  auction_house: (lot) => ({ value: text(lot.auction_house?.name) }),
};
