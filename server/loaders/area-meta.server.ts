import type { AreaPageData } from '#shared/payloads/area-data';
import type { RequestScope } from '#server/request-scope.server';
import type { Crumb } from '#schema/json-ld';
import { formatCount, formatMoney } from '#shared/format/format';
import { crumbMeta } from './seo.server';

const plural = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Head tags of a place or postcode page: a description with its figures, the canonical URL and a
 * BreadcrumbList. A page with nothing to show (no lots, sales or sub-areas) is kept out of search;
 * the sitemap sources (server/http/sitemap-sources.server.ts) leave out the same pages.
 */
export function areaMeta(
  scope: RequestScope,
  page: Pick<AreaPageData, 'name' | 'stats' | 'lotsTotal' | 'noSalesReason'> & {
    title: string;
    subAreas: number;
    /** The place as the description names it, when not by its name alone ("the county of Bristol"). */
    described?: string;
  },
  crumbs: Crumb[],
): AreaPageData['meta'] {
  const { stats, lotsTotal } = page;
  const name = page.described ?? page.name;
  const counts = [
    lotsTotal ? plural(lotsTotal, 'auction lot') : '',
    stats.count
      ? `${stats.approximate ? 'about ' : ''}${plural(stats.count, 'recorded sale')}`
      : '',
  ].filter(Boolean);
  const average =
    stats.average === null
      ? ''
      : ` (average price ${stats.approximate ? 'about ' : ''}${formatMoney(stats.average)})`;
  const empty = !stats.count && !lotsTotal && !page.subAreas;
  // Where Land Registry records no sales, the page promises none (decision 071).
  const sold = page.noSalesReason === null;
  return {
    title: page.title,
    description: counts.length
      ? `${counts.join(' and ')} in ${name}${average}. Lots for auction${sold ? ', recent sold prices' : ''} and nearby areas.`
      : `Property auctions${sold ? ' and sold house prices' : ''} in ${name}, with the areas nearby.`,
    ...(empty ? { noindex: true } : {}),
    ...crumbMeta(scope, crumbs),
  };
}
