import type { GlobalConfig } from '#schema/global-config';
import { DURATION_NAMES, PROPERTY_TYPE_NAMES, type SoldPriceRecord } from '#schema/entities';
import { fillTemplate, formatDate, formatMoney } from '#shared/format/format';
import { addressLine } from '#shared/format/sale-address';
import { FACT_ROW, FACT_VALUE } from '#client/components/fact-row';

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
    // Flat, house and street in one line ("Flat 42, Cavendish Point, Quarry Road"), written as
    // names by the server (readableSale).
    address: addressLine(r),
  };
}

/** A sale's heading: its address line and postcode ("Flat 2, 14 Brudenell Road, LS6 1BD"). */
export const saleHeading = (r: SoldPriceRecord) =>
  [addressLine(r), r.postcode].filter(Boolean).join(', ') || 'Sale';

/**
 * SPEC §3: the rows come from global config `sold_house_price_card_details_config`. With
 * `headingLevel`, the sale's address is a heading for screen readers to move between sales by;
 * it is not shown, as the editors' rows already show the address where they chose.
 */
export function SoldPriceCard({
  record,
  rows,
  headingLevel,
}: {
  record: SoldPriceRecord;
  rows: GlobalConfig['sold_house_price_card_details_config'];
  headingLevel?: 2 | 3;
}) {
  const display = displaySoldRecord(record);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {headingLevel ? <Heading className="sr-only">{saleHeading(record)}</Heading> : null}
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className={`${FACT_ROW} gap-x-4`}>
            <dt className="text-slate-500">{row.label}</dt>
            <dd className={`${FACT_VALUE} font-medium text-slate-900`}>
              {fillTemplate(row.value, display)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
