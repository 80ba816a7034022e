import type { LeftOutFilter } from '#schema/left-out-filters';
import { leftOutSentence } from '#schema/left-out-sentence';

/** Says which of a link's filters could not be read and so were left out (leftOutFilters). */
export function LeftOutNote({ items }: { items: readonly LeftOutFilter[] | undefined }) {
  if (!items?.length) return null;
  return (
    <p
      role="status"
      className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {leftOutSentence(items)}
    </p>
  );
}
