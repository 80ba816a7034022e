import { useId, type ReactNode } from 'react';

/**
 * The frame of every detail section: a titled region, or, when collapsed, a native disclosure
 * whose summary is the heading (opens without JavaScript, keyboard operable).
 */
export function DetailShell({
  heading,
  collapsed,
  children,
}: {
  heading: string;
  collapsed: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const title = (
    <h2 id={id} className="inline text-xl font-semibold text-slate-900">
      {heading}
    </h2>
  );
  if (collapsed)
    return (
      <details className="group rounded-2xl border border-slate-200 bg-white">
        <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-2xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700">
          {title}
          <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="border-t border-slate-200 p-4">{children}</div>
      </details>
    );
  return (
    <section aria-labelledby={id}>
      {title}
      <div className="mt-3">{children}</div>
    </section>
  );
}
