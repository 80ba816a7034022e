import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FEED_HOUSE, catalogueCsv, postFeed, feedTestApp } from '../helpers/lot-feed-fixtures';
import { listImports } from '#server/lots/feeds/import-log.server';
import { LOT_FEED_LIMITS } from '#schema/lot-feed-format';

/** Decision 083: a feed's cell, heading or key is named in a 400, never a 500 from the import log. */
const { t, feed } = feedTestApp({ clearEach: true });

/** One lot whose guide price cell holds `cell` (written as a quoted CSV cell). */
const withGuideCell = (cell: string) =>
  catalogueCsv([{ lot: 1, guide: 0 }]).replace(/,0,,,,,,$/, `,"${cell.replace(/"/g, '""')}",,,,,,`);

const hasLoneSurrogate = (s: string) => /\p{Cs}/u.test(s);

describe('a feed cell the reason names', () => {
  it.each([
    ['a NUL', '12\u0000000', '(given "12\\u0000000")'],
    ['a terminal escape', '\u001b[31m95,000', '(given "\\u001b[31m95,000")'],
  ])(
    'holding %s is a 400 naming it as an escape, and the import log keeps it',
    async (_, cell, shown) => {
      const res = await postFeed(t.app, feed.token, withGuideCell(cell));
      expect(res.status).toBe(400);
      const reason = res.body.error.details.errors[0].reason as string;
      expect(reason).toBe(`Give the guide price as a whole number ${shown}`);
      const [logged] = await listImports(t.db);
      expect(logged).toMatchObject({ status: 'rejected', rejected: 1 });
      expect(logged!.rejectedRows[0]!.reason).toBe(reason);
    },
  );

  it('cut at 40 characters is never cut inside a character (jsonb refuses half a pair)', async () => {
    const cell = `${'£'.repeat(39)}🏠🏠 guide`;
    const res = await postFeed(t.app, feed.token, withGuideCell(cell));
    expect(res.status).toBe(400);
    const reason = res.body.error.details.errors[0].reason as string;
    expect(hasLoneSurrogate(reason)).toBe(false);
    expect(reason).toBe(`Give the guide price as a whole number (given "${'£'.repeat(39)}🏠"…)`);
    expect((await listImports(t.db))[0]!.rejectedRows[0]!.reason).toBe(reason);
  });

  it('a CSV heading holding NUL is a 400 "Unknown column", not a 500', async () => {
    const csv = catalogueCsv([{ lot: 1, guide: 100000 }]).replace('lot_number', 'lot\u0000number');
    const res = await postFeed(t.app, feed.token, csv);
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toContainEqual(
      expect.objectContaining({ reason: 'Unknown column' }),
    );
    expect((await listImports(t.db))[0]).toMatchObject({ status: 'rejected' });
  });

  it('a JSON key holding NUL or half a pair is a 400 "Not a field", not a 500', async () => {
    for (const key of ['\\u0000', '\\ud800']) {
      const res = await request(t.app)
        .post('/api/feeds/lots')
        .set('Content-Type', 'application/json')
        .set('Authorization', `Bearer ${feed.token}`)
        .send(`{"format_version":1,"lots":[{"house":"${FEED_HOUSE}","lot${key}":1}]}`);
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors).toContainEqual(
        expect.objectContaining({ reason: 'Not a field of lot feed format 1' }),
      );
      const [logged] = await listImports(t.db);
      expect(logged).toMatchObject({ status: 'rejected' });
      expect(logged!.rejectedRows.some((r) => hasLoneSurrogate(r.field))).toBe(false);
    }
  });
});

describe('a feed of many mistakes', () => {
  const max = LOT_FEED_LIMITS.maxReportedErrors;

  it('is answered with as many errors as the import log keeps, and how many there were', async () => {
    // 300 rows, each with a guide price that is not a number.
    const csv = catalogueCsv(Array.from({ length: 300 }, (_, i) => ({ lot: i + 1, guide: 0 })))
      .split('\n')
      .map((line, i) => (i === 0 ? line : line.replace(/,0,,,,,,$/, ',POA,,,,,,')))
      .join('\n');
    const res = await postFeed(t.app, feed.token, csv);
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toHaveLength(max);
    expect(res.body.error.details.errorCount).toBe(300);
  });

  it('lists a header’s unknown columns up to that many, then says how many more', async () => {
    // A 5 MB header of 2.5 million cells was answered with 122 MB of "Unknown column".
    // (One known column, so it reads as a header with unknown columns, not as a lot.)
    const csv = `house,${'x,'.repeat(10_000)}\n`;
    const res = await postFeed(t.app, feed.token, csv);
    expect(res.status).toBe(400);
    const errors = res.body.error.details.errors as { field: string; reason: string }[];
    expect(errors).toHaveLength(max);
    // The columns named, one line for the other 9,800, 7 missing columns, one named twice.
    expect(res.body.error.details.errorCount).toBe(max + 1 + 7 + 1);
    expect((await listImports(t.db))[0]!.rejectedRows).toHaveLength(max);
  });

  it('says a reason of the whole file once, however many lots share it', async () => {
    const lots = Array.from({ length: 5000 }, () => 1);
    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'application/json')
      .set('Authorization', `Bearer ${feed.token}`)
      .send(JSON.stringify({ format_version: 1, lots }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Give each lot as an object of its fields: { "house": …, "lot_number": … }',
    );
    expect(res.body.error.details.errors).toHaveLength(max);
    expect(res.body.error.details.errorCount).toBe(5000);
  });
});
