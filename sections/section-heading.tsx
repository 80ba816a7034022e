/** The heading every listing-style section starts with; renders nothing without a title. */
export function SectionHeading({
  title,
  subtitle,
  action,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  action?: React.ReactNode;
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
      {action}
    </div>
  );
}
