import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { announceArticlesGoneLive } from '#server/staff/articles-gone-live.server';

/**
 * A scheduled article's going live is told to the caches once: when telling them fails (the
 * announcement's write, the shared cache), the next poll tells them again rather than never.
 */
describe.each(testLanes())('a scheduled article gone live, caches not told (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'articles-gone-live' });
  }, 60_000);
  afterAll(() => t?.dispose());

  it('is claimed again on the next poll, and then only once', async () => {
    await t.db.query(
      `INSERT INTO articles (slug, title, excerpt, body, author, category, published_at,
         edited_in_admin, live_pending)
       VALUES ('gone-live-retry', 'Gone live', 'x', '[]'::jsonb, 'A', 'Market news',
         now() - interval '1 second', true, true)`,
    );
    const logger = pino({ level: 'silent' });
    const told: string[] = [];
    const failing = async () => {
      throw new Error('cache announcement failed');
    };
    await expect(
      announceArticlesGoneLive({ db: t.db, logger, onContentChanged: failing }),
    ).rejects.toThrow('cache announcement failed');

    const ok = async (reason: string) => void told.push(reason);
    expect(await announceArticlesGoneLive({ db: t.db, logger, onContentChanged: ok })).toBe(1);
    expect(told).toHaveLength(1);
    expect(await announceArticlesGoneLive({ db: t.db, logger, onContentChanged: ok })).toBe(0);
    expect(told).toHaveLength(1);
  });
});
