import { formatCount, formatCountOf } from '#shared/format/format';
import type { MapLots } from './map-data';
import { stillOffered } from './marker-name';

export type MapStatus =
  | { state: 'idle' | 'pending' }
  | { state: 'success'; lots: MapLots }
  | { state: 'error'; message: string };

/** What the current view holds, in words (the search's total is said on its own line). */
function inView(status: MapStatus): string {
  switch (status.state) {
    case 'idle':
    case 'pending':
      return 'Loading lots in this area…';
    case 'error':
      return status.message;
    case 'success': {
      const n = `${formatCount(status.lots.total)} in this area`;
      if (status.lots.mode === 'clusters') return `${n}, grouped: select a group to zoom in.`;
      return status.lots.truncated ? `${n}; zoom in to see them all.` : `${n}.`;
    }
  }
}

/**
 * The map's caption: how many lots match the search (the list's number), how many of them are in
 * view, and, when none of them is, a button that brings them all into view. Top left: the zoom
 * buttons are top right and the attribution bottom right (on a phone it covered a bottom caption).
 */
export function MapStatusCaption({
  total,
  status,
  onShowAll,
}: {
  total: number;
  status: MapStatus;
  onShowAll: (() => void) | null;
}) {
  const noneHere = status.state === 'success' && status.lots.total === 0;
  return (
    <div
      aria-live="polite"
      className="absolute top-2 left-2 max-w-[calc(100%-4rem)] rounded-lg bg-white/95 px-3 py-1.5 text-sm text-slate-800 shadow sm:max-w-[70%]"
    >
      <p className="font-semibold" data-map-total={total}>
        {total === 0
          ? 'No lots match this search.'
          : `${formatCountOf(total, 'lot')} ${total === 1 ? 'matches' : 'match'} this search.`}
      </p>
      {total === 0 ? null : noneHere ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>No lots in this area.</span>
          {onShowAll ? (
            <button
              type="button"
              onClick={onShowAll}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {`Show ${total === 1 ? 'it' : `all ${formatCount(total)}`}`}
            </button>
          ) : null}
        </p>
      ) : (
        <p>{inView(status)}</p>
      )}
      {status.state === 'success' && status.lots.points.some((p) => !stillOffered(p)) ? (
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <span
            aria-hidden="true"
            className="inline-block h-2.5 w-2.5 shrink-0 rounded-full bg-slate-500"
          />
          Grey: sale over (result awaited, sold, unsold, withdrawn or postponed)
        </p>
      ) : null}
    </div>
  );
}
