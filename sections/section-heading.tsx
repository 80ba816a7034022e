import { SmartLink } from './smart-link';

/** The heading every listing-style section starts with, with its optional "view all" link; nothing without a title. */
export function SectionHeading({
  title,
  subtitle,
  viewAll,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  viewAll?: { label: string; href: string } | undefined;
}) {
  if (!title && !subtitle) return null;
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {title ? (
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
        ) : null}
        {subtitle ? <p className="mt-1 max-w-2xl text-slate-600">{subtitle}</p> : null}
      </div>
      {viewAll ? (
        <SmartLink href={viewAll.href} className="font-semibold text-brand-700 hover:underline">
          {viewAll.label}
        </SmartLink>
      ) : null}
    </div>
  );
}
