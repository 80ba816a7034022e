import { otherRegistryOf } from '#schema/land-registry-coverage';
import { AppLink } from '#client/components/prefetch-link';
import { PROPERTY_TYPE_NAMES } from '#schema/entities';
import { formatCount, formatDate, formatMoney } from '#shared/format/format';
import type { ComparablesDetail } from './schema';
import type { ComparablesData } from './comparables-data';
import { DetailShell } from '../detail-shell';

const link = 'font-semibold text-brand-700 hover:underline';

/** "12 sales of houses in LS6 2 in the last 24 months". */
export function comparablesSummary(d: ComparablesData): string {
  const sales = d.count === 1 ? '1 sale' : `${formatCount(d.count)} sales`;
  return `${sales} of ${d.salesNoun} in ${d.area.label} in the last ${d.months} months`;
}

/** " LS6 2 had only 3 sales, so these figures cover the whole LS6 district." */
function widenedSentence(d: ComparablesData): string {
  if (!d.widenedFrom) return '';
  const { label, count } = d.widenedFrom;
  const had = count === 0 ? 'no sales' : count === 1 ? 'only 1 sale' : `only ${count} sales`;
  return ` ${label} had ${had}, so these figures cover the whole ${d.area.label} district.`;
}

function Figures({ data: d }: { data: ComparablesData }) {
  return (
    <dl className="grid grid-cols-two-up gap-3 sm:grid-cols-3">
      {[
        ['Sales', formatCount(d.count)],
        ['Median price', formatMoney(d.median)],
        ['Price range (lowest – highest)', `${formatMoney(d.min)} – ${formatMoney(d.max)}`],
      ].map(([term, value], i) => (
        // Phones: sales and median side by side, the range below them.
        <div
          key={term}
          className={`rounded-xl bg-slate-50 p-3 ${i === 2 ? 'col-span-full sm:col-span-1' : ''}`}
        >
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecentSales({ data: d }: { data: ComparablesData }) {
  if (!d.recent.length) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Latest sales</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {d.recent.map((s) => (
          // The price goes below the address where the address would get less than 12rem
          // (large text on a phone: the row was wider than the screen).
          <li key={s.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3">
            <div className="min-w-0 grow basis-48">
              <p className="text-slate-900">{s.address}</p>
              <p className="text-sm text-slate-600">
                {PROPERTY_TYPE_NAMES[s.type] ?? s.type} ·{' '}
                <time dateTime={s.date}>{formatDate(s.date)}</time>
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900">{formatMoney(s.price)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Links on: the same search on the sold-prices page, and the area pages of the lot. */
function AreaLinks({ data: d }: { data: ComparablesData }) {
  const pages = [
    d.area.href ? { href: d.area.href, label: `${d.area.label} postcode page` } : null,
    d.district.href && d.district.href !== d.area.href
      ? { href: d.district.href, label: `${d.district.label} postcode page` }
      : null,
    d.town ? { href: d.town.href, label: `About ${d.town.name}` } : null,
  ].filter((p) => p !== null);
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      <li>
        <AppLink to={d.searchHref} className={link}>
          {d.count === 1 ? 'See this sale' : `See all ${formatCount(d.count)} sales`} in the sold
          price search
        </AppLink>
      </li>
      {pages.map((p) => (
        <li key={p.href}>
          <AppLink to={p.href} className={link}>
            {p.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** What homes like the lot sold for nearby (HM Land Registry), or a way on when none did. */
export function Comparables({
  heading,
  collapsed,
  data,
}: ComparablesDetail & { data?: ComparablesData | null }) {
  if (!data) return null;
  const period = `${formatDate(data.from, 'long')} to ${formatDate(data.to, 'long')}${data.heldTo ? `; the sales we hold run to ${formatDate(data.heldTo, 'long')}` : ''}`;
  if (data.count === 0 && data.nationWithoutPricePaid)
    return (
      <DetailShell heading={heading} collapsed={collapsed}>
        <p className="text-slate-700">
          {`HM Land Registry records sales in England and Wales only, so there are no sold prices to compare this lot with in ${data.nationWithoutPricePaid}.`}
          {` ${otherRegistryOf(data.nationWithoutPricePaid)}`}
        </p>
      </DetailShell>
    );
  if (data.count === 0)
    return (
      <DetailShell heading={heading} collapsed={collapsed}>
        <p className="text-slate-700">
          {`No sales of ${data.salesNoun} in ${data.area.label} in the last ${data.months} months are recorded by HM Land Registry (it records sales in England and Wales). `}
          <AppLink to={data.districtSearchHref} className={link}>
            {`See every sold price in ${data.district.label}`}
          </AppLink>
        </p>
      </DetailShell>
    );
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <div className="space-y-4">
        <p className="text-slate-700">
          <strong className="font-semibold text-slate-900">{comparablesSummary(data)}</strong> (
          {period}), from HM Land Registry Price Paid data.
          {widenedSentence(data)}
          {data.widenedKind ? ` ${data.widenedKind}` : null}
        </p>
        {/* Non-residential sales of every kind come with no median or range (decision 167). */}
        {data.median === null && data.min === null ? null : <Figures data={data} />}
        {data.note ? <p className="text-sm text-slate-600">{data.note}</p> : null}
        <RecentSales data={data} />
        <AreaLinks data={data} />
      </div>
    </DetailShell>
  );
}
