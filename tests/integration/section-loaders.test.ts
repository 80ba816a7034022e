import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seedGraphFixture } from '../fixtures/graph-fixture';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';
import { graphCaller } from '#server/cms/page-data.server';
import { lotAvailableSql } from '#server/graph/lot-state.server';
import { loadInsightBanners } from '#sections/insight-banners/loader.server';
import { INSIGHT_METRICS, type InsightBannersSection } from '#sections/insight-banners/schema';
import { loadArticles } from '#sections/article-list/loader.server';
import { formatCount, formatDate, formatMoney } from '#shared/format/format';
import { pricePaidSpan } from '#server/areas/price-paid-span.server';
import type { SectionLoaderContext } from '#sections/loader-context.server';

/** Section loaders read through the graph only; the figures equal what SQL says of the same rows. */
describe.each(testLanes())('section loaders through the graph (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;
  let ctx: SectionLoaderContext;
  const now = new Date('2024-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'section_loaders' });
    await seedGraphFixture(t.db);
    g = graphTestApp(t.db);
    ctx = {
      now,
      userId: null,
      graph: graphCaller(g.graph),
      salesHeld: () => pricePaidSpan(t.db),
    };
  }, 120_000);
  afterAll(() => t.dispose());

  const one = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ v: number }>(sql, params)).rows[0]?.v ?? 0);

  it('insight banners: every metric in one graph operation, equal to the database', async () => {
    const section = {
      type: 'insight-banners',
      id: 'i',
      items: INSIGHT_METRICS.map((metric) => ({ label: metric, metric })),
    } as unknown as InsightBannersSection;
    g.queries.length = 0;
    const figures = await loadInsightBanners(section, ctx);
    const yearAgo = '2023-06-01';
    const held = await pricePaidSpan(t.db);
    expect(held!.to < '2024-06-01').toBe(true);
    const heldNote = `Sales we hold run to ${formatDate(held!.to, 'long')}`;
    expect(figures).toEqual({
      lots_available: formatCount(
        await one(
          `SELECT count(*)::int AS v FROM auction_properties t WHERE ${lotAvailableSql('t')}`,
        ),
      ),
      auction_houses: formatCount(await one('SELECT count(*)::int AS v FROM auction_houses')),
      upcoming_auctions: formatCount(
        await one('SELECT count(*)::int AS v FROM auctions WHERE auction_date >= $1', [now]),
      ),
      sales_last_12_months: formatCount(
        await one('SELECT count(*)::int AS v FROM sold_house_prices WHERE date_of_transfer >= $1', [
          yearAgo,
        ]),
      ),
      average_price_last_12_months: formatMoney(
        await one(
          'SELECT coalesce(round(avg(price)), 0)::int AS v FROM sold_house_prices WHERE date_of_transfer >= $1',
          [yearAgo],
        ),
      ),
      // The last-12-months figures' own search (the banner links there).
      'sales_last_12_months.href': `/sold-house-prices?date_from=${yearAgo}`,
      'average_price_last_12_months.href': `/sold-house-prices?date_from=${yearAgo}`,
      // The fixture's sales end before `now`: the figures say where.
      'sales_last_12_months.note': heldNote,
      'average_price_last_12_months.note': heldNote,
    });
    expect(g.queries.length).toBe(5);
  });

  it('insight banners over the last 12 months say where the sales held end, when before today', async () => {
    // A walk: "Average sold price, last 12 months" covered 11 months; Land Registry publishes
    // weeks behind, and the banner did not say so (the comparables box did).
    const section = {
      type: 'insight-banners',
      id: 'i',
      items: [
        { label: 'Average', metric: 'average_price_last_12_months' },
        { label: 'Houses', metric: 'auction_houses' },
      ],
    } as unknown as InsightBannersSection;
    const heldTo = (to: string) => ({
      ...ctx,
      salesHeld: async () => ({ from: '2019-01-01', to }),
    });
    const behind = await loadInsightBanners(section, heldTo('2024-05-10'));
    expect(behind['average_price_last_12_months.note']).toBe('Sales we hold run to 10 May 2024');
    expect(behind['auction_houses.note']).toBeUndefined();
    const upToDate = await loadInsightBanners(section, heldTo('2024-06-01'));
    expect(upToDate['average_price_last_12_months.note']).toBeUndefined();
  });

  it('insight banners with one metric send only the variables it uses', async () => {
    const section = {
      type: 'insight-banners',
      id: 'i',
      items: [{ label: 'Houses', metric: 'auction_houses' }],
    } as unknown as InsightBannersSection;
    expect(await loadInsightBanners(section, ctx)).toEqual({ auction_houses: '4' });
  });

  it('article lists: the newest published first, a category matched whole and in any case', async () => {
    const all = await loadArticles({ limit: 10 }, ctx);
    expect(all.map((a) => a.slug)).toEqual([
      'market-update-may',
      'legal-packs',
      'buying-at-auction',
    ]);
    expect(all[1]).toMatchObject({
      title: 'Reading a legal pack',
      excerpt: 'What to check.',
      cover_image: 'https://img.example/legal.jpg',
      author: 'Sam Smith',
      category: 'guides',
      published_at: '2024-04-15T09:00:00.000Z',
    });
    expect((await loadArticles({ category: 'GUIDES', limit: 1 }, ctx)).map((a) => a.slug)).toEqual([
      'legal-packs',
    ]);
    expect(await loadArticles({ category: 'guide%', limit: 10 }, ctx)).toEqual([]);
    const before = await loadArticles({ limit: 10 }, { ...ctx, now: new Date('2024-04-01') });
    expect(before.map((a) => a.slug)).toEqual(['buying-at-auction']);
  });
});
