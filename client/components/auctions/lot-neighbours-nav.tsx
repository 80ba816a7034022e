import { PrefetchLink } from '#client/components/prefetch-link';
import type { LotNeighbour, LotNeighbours } from '#shared/payloads/directory-data';

const name = (n: LotNeighbour) => (n.lot_number ? `Lot ${n.lot_number}` : n.title);

/**
 * Previous and next lot in the auction's catalogue, as a bidder reads a catalogue through: lot
 * by lot, without going back to the list each time.
 */
export function LotNeighboursNav({ neighbours }: { neighbours: LotNeighbours }) {
  const { previous, next } = neighbours;
  if (!previous && !next) return null;
  const link = 'font-semibold text-brand-700 hover:underline';
  return (
    <nav aria-label="Lots in this auction" className="mb-4 flex gap-4 text-sm print:hidden">
      {previous ? (
        <PrefetchLink
          to={`/listings/${previous.id}`}
          rel="prev"
          aria-label={`Previous lot: ${name(previous)}, ${previous.title}`}
          className={link}
        >
          {`← ${name(previous)}`}
        </PrefetchLink>
      ) : null}
      {next ? (
        <PrefetchLink
          to={`/listings/${next.id}`}
          rel="next"
          aria-label={`Next lot: ${name(next)}, ${next.title}`}
          className={link}
        >
          {`${name(next)} →`}
        </PrefetchLink>
      ) : null}
    </nav>
  );
}
