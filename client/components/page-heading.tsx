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
  const h1 = (
    <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
  );
  return (
    <div className="mb-8">
      {image ? (
        <div className="flex items-center gap-4">
          <div className="shrink-0">{image}</div>
          {h1}
        </div>
      ) : (
        h1
      )}
      {children ? <p className="mt-2 max-w-3xl text-base text-slate-600">{children}</p> : null}
    </div>
  );
}
