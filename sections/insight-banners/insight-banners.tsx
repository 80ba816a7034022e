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
          const body = (
            <>
              <p className="text-3xl font-bold tracking-tight text-brand-900">{value}</p>
              <p className="mt-1 font-semibold text-slate-900">{item.label}</p>
              {item.caption ? <p className="mt-1 text-sm text-slate-600">{item.caption}</p> : null}
            </>
          );
          return (
            <li key={item.label} className="rounded-2xl bg-brand-50 p-6">
              {item.href ? (
                <SmartLink href={item.href} className="block hover:underline">
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
