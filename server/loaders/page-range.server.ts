import { redirect } from 'react-router';
import { hrefWith } from '#shared/links/href-with';
import { PAGE_SIZE } from '#schema/listing-query';

/**
 * A results page past the last one (`?page=999` of 218) would show "2,614 lots" above an empty
 * list: send it to the last page instead (302: the last page moves as results come and go),
 * every other parameter kept. With no results at all the page shows its empty state.
 */
export function requirePageInRange(
  url: URL,
  page: number,
  total: number,
  pageSize: number = PAGE_SIZE,
): void {
  const last = Math.ceil(total / pageSize);
  if (total <= 0 || page <= last) return;
  throw redirect(hrefWith(url, { page: last === 1 ? null : String(last) }), 302);
}
