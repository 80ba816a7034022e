import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { catalogueCsv, feedTestApp, postFeed } from '../helpers/lot-feed-fixtures';

/**
 * A buyer who put a sale in their diary and fetches its calendar file again after the house moved
 * it gets an entry with the same UID and the same revision as before: the file had no `SEQUENCE`
 * or `LAST-MODIFIED`, so a diary could keep the old room as current. And a sale whose lots had all
 * been withdrawn was still a confirmed entry with nothing to say. Now the revision is the
 * auction's or a lot's latest change, and such a sale is tentative and says why (decision 157).
 */
const { t, feed } = feedTestApp({ clearEach: true });

const lots = [
  { lot: 1, guide: 150000 },
  { lot: 2, guide: 180000 },
];

async function calendarFile() {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM auctions');
  expect(rows).toHaveLength(1);
  const res = await request(t.app).get(`/auctions/${rows[0]!.id}/calendar.ics`);
  expect(res.status).toBe(200);
  const lines = res.text.replace(/\r\n /g, '').split('\r\n');
  const value = (name: string) =>
    lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
  return { value, sequence: Number(value('SEQUENCE')) };
}

/** What was written an hour ago: the next change is a later second, as it is in life. */
const anHourAgo = () =>
  t.db.exec(`UPDATE auctions SET updated_at = updated_at - interval '1 hour';
             UPDATE auction_properties SET updated_at = updated_at - interval '1 hour';`);

describe('an auction’s calendar file over its changes', () => {
  it('a feed that moves the sale to another room raises the revision; fetched again unchanged, it stays', async () => {
    expect((await postFeed(t.app, feed.token, catalogueCsv(lots))).status).toBe(201);
    await anHourAgo();
    const first = await calendarFile();
    expect(first.value('LOCATION')).toBe('The Grand Connaught Rooms\\, London');
    expect(first.value('STATUS')).toBe('CONFIRMED');
    expect(first.sequence).toBeGreaterThan(0);
    expect((await calendarFile()).sequence).toBe(first.sequence);

    const sent = Date.now();
    const moved = catalogueCsv(lots).replaceAll(
      '"The Grand Connaught Rooms, London"',
      '"Church House, Westminster"',
    );
    expect((await postFeed(t.app, feed.token, moved)).status).toBe(201);
    const after = await calendarFile();
    expect(after.value('LOCATION')).toBe('Church House\\, Westminster');
    expect(after.sequence).toBeGreaterThan(first.sequence);
    const modified = after.value('LAST-MODIFIED')!;
    expect(modified).toMatch(/^\d{8}T\d{6}Z$/);
    const at = Date.parse(
      modified.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(at).toBeGreaterThanOrEqual(Math.floor(sent / 1000) * 1000);
  });

  it('a sale whose every lot was withdrawn is tentative and says why', async () => {
    expect((await postFeed(t.app, feed.token, catalogueCsv(lots))).status).toBe(201);
    await anHourAgo();
    const before = await calendarFile();
    const withdrawn = catalogueCsv(lots)
      .split('\n')
      .map((line, i) => (i === 0 ? line : line.replace(/,,$/, ',Withdrawn,')))
      .join('\n');
    expect((await postFeed(t.app, feed.token, withdrawn)).status).toBe(201);
    const after = await calendarFile();
    expect(after.value('STATUS')).toBe('TENTATIVE');
    expect(after.value('DESCRIPTION')).toContain(
      'No lots are left to bid on: each was withdrawn\\, postponed or sold before the auction.',
    );
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });
});
