import type { GlobalConfig } from '#schema/global-config';
import { DURATION_NAMES, PROPERTY_TYPE_NAMES, type SoldPriceRecord } from '#schema/entities';
import { fillTemplate, formatDate, formatMoney } from '#shared/format/format';
import { saleAddressLine } from '#shared/format/sale-address';

/**
 * The record as the card templates see it: money, dates and Land Registry codes made readable,
 * and `address`, the whole address line with the flat.
 */
export function displaySoldRecord(r: SoldPriceRecord): Record<string, unknown> {
  return {
    ...r,
    price: formatMoney(r.price),
    date_of_transfer: formatDate(r.date_of_transfer),
    property_type: PROPERTY_TYPE_NAMES[r.property_type] ?? r.property_type,
    duration: DURATION_NAMES[r.duration] ?? r.duration,
    old_new: r.old_new === 'Y' ? 'New build' : 'Established',
    // Flat, house and street in one line ("Flat 42, Cavendish Point, Quarry Road").
    address: saleAddressLine(r),
  };
}

/** SPEC §3: the rows come from global config `sold_house_price_card_details_config`. */
export function SoldPriceCard({
  record,
  rows,
}: {
  record: SoldPriceRecord;
  rows: GlobalConfig['sold_house_price_card_details_config'];
}) {
  const display = displaySoldRecord(record);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-right font-medium text-slate-900">
              {fillTemplate(row.value, display)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
