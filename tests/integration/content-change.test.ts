import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import type { Queryable, Row } from '#server/db/db.server';
import {
  announceContentChange,
  PAGES_NAMESPACE,
  SECTION_DATA_NAMESPACE,
  watchContentGeneration,
} from '#server/cache/content-change.server';
import { createSectionDataCache } from '#sections/loaders.server';
import type { Section } from '#sections/page-document';
import { createMemoryHub, createMemorySharedCache } from '#server/cache/shared-cache';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.dispose());

describe('content change from another process', () => {
  it('a server polling the content generation sees an import announced by another process', async () => {
    let now = 0;
    const changed = watchContentGeneration({ db: t.db, intervalMs: 1_000, now: () => now });
    expect(await changed()).toBe(false);
    await announceContentChange({ db: t.db }, 'ppd import');
    // Not read again before the interval is up: one query a second at most.
    now = 500;
    expect(await changed()).toBe(false);
    now = 1_000;
    expect(await changed()).toBe(true);
    now = 2_000;
    expect(await changed()).toBe(false);
  });

  it('keeps the cached pages while the database cannot be reached, and compares again after', async () => {
    let now = 0;
    let down = false;
    const db: Queryable = {
      query: <T extends Row>(sql: string) =>
        down
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
            )
          : t.db.query<T>(sql),
      exec: (sql: string) => t.db.exec(sql),
    };
    const changed = watchContentGeneration({ db, intervalMs: 1_000, now: () => now });
    expect(await changed()).toBe(false);
    down = true;
    now = 1_000;
    // Was true (drop every cached page) before issue 18: an outage emptied the stale copies.
    expect(await changed()).toBe(false);
    down = false;
    await announceContentChange({ db: t.db }, 'import during the outage');
    now = 2_000;
    expect(await changed()).toBe(true);
  });

  it('tells the other instances through the shared cache', async () => {
    const hub = createMemoryHub();
    const server = createMemorySharedCache({ hub });
    const heard: unknown[] = [];
    server.onInvalidate((namespace, detail) => heard.push([namespace, detail]));
    await announceContentChange({ db: t.db, shared: createMemorySharedCache({ hub }) }, 'seed');
    expect(heard).toEqual([
      [PAGES_NAMESPACE, { reason: 'seed' }],
      [SECTION_DATA_NAMESPACE, { reason: 'seed' }],
    ]);
  });

  it('section data made before another process’s import is made again once the generation moved', async () => {
    let now = 0;
    const sectionData = createSectionDataCache({
      contentChanged: watchContentGeneration({ db: t.db, intervalMs: 1_000, now: () => now }),
    });
    const section = { type: 'insight-banners', id: 'figures', items: [] } as unknown as Section;
    let loads = 0;
    const load = async () => ++loads;
    expect(await sectionData.get(section, load)).toBe(1);
    expect(await sectionData.get(section, load)).toBe(1);
    await announceContentChange({ db: t.db }, 'lot feed');
    now = 1_000;
    expect(await sectionData.get(section, load)).toBe(2);
  });
});
