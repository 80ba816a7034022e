import type { LotRecord } from '#schema/entities';
import { formatDate, formatMoney } from '#shared/format/format';
import type { HistoryDetail } from './schema';
import { entryText, timelineOf, type TimelineEvent } from './timeline';
import { DetailShell } from '../detail-shell';

export function History({
  heading,
  collapsed,
  order,
  show_prices,
  include_auction,
  data: lot,
}: HistoryDetail & { data?: LotRecord }) {
  if (!lot) return null;
  const events = timelineOf(lot, { order, include_auction });
  if (events.length === 0) return null;
  const past = events.filter((e) => !e.ahead);
  const ahead = events.filter((e) => e.ahead);
  const toCome =
    ahead.length > 0 ? (
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">Still to come</p>
        <Entries events={ahead} showPrices={show_prices} dashed />
      </div>
    ) : null;
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <div className="space-y-3">
        {order === 'newest-first' ? toCome : null}
        {past.length > 0 ? <Entries events={past} showPrices={show_prices} /> : null}
        {order === 'newest-first' ? null : toCome}
      </div>
    </DetailShell>
  );
}

/** A run of dated entries on the timeline's rule; `dashed` for entries still to come. */
function Entries({
  events,
  showPrices,
  dashed = false,
}: {
  events: TimelineEvent[];
  showPrices: boolean;
  dashed?: boolean;
}) {
  return (
    <ol className={`space-y-2 border-l-2 border-brand-100 pl-4 ${dashed ? 'border-dashed' : ''}`}>
      {events.map((e, i) => (
        <li key={`${e.date}-${e.event}-${i}`}>
          <time dateTime={e.date.slice(0, 10)} className="text-sm text-slate-500">
            {formatDate(e.date, 'long')}
          </time>{' '}
          · {entryText(e, showPrices, formatMoney)}
        </li>
      ))}
    </ol>
  );
}
