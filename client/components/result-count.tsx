import { useNavigation } from 'react-router';
import { formatEstimate } from '#shared/format/format';

/** "1,234 sales" ("About 4,010,000 sales" from a sample), announced politely; while the next results load it says so. */
export function ResultCount({
  total,
  noun,
  approximate,
}: {
  total: number;
  noun: string;
  approximate?: boolean | undefined;
}) {
  const busy = useNavigation().state === 'loading';
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      {busy
        ? 'Updating results…'
        : `${formatEstimate(total, approximate)} ${noun}${total === 1 ? '' : 's'}`}
    </p>
  );
}
