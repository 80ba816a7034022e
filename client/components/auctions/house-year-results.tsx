import { houseAuctionsPath } from '#schema/auction-calendar';
import { AppLink } from '#client/components/prefetch-link';
import type { ResultFigures } from '#schema/auction-results';
import { AwaitingNote, ResultFiguresList } from './result-figures';

/** An auction house's last twelve months of results, with links to its auctions to come and past. */
export function HouseYearResults({
  houseId,
  figures,
}: {
  houseId: number;
  figures: ResultFigures;
}) {
  return (
    <section aria-labelledby="year-results-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="year-results-heading" className="text-2xl font-bold">
          Results, last 12 months
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <AppLink to={houseAuctionsPath(houseId)} className="text-brand-700 hover:underline">
            Upcoming auctions
          </AppLink>
          <AppLink
            to={houseAuctionsPath(houseId, 'past')}
            className="text-brand-700 hover:underline"
          >
            Past auctions
          </AppLink>
        </p>
      </div>
      {figures.lots === 0 ? (
        <p className="text-slate-700">No auctions of this house closed in the last 12 months.</p>
      ) : (
        <>
          <ResultFiguresList figures={figures} />
          <AwaitingNote awaiting={figures.awaiting} />
        </>
      )}
    </section>
  );
}
