import type { SoldPriceRecord } from '#schema/entities';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config-default';
import { useRootData } from '#client/app/root-data';
import { SoldPriceCard } from './sold-price-card';

/** Sold price cards with the rows an editor configured (global config, SPEC §3). */
export function SoldPriceGrid({
  records,
  layout = 'grid',
}: {
  records: SoldPriceRecord[];
  layout?: 'grid' | 'list';
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
          <SoldPriceCard record={r} rows={rows} />
        </li>
      ))}
    </ul>
  );
}
