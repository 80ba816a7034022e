import { useNavigation } from 'react-router';
import { formatCount } from '#shared/format/format';

/** "1,234 sales", announced politely; while the next results load it says so. */
export function ResultCount({ total, noun }: { total: number; noun: string }) {
  const busy = useNavigation().state === 'loading';
  return (
    <p aria-live="polite" className="text-sm text-slate-600">
      {busy ? 'Updating results…' : `${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`}
    </p>
  );
}
