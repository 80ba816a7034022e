import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { lotFeedFixture, feedTestApp } from '../helpers/lot-feed-fixtures';
import { announceContentChange } from '#server/cache/content-change.server';
import { importLotFeed } from '#server/lots/feeds/import-lot-feed.server';
import { createMemoryHub, createMemorySharedCache } from '#server/cache/shared-cache';

/**
 * The home page's figures and cards are section data, kept 30 s (decision 010): a change to the
 * lots must still show on the next request, like every other page (README, "Lot feeds").
 */
describe('the home page after a lot change', () => {
  const { t, feed } = feedTestApp();

  const home = async (app: TestApp['app']) =>
    (await request(app).get('/').set('User-Agent', BROWSER_UA)).text.replaceAll('<!-- -->', '');
  /** The "Lots available now" banner's figure. */
  const lotsAvailable = (html: string) =>
    /(\d[\d,]*)<\/[^>]+>\s*<[^>]+>Lots available now/.exec(html)?.[1];

  it('shows lots a feed just listed: the banner figure and the closing-soon cards', async () => {
    const before = await home(t.app);
    expect(lotsAvailable(before)).toBe('0');
    expect(before).not.toContain('Two bedroom flat for improvement');

    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${feed.token}`)
      .send(lotFeedFixture('catalogue-valid.csv'));
    expect(res.status).toBe(201);

    const after = await home(t.app);
    expect(lotsAvailable(after)).toBe('5');
    expect(after).toContain('Two bedroom flat for improvement');
  });

  it('another instance shows a change made by an import in another process at once', async () => {
    const hub = createMemoryHub();
    const shared = createMemorySharedCache({ hub });
    const other = await createTestApp({}, { db: t.db, sharedCache: shared });
    try {
      const figure = lotsAvailable(await home(other.app));
      // The command-line import: its own process, its own handle on the shared cache.
      const cli = createMemorySharedCache({ hub });
      const report = await importLotFeed(t.db, {
        text: lotFeedFixture('catalogue-second.json'),
        fileName: 'catalogue-second.json',
        source: 'cli',
      });
      expect(report.counts.withdrawn).toBe(1);
      await announceContentChange({ db: t.db, shared: cli }, 'lot feed');
      // Lot 2 withdrawn, lots 3 and 4 have a result: two lots for sale are left of five.
      expect(figure).toBe('5');
      expect(lotsAvailable(await home(other.app))).toBe('2');
    } finally {
      await other.close();
      await shared.close();
    }
  });
});
