import type { ReactNode } from 'react';
import { AppLink } from '#client/components/prefetch-link';

/** A designed empty state: what is missing, why, and where to go next. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  /** 3 inside a section that has its own h2 (the profile's lists, an area page's sections). */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  action?: { to: string; label: string };
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-10 w-10 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 10.5 12 4l9 6.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9.5Z" />
      </svg>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? (
        <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div>
      ) : null}
      {action ? (
        <AppLink
          to={action.to}
          className="mt-6 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
        </AppLink>
      ) : null}
    </div>
  );
}
