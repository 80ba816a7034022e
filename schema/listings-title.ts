import { PAGE_SIZE } from './listing-query';

/** The lot search's title before any filter. */
export const LISTINGS_TITLE = 'Property auction lots';

/**
 * The lot search's title names what it lists and which page: it is what the browser's tab and
 * history show, and what a screen reader hears after a search, a filter, a chip removed or "Next"
 * (client/app/route-announcer.tsx says the new title). One title for every search said nothing of
 * what changed. "Property auction lots: Leeds, Flats and maisonettes – page 2 of 3".
 */
export function listingsTitle(
  chips: ReadonlyArray<{ label: string }>,
  page: number,
  total: number,
): string {
  const what = chips.length
    ? `${LISTINGS_TITLE}: ${chips.map((c) => c.label).join(', ')}`
    : LISTINGS_TITLE;
  return pagedTitle(what, page, total);
}

/** "page 2 of 3" of a list of `total` items, `pageSize` a page; null on page 1. */
function pageOf(page: number, total: number, pageSize: number): string | null {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return page > 1 ? `page ${page} of ${Math.max(page, pages)}` : null;
}

/** A list's title on a later page: "Guides and news – page 2 of 3" (page 1: the title alone). */
export function pagedTitle(
  what: string,
  page: number,
  total: number,
  pageSize = PAGE_SIZE,
): string {
  const of = pageOf(page, total, pageSize);
  return of ? `${what} – ${of}` : what;
}

/**
 * A list's description on a later page, with the page said after it ("… Page 2 of 3."): a later
 * page is its own canonical page (decision 160), and page 1's sentence alone named it as page 1.
 */
export function pagedDescription(
  description: string,
  page: number,
  total: number,
  pageSize = PAGE_SIZE,
): string {
  const of = pageOf(page, total, pageSize);
  return of ? `${description} ${of.charAt(0).toUpperCase()}${of.slice(1)}.` : description;
}
