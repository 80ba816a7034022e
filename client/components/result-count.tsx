import { useNavigation } from 'react-router';
import { formatEstimate } from '#shared/format/format';
import { RESULTS_COUNT_ID } from '#client/app/route-announcer';

/**
 * "1,234 sales" ("About 4,010,000 sales" from a sample; "6 lots, cheapest first" in an order the
 * buyer chose, which a phone's folded form does not show), announced politely; while the next
 * results load it says so.
 */
export function ResultCount({
  total,
  noun,
  approximate,
  order,
}: {
  total: number;
  noun: string;
  approximate?: boolean | undefined;
  order?: string | null | undefined;
}) {
  const busy = useNavigation().state === 'loading';
  const count = `${formatEstimate(total, approximate)} ${noun}${total === 1 ? '' : 's'}`;
  return (
    <p
      id={RESULTS_COUNT_ID}
      // Focus comes here after a new search on the same page (RouteAnnouncer).
      tabIndex={-1}
      aria-live="polite"
      className="text-sm text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {busy ? 'Updating results…' : order && total > 1 ? `${count}, ${order}` : count}
    </p>
  );
}
