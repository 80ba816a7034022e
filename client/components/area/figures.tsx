import type { SoldPriceSummary } from '#schema/sold-price-query';
import { formatMoney } from '#shared/format/format';

export type Figure = [label: string, value: string];

/** A price from a sample says so, as its count does ("About £308,000"); '-' for none. */
const price = (value: number | null, approximate?: boolean) =>
  `${approximate && value !== null ? 'About ' : ''}${formatMoney(value)}`;

/** Average and median sold price ('-' when no sale matches). */
export const priceFigures = (stats: SoldPriceSummary): Figure[] => [
  ['Average price', price(stats.average, stats.approximate)],
  ['Median price', price(stats.median, stats.approximate)],
];

const COLUMNS: Record<number, string> = {
  2: 'grid-cols-two-up sm:max-w-xl',
  4: 'grid-cols-two-up lg:grid-cols-4',
};

/** Key figures as labelled tiles. */
export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className={`grid gap-3 ${COLUMNS[items.length] ?? 'grid-cols-two-up sm:grid-cols-3'}`}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
