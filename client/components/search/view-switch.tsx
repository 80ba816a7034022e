import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { ResultsView } from '#schema/listing-query';
import { hrefWith } from '#shared/links/href-with';

const LABELS: Record<ResultsView, string> = { list: 'List', grid: 'Grid', map: 'Map' };

/** Keeps the current view when a filter form is submitted (grid, the default, needs nothing). */
export function KeepView({ view }: { view: ResultsView }) {
  return view === 'grid' ? null : <input type="hidden" name="view" value={view} />;
}

/** The view a `ViewSwitch` link was followed from (kept in the history entry's state). */
export function viewBefore(state: unknown): ResultsView | undefined {
  if (!state || typeof state !== 'object' || !('fromView' in state)) return undefined;
  const view = state.fromView;
  return view === 'list' || view === 'grid' || view === 'map' ? view : undefined;
}

/** The link to `view` on the page, for focus to come back to (after the map's sign-in modal). */
export const viewLink = (view: ResultsView) =>
  document.querySelector<HTMLElement>(`[data-view-link="${view}"]`);

/** List / grid / map as links: the view lives in the URL (`view`, default grid), like every filter. */
export function ViewSwitch({
  current,
  views = ['list', 'grid', 'map'],
}: {
  current: ResultsView;
  views?: readonly ResultsView[];
}) {
  const location = useLocation();
  return (
    <nav
      aria-label="Results view"
      className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-300 p-0.5 print:hidden"
    >
      {views.map((view) => (
        <AppLink
          key={view}
          to={hrefWith(location, { view: view === 'grid' ? null : view })}
          aria-current={view === current ? 'page' : undefined}
          state={{ fromView: current }}
          data-view-link={view}
          preventScrollReset
          className={`inline-flex items-center rounded-md px-3 py-1.5 text-sm font-semibold max-sm:min-h-11 ${view === current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {LABELS[view]}
        </AppLink>
      ))}
    </nav>
  );
}
