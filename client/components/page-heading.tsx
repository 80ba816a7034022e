import type { ReactNode } from 'react';

/** The page's h1 and its line below; `image` (a house's logo) sits beside the h1, before it. */
export function PageHeading({
  title,
  children,
  image,
}: {
  title: string;
  children?: ReactNode;
  image?: ReactNode;
}) {
  // A word longer than the screen is wide (large text on a phone) breaks rather than stick out.
  const h1 = (extra = '') => (
    <h1
      className={`text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl ${extra}`}
    >
      {title}
    </h1>
  );
  return (
    <div className="mb-8">
      {image ? (
        // The h1 goes below the logo where it would get less than 12rem beside it.
        <div className="flex flex-wrap items-center gap-4">
          <div className="shrink-0">{image}</div>
          {h1('min-w-0 grow basis-48')}
        </div>
      ) : (
        h1()
      )}
      {children ? <p className="mt-2 max-w-3xl text-base text-slate-600">{children}</p> : null}
    </div>
  );
}
