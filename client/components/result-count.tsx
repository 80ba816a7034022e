import { useNavigation } from 'react-router';
import { formatEstimate } from '#shared/format/format';

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
    <p aria-live="polite" className="text-sm text-slate-600">
      {busy ? 'Updating results…' : order && total > 1 ? `${count}, ${order}` : count}
    </p>
  );
}
