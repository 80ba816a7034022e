import type { LotRecord } from '#schema/entities';
import { formatDate, formatMoney } from '#shared/format/format';
import type { HistoryDetail } from './schema';
import { entryText, timelineOf } from './timeline';
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
  return (
    <DetailShell heading={heading} collapsed={collapsed}>
      <ol className="space-y-2 border-l-2 border-brand-100 pl-4">
        {events.map((e, i) => (
          <li key={`${e.date}-${e.event}-${i}`}>
            <time dateTime={e.date.slice(0, 10)} className="text-sm text-slate-500">
              {formatDate(e.date, 'long')}
            </time>{' '}
            · {entryText(e, show_prices, formatMoney)}
          </li>
        ))}
      </ol>
    </DetailShell>
  );
}
