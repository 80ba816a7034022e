import type { LinkGroup } from '#shared/payloads/area-data';
import { AppLink } from '#client/components/prefetch-link';

const slugId = (s: string) => `links-${s.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Sub-areas and related places as titled lists of links, in columns. */
export function LinkGroups({ groups }: { groups: LinkGroup[] }) {
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <section key={g.title} aria-labelledby={slugId(g.title)}>
          <h2 id={slugId(g.title)} className="text-xl font-semibold text-slate-900">
            {g.path ? (
              <AppLink to={g.path} className="text-brand-700 hover:underline">
                {g.title}
              </AppLink>
            ) : (
              g.title
            )}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
            {g.links.map((l) => (
              <li key={l.path}>
                <AppLink
                  to={l.path}
                  className="group inline-block py-1 font-medium text-brand-700 hover:underline"
                >
                  {l.label}
                  {l.note ? (
                    <span className="font-normal text-slate-500 group-hover:underline">
                      {' '}
                      · {l.note}
                    </span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
