import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import type { Queryable } from '#server/db/db.server';
import { createArticle, updateArticle } from '#server/cms/store/articles-store.server';
import { CmsStoreError } from '#server/cms/store/store-error';

/**
 * Two editors giving two articles the same slug at once: both pass the "slug free?" check, and the
 * second write meets the unique index. Renaming must then answer 409 on the slug field, as
 * creating does, not a 500.
 */
describe.each(testLanes())('two articles moved to one slug at once (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'article-slug-race' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const body = (slug: string) => ({
    title: slug,
    slug,
    excerpt: 'x',
    category: 'Market news' as const,
    author: 'A',
    cover_image: null,
    body: [{ kind: 'paragraph', spans: [{ text: 'x' }] }],
  });

  it('the second rename is a 409 on the slug, not a database error', async () => {
    await createArticle(t.db, body('race-one') as never);
    const two = await createArticle(t.db, body('race-two') as never);
    // The other editor's rename lands between this one's check and its write.
    const late = (q: Queryable): Queryable => ({
      ...q,
      query: ((sql: string, params?: unknown[]) =>
        sql.startsWith('SELECT 1 FROM articles WHERE slug')
          ? Promise.resolve({ rows: [] })
          : q.query(sql, params)) as Queryable['query'],
    });
    const err = await t.db
      .transaction((q) => updateArticle(late(q), two.id, body('race-one') as never))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CmsStoreError);
    expect((err as CmsStoreError).status).toBe(409);
  });
});
