import type { InsightBannersSection } from './schema';
import { SmartLink } from '#sections/smart-link';
import { SectionHeading } from '#sections/section-heading';
import { DASH } from '#shared/format/format';

export function InsightBanners({
  title,
  items,
  data,
}: InsightBannersSection & { data?: Record<string, string> }) {
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading title={title} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const value = item.value ?? (item.metric ? data?.[item.metric] : undefined) ?? DASH;
          // A link to the figure's page opens the search that gives the figure ("last 12
          // months" on /sold-house-prices); a link the editor gave a query of its own is kept.
          const search = item.metric ? data?.[`${item.metric}.href`] : undefined;
          // A figure over the last 12 months of sales, when the sales held end before today.
          const note = item.metric ? data?.[`${item.metric}.note`] : undefined;
          const href = search && item.href === search.split('?')[0] ? search : item.href;
          const body = (
            <>
              {/* At most 11vw: at large text on a phone "£321,932" (60 px) was wider than its tile and
                  the page scrolled sideways; a longer figure still breaks rather than stick out. */}
              <p className="text-[length:min(1.875rem,11vw)] leading-[1.2] font-bold tracking-tight text-brand-900 [overflow-wrap:anywhere]">
                {value}
              </p>
              <p className="mt-1 font-semibold text-slate-900">{item.label}</p>
              {item.caption ? <p className="mt-1 text-sm text-slate-600">{item.caption}</p> : null}
              {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
            </>
          );
          return (
            <li key={item.label} className="rounded-2xl bg-brand-50 p-6">
              {href ? (
                <SmartLink href={href} className="block hover:underline">
                  {body}
                </SmartLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
