import type { PageData } from '#shared/routes/page-data';
import type { PageId } from '#shared/routes/page-id';

type PageStatus = { [K in PageId]?: (data: PageData<K>) => number };

/**
 * The HTTP status of a page its data says is a refusal, still rendered as the page (its payload
 * carries the same status); 200 for every other page. Server-side, so no page's first load
 * carries it. An e-mailed link that is no link of ours answers 400: a link opened twice or expired
 * is a link we sent, and its page offers the way on.
 */
const PAGE_STATUS: PageStatus = {
  'confirm-email': (data) =>
    data.state === 'invalid' || data.change?.state === 'invalid' ? 400 : 200,
  'alerts-unsubscribe': (data) => (data.state === 'invalid' ? 400 : 200),
};

export function pageStatus<K extends PageId>(id: K, data: PageData<K>): number {
  const of = PAGE_STATUS[id] as ((data: PageData<K>) => number) | undefined;
  return of ? of(data) : 200;
}
