import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SoldPricesData } from '#shared/payloads/area-data';
import { formatMoney } from '#shared/format/format';

/**
 * The home page's "Average sold price, last 12 months" is a link: the sold-price search it opens
 * shows the same average, over the same 12 months (it opened on every sale held, five years).
 */

const { get } = seededDirectoryApp();

describe('the home page’s sold-price figure', () => {
  it('links to the search that shows the same average', async () => {
    const html = (await get('/')).text.replaceAll('<!-- -->', '');
    const banner =
      /<a[^>]*href="([^"]*)"[^>]*>\s*<p[^>]*>([^<]*)<\/p>\s*<p[^>]*>Average sold price, last 12 months/.exec(
        html,
      );
    expect(banner).not.toBeNull();
    const [, href, figure] = banner!;
    const target = href!.replaceAll('&amp;', '&');
    expect(target.startsWith('/sold-house-prices')).toBe(true);
    const [path, qs = ''] = target.split('?');
    const res = await get(`${path}/_payload.json?${qs}`);
    expect(res.status).toBe(200);
    const data = res.body.loaderData['sold-house-prices'] as SoldPricesData;
    expect(data.stats.count).toBeGreaterThan(0);
    expect(formatMoney(data.stats.average)).toBe(figure);
  });

  it('“Read the buying guide” opens the buyer’s guide, not the list of every guide', async () => {
    // A visitor's walk: it led to /articles.
    const html = (await get('/')).text;
    const href = /<a[^>]*href="([^"]*)"[^>]*>\s*Read the buying guide/.exec(html)?.[1];
    expect(href).toMatch(/^\/articles\/[a-z0-9-]+$/);
    const guide = await get(href!);
    expect(guide.status).toBe(200);
    expect(guide.text).toMatch(/<h1[^>]*>[^<]*buyer’s guide/);
  });
});
