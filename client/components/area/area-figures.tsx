import type { SoldPriceSummary } from '#schema/sold-price-query';
import { formatCount, formatMoney } from '#client/format/format';

/** Key figures of an area or a search: lots (when known), sales, average and median price. */
export function AreaFigures({
  stats,
  lotsTotal,
}: {
  stats: SoldPriceSummary;
  lotsTotal?: number | undefined;
}) {
  const figures: Array<[string, string]> = [
    ...(lotsTotal === undefined
      ? []
      : [['Lots available', formatCount(lotsTotal)] as [string, string]]),
    ['Sales recorded', formatCount(stats.count)],
    ['Average price', formatMoney(stats.average)],
    ['Median price', formatMoney(stats.median)],
  ];
  return (
    <dl
      className={`grid grid-cols-2 gap-3 ${figures.length === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`}
    >
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
