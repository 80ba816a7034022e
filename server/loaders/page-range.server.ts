import { redirect } from 'react-router';
import { hrefWith } from '#shared/links/href-with';
import { PAGE_SIZE } from '#schema/listing-query';

/**
 * A results page past the last one (`?page=999` of 218) would show "2,614 lots" above an empty
 * list: send it to the last page instead (302: the last page moves as results come and go),
 * every other parameter kept. With no results at all, a later page goes to the first, which shows
 * the empty state: it was itself titled "page 5 of 5" above no results.
 */
export function requirePageInRange(
  url: URL,
  page: number,
  total: number,
  pageSize: number = PAGE_SIZE,
): void {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (page <= last) return;
  throw redirect(hrefWith(url, { page: last === 1 ? null : String(last) }), 302);
}
