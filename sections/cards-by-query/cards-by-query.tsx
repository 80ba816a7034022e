import type { CardsByQuerySection } from './schema';
import type { AuctionHouseCardData, PropertyCardData, SoldPriceRecord } from '#schema/entities';
import { PropertyCard } from '#client/components/cards/property-card';
import { AuctionHouseCard } from '#client/components/cards/auction-house-card';
import { SoldPriceCard } from '#client/components/cards/sold-price-card';
import { useRootData } from '#client/app/root-data';
import { SectionHeading } from '#sections/section-heading';

export function CardsByQuery({
  title,
  subtitle,
  query,
  view_all,
  empty_message,
  data,
}: CardsByQuerySection & { data?: unknown[] }) {
  const rows = useRootData()?.globalConfig.sold_house_price_card_details_config ?? [];
  const items = data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading title={title} subtitle={subtitle} viewAll={view_all} />
      {items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-600">{empty_message}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, i) => (
            <li
              key={
                query.dataset === 'sold_house_prices'
                  ? (item as SoldPriceRecord).transaction_id
                  : ((item as { id: number }).id ?? i)
              }
            >
              {query.dataset === 'auction_properties' ? (
                <PropertyCard lot={item as PropertyCardData} />
              ) : null}
              {query.dataset === 'auction_houses' ? (
                <AuctionHouseCard house={item as AuctionHouseCardData} />
              ) : null}
              {query.dataset === 'sold_house_prices' ? (
                <SoldPriceCard record={item as SoldPriceRecord} rows={rows} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
