import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import {
  FEED_HOUSE,
  clearFeedData,
  lotFeedFixture,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createLogger } from '#server/logger.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { SALE_AT } from '../helpers/sale-day';
import { historyEntries } from '../helpers/lot-history';

/**
 * How a lot's changes read to a buyer who watches it, everywhere they are described: the lot
 * page's history, `/profile`'s watchlist and the alert e-mail. Changes come in by the feed
 * endpoint, as an auction house sends them.
 */
const ORIGIN = 'https://auctions.example.co.uk';
const HOUR = 3_600_000;
let t: TestApp;
let token: string;
let clock = Date.now() + HOUR;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  await seedFeedDirectory(t.db);
  token = (await createFeedToken(t.db, FEED_HOUSE))!;
}, 240_000);
beforeEach(() => clearFeedData(t.db));
afterAll(() => t?.close());

/** The valid fixture catalogue, its sale moved to a day ahead (the fixture's date may pass). */
const SALE = SALE_AT;
const ahead = (days: number) =>
  new Date(Math.floor(Date.now() / HOUR) * HOUR + days * 24 * HOUR).toISOString();
const START = ahead(10);
const catalogue = (start = START) => lotFeedFixture('catalogue-valid.csv').replaceAll(SALE, start);
/** Lot 1's row of the catalogue with new status, sold price and end date. */
const withLot1 = (csv: string, change: (cells: string[]) => void) =>
  csv
    .split('\n')
    .map((line) => {
      if (!/^harland[^,]*,HP-2026-12,[^\n]*?,Traditional,1,/.test(line)) return line;
      const cells = line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
      change(cells);
      return cells.join(',');
    })
    .join('\n');
const COL = { end: 4, method: 6, status: 19, sold: 20 } as const;

const send = async (csv: string) => {
  const res = await request(t.app)
    .post('/api/feeds/lots')
    .set('Content-Type', 'text/csv')
    .set('Authorization', `Bearer ${token}`)
    .send(csv);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
const lot1 = async () =>
  Number(
    (await t.db.query<{ id: string }>("SELECT id FROM auction_properties WHERE lot_number = '1'"))
      .rows[0]!.id,
  );
let n = 0;
async function watcher(lotId: number): Promise<TestUser> {
  const who = await createTestUser(t, `watcher${++n}@example.co.uk`, { firstName: 'Wyn' });
  const res = await request(t.app)
    .post('/api/watchlist')
    .set('Origin', ORIGIN)
    .set('Cookie', who.cookie)
    .send({ lot_id: lotId });
  expect(res.status).toBe(201);
  return who;
}
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const profileText = async (who: TestUser) =>
  textOf(
    (await request(t.app).get('/profile').set('User-Agent', BROWSER_UA).set('Cookie', who.cookie))
      .text,
  );
async function alertMailTo(who: TestUser): Promise<string> {
  await sendAlerts(alertRunDeps(t, createLogger('silent')), { now: new Date((clock += HOUR)) });
  const mails = readOutbox(t.config.DATA_DIR).filter((m) => m.to === who.email);
  return mails.at(-1)?.body ?? '';
}
async function historyWords(lotId: number): Promise<string[]> {
  const page = await request(t.app).get(`/listings/${lotId}`).set('User-Agent', BROWSER_UA);
  return historyEntries(page.text);
}

describe('a sale before the auction', () => {
  it('reads "Sold before auction for £440,000" in the history, the watchlist and the alert', async () => {
    await send(catalogue());
    const lotId = await lot1();
    const who = await watcher(lotId);
    await send(
      withLot1(catalogue(), (c) => {
        c[COL.status] = 'Sold';
        c[COL.sold] = '440000';
      }),
    );
    expect(await historyWords(lotId)).toContain('Sold before auction · £440,000');
    const profile = await profileText(who);
    expect(profile).toContain('Sold before auction for £440,000');
    expect(profile).not.toContain('Result: Sold for');
    const mail = await alertMailTo(who);
    expect(mail).toContain('Sold before auction for £440,000');
    expect(mail).not.toContain('Result: Sold for');
  });
});

describe('a corrected sold price', () => {
  it('reads as a correction, not a second sale: history, watchlist and alert', async () => {
    // A sale already held: its lots are sold at it, then the house puts one price right.
    const held = ahead(-3);
    const sold = (price: string) =>
      withLot1(catalogue(held), (c) => {
        c[COL.status] = 'Sold';
        c[COL.sold] = price;
      });
    // Watched while its result is awaited: a sold lot takes no new watch.
    await send(catalogue(held));
    const lotId = await lot1();
    const who = await watcher(lotId);
    await send(sold('215000'));
    await send(sold('216000'));
    const words = await historyWords(lotId);
    expect(words.filter((w) => w.startsWith('Sold'))).toEqual([
      'Sold · £215,000',
      'Sold price corrected to £216,000',
    ]);
    expect(await profileText(who)).toContain('Sold price corrected to £216,000');
    expect(await alertMailTo(who)).toContain('Sold price corrected to £216,000');
  });
});

describe('an online sale’s dates', () => {
  /** The catalogue as an online sale opening `start` and closing `end`. */
  const online = (start: string, end: string) =>
    catalogue(start)
      .replaceAll(`${start},,`, `${start},${end},`)
      .replaceAll(',Traditional,', ',Online,');
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-GB', {
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });

  it('are told by when bidding closes: the alert, the watchlist and the history', async () => {
    const opens = ahead(3);
    const closes = ahead(10);
    await send(online(opens, closes));
    const lotId = await lot1();
    const who = await watcher(lotId);
    const movedOpen = ahead(4);
    const movedClose = ahead(45);
    await send(online(movedOpen, movedClose));
    const change = `Bidding closes ${day(closes)} → ${day(movedClose)}`;
    expect(await profileText(who)).toContain(change);
    const mail = await alertMailTo(who);
    expect(mail).toContain(change);
    expect(mail).not.toContain(`Auction date ${day(opens)}`);
    const words = await historyWords(lotId);
    expect(words.at(-1)).toBe('Bidding closes');
    const page = (await request(t.app).get(`/listings/${lotId}`).set('User-Agent', BROWSER_UA))
      .text;
    const history = page.slice(page.indexOf('>History<'));
    expect(history).toContain(`dateTime="${movedClose.slice(0, 10)}"`);
  });
});
