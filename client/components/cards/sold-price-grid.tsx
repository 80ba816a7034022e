import type { SoldPriceRecord } from '#schema/entities';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config-default';
import { useRootData } from '#client/app/root-data';
import { SoldPriceCard } from './sold-price-card';

/** Sold price cards with the rows an editor configured (global config, SPEC §3). */
export function SoldPriceGrid({
  records,
  layout = 'grid',
  headingLevel,
}: {
  records: SoldPriceRecord[];
  layout?: 'grid' | 'list';
  /** Each sale's address heading: 2 under the page's h1, 3 in a section with an h2. */
  headingLevel: 2 | 3;
}) {
  const rows =
    useRootData()?.globalConfig.sold_house_price_card_details_config ??
    DEFAULT_GLOBAL_CONFIG.sold_house_price_card_details_config;
  return (
    <ul
      className={`grid gap-4 ${layout === 'list' ? 'max-w-3xl' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
    >
      {records.map((r) => (
        <li key={r.transaction_id}>
          <SoldPriceCard record={r} rows={rows} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
