/**
 * Links to a page that moved, read at its new path (decision 081): a section's `href` (rich-text
 * runs, buttons, cards, banners) that is the old path, with or without a trailing slash, a query
 * or a fragment. A link to a page below the old path is another page's and stays.
 */
export function movedHref(href: string, from: string, to: string): string | null {
  for (const old of [from, `${from}/`]) {
    if (href === old) return to;
    if (href.startsWith(`${old}#`) || href.startsWith(`${old}?`))
      return `${to}${href.slice(old.length)}`;
  }
  return null;
}

/** A document with its links to `from` led to `to`, and how many it changed. */
export function withMovedLinks(
  doc: unknown,
  from: string,
  to: string,
): { doc: unknown; changed: number } {
  let changed = 0;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        const moved = key === 'href' && typeof v === 'string' ? movedHref(v, from, to) : null;
        if (moved === null) return [key, walk(v)];
        changed++;
        return [key, moved];
      }),
    );
  };
  const out = walk(doc);
  return { doc: changed ? out : doc, changed };
}

/** How many of a document's links lead to the page at `path` (its query or fragment aside). */
export const linksToPath = (doc: unknown, path: string): number =>
  withMovedLinks(doc, path, path).changed;
