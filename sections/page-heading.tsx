import type { ReactNode } from 'react';

/** The section types whose title heads the page when no section before them did. */
const HEADING_TYPES = new Set(['hero', 'search-section', 'rich-text']);

/** What a heading section is told: its title is a subheading (an h2), the page's heading came before. */
export interface HeadingPlace {
  subheading?: boolean;
}

/**
 * One `<h1>` a page: the first titled hero, search or rich-text section keeps it; the titles of
 * those after it are `<h2>`, as are all inside a modal (`compact`), which sits on a page that has
 * its own. A hero followed by a titled rich-text section made two.
 */
export function withOnePageHeading<S extends { type: string; title?: unknown }>(
  sections: readonly S[],
  compact: boolean,
): Array<S & HeadingPlace> {
  let taken = compact;
  return sections.map((s) => {
    if (!HEADING_TYPES.has(s.type) || !s.title) return s;
    const placed = taken ? { ...s, subheading: true } : s;
    taken = true;
    return placed;
  });
}

/** A section's title: the page's `<h1>`, or an `<h2>` when it is a subheading. */
export function PageHeading({
  subheading,
  className,
  children,
}: HeadingPlace & { className: string; children: ReactNode }) {
  const Heading = subheading ? 'h2' : 'h1';
  return <Heading className={className}>{children}</Heading>;
}
