import { PrefetchLink } from '#client/components/prefetch-link';
import { formatDate, formatGuide, formatMoney } from '#shared/format/format';
import type { LotOffer } from '#shared/payloads/directory-data';

/*
 * A property its house offers again in a later sale (decision 085): the earlier lot's page says
 * where it is offered now, the new lot's page where it was offered before and how that went.
 */

const lotName = (o: LotOffer) => (o.lot_number ? `Lot ${o.lot_number}` : 'The lot');

const when = (o: LotOffer) => (o.closes_at ? formatDate(o.closes_at, 'long') : null);

/** "Guide £90,000–£100,000", "Sold for £95,000", or nothing. */
function priceWords(o: LotOffer): string | null {
  if (o.sold_price !== null) return `Sold for ${formatMoney(o.sold_price)}`;
  if (o.guide_price_min === null) return null;
  return `Guide ${formatGuide(o.guide_price_min, o.guide_price_max)}`;
}

/** On the earlier lot's page, first thing under its status: the sale it is offered in now. */
export function OfferedAgainNote({ offer }: { offer: LotOffer }) {
  const sale = [lotName(offer), offer.auction_title, when(offer)].filter(Boolean).join(', ');
  const facts = [offer.status === 'Available' ? null : offer.status, priceWords(offer)]
    .filter(Boolean)
    .join(' · ');
  return (
    <p className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <strong>This property is offered again: </strong>
      <PrefetchLink
        to={`/listings/${offer.id}`}
        className="font-semibold text-brand-700 underline hover:no-underline"
      >
        {sale}
      </PrefetchLink>
      {facts ? ` (${facts})` : null}
    </p>
  );
}

/** On the new lot's page, beside its auction: the earlier sale of the same property. */
export function OfferedBeforeLink({ offer }: { offer: LotOffer }) {
  const facts = [offer.status, priceWords(offer)].filter(Boolean).join(' · ');
  return (
    <PrefetchLink
      to={`/listings/${offer.id}`}
      className="block rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:underline"
    >
      <span className="block text-sm font-normal text-slate-600">Offered before</span>
      {[lotName(offer), offer.auction_title].filter(Boolean).join(', ')}
      <span className="mt-1 block text-sm font-normal text-slate-700">
        {[when(offer), facts].filter(Boolean).join(': ')}
      </span>
    </PrefetchLink>
  );
}
