import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { readOutbox, type OutboxMail } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { createLogger } from '#server/logger.server';
import type { Mailer } from '#server/mail/mailer.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';
import { recordLotEvents } from '#server/lots/lot-events.server';
import { SALE_AT } from '../helpers/sale-day';
import { signInPath } from '#schema/return-path';

const ORIGIN = 'https://auctions.example.co.uk';
const HOUR = 3_600_000;
let t: TestApp;
let deps: AlertRunDeps;
let houseId: number;
/** Each test moves the clock well past any daily period of the tests before it. */
let clock = Date.parse('2026-11-23T07:00:00Z');
const later = (hours: number) => new Date((clock += hours * HOUR));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const logger = createLogger('silent');
  deps = alertRunDeps(t, logger);
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('alert-house', 'Alert House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
});
afterAll(() => t.close());

async function addLot(title: string, guide: number, location?: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, guide_price_min, auction_date, location)
     VALUES ($1, $2, $3, '${SALE_AT}', $4) RETURNING id`,
    [houseId, title, guide, location ?? null],
  );
  return Number(rows[0]!.id);
}

/** What a feed import does: change the lot row and record the event in one transaction. */
async function feedChangesGuide(lotId: number, from: number, to: number) {
  await t.db.transaction(async (tx) => {
    await tx.query('UPDATE auction_properties SET guide_price_min = $2 WHERE id = $1', [lotId, to]);
    await recordLotEvents(tx, [
      {
        lotId,
        kind: 'guide_changed',
        before: { min: from },
        after: { min: to },
        source: 'feed',
        actor: 'import:1',
      },
    ]);
  });
}

async function feedWithdraws(lotId: number) {
  await t.db.transaction(async (tx) => {
    await tx.query("UPDATE auction_properties SET lot_status = 'Withdrawn' WHERE id = $1", [lotId]);
    await recordLotEvents(tx, [
      {
        lotId,
        kind: 'withdrawn',
        before: { status: 'Available' },
        after: { status: 'Withdrawn' },
        source: 'feed',
      },
    ]);
  });
}

const api = (method: 'post' | 'put', path: string, who: TestUser) =>
  request(t.app)[method](path).set('Origin', ORIGIN).set('Cookie', who.cookie);
const watch = async (who: TestUser, lotId: number) =>
  expect((await api('post', '/api/watchlist', who).send({ lot_id: lotId })).status).toBe(201);
const setFrequency = async (who: TestUser, frequency: string) =>
  expect((await api('put', '/api/watchlist/settings', who).send({ frequency })).status).toBe(200);
/** The outbox's mails to `who`, subjects decoded (nodemailer writes UTF-8 as RFC 2047 words). */
const mailsTo = (who: TestUser): OutboxMail[] =>
  readOutbox(t.config.DATA_DIR)
    .filter((m) => m.to === who.email)
    .map((m) => ({ ...m, subject: subjectOf(m) }));
function subjectOf(mail: OutboxMail): string {
  const raw = readFileSync(path.join(t.config.DATA_DIR, 'outbox', mail.file), 'utf8');
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?UTF-8\?Q\?/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_m, q: string) =>
      Buffer.from(
        q
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}
const profileOf = (who: TestUser) =>
  request(t.app).get('/profile').set('User-Agent', BROWSER_UA).set('Cookie', who.cookie);
const run = (now: Date) => sendAlerts(deps, { now });

describe('watchlist alerts', () => {
  it('a watched lot’s guide change reaches exactly one digest, with the change; a re-run sends nothing', async () => {
    const ann = await createTestUser(t, 'ann@example.co.uk', { firstName: 'Ann' });
    const lot = await addLot('Four-bedroom mid-terrace house', 120_000, 'Hull, East Yorkshire');
    const other = await addLot('Flat nobody watches', 90_000);
    await watch(ann, lot);
    await feedChangesGuide(lot, 120_000, 110_000);
    await feedChangesGuide(other, 90_000, 80_000);

    const now = later(1);
    expect(await run(now)).toMatchObject({ users: 1, watchedLots: 1, emails: 1, failed: 0 });
    const mails = mailsTo(ann);
    expect(mails).toHaveLength(1);
    // A title alone is shared by lots all over the country: the e-mail says where this one is.
    expect(mails[0]!.subject).toBe(
      'Changes to “Four-bedroom mid-terrace house” in Hull, East Yorkshire, a lot you watch',
    );
    expect(mails[0]!.body).toContain('- Four-bedroom mid-terrace house, Hull, East Yorkshire');
    expect(mails[0]!.body).toContain('A lot you watch has changed.');
    expect(mails[0]!.body).toContain('Guide price £120,000 → £110,000');
    expect(mails[0]!.body).toContain(`${t.config.PUBLIC_URL}/listings/${lot}`);
    expect(mails[0]!.body).not.toContain('Flat nobody watches');
    expect(mails[0]!.body).toMatch(
      /List-Unsubscribe:\s+<https:\/\/[^>]+\/alerts\/unsubscribe\?token=/,
    );

    expect(await run(later(1))).toMatchObject({ emails: 0 });
    expect(mailsTo(ann)).toHaveLength(1);
  });

  it('a crash after sending sends the change again next run, then never again', async () => {
    const cal = await createTestUser(t, 'cal@example.co.uk');
    const lot = await addLot('Barn conversion', 300_000);
    await watch(cal, lot);
    await feedWithdraws(lot);
    const crashing: Mailer = {
      async send(message) {
        await deps.mailer.send(message);
        throw new Error('connection lost after DATA');
      },
    };
    const now = later(1);
    expect(await sendAlerts({ ...deps, mailer: crashing }, { now })).toMatchObject({ failed: 1 });
    expect(await run(now)).toMatchObject({ emails: 1 });
    expect(await run(later(1))).toMatchObject({ emails: 0 });
    const mails = mailsTo(cal);
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.body).toContain('Withdrawn from the auction');
  });

  it('frequency off sends nothing, and turning it back on does not send the backlog', async () => {
    const dee = await createTestUser(t, 'dee@example.co.uk');
    const lot = await addLot('Seaside bungalow', 200_000);
    await watch(dee, lot);
    await setFrequency(dee, 'off');
    await feedChangesGuide(lot, 200_000, 190_000);
    expect((await run(later(1))).emails).toBe(0);
    await setFrequency(dee, 'immediate');
    expect((await run(later(1))).emails).toBe(0);
    await feedChangesGuide(lot, 190_000, 185_000);
    await run(later(1));
    const mails = mailsTo(dee);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Guide price £190,000 → £185,000');
    expect(mails[0]!.body).not.toContain('£200,000');
  });

  it('daily alerts batch a day’s changes into one digest', async () => {
    const eve = await createTestUser(t, 'eve@example.co.uk');
    const a = await addLot('Mill flat', 100_000);
    const b = await addLot('Corner shop', 150_000);
    await watch(eve, a);
    await watch(eve, b);
    await setFrequency(eve, 'daily');
    await feedChangesGuide(a, 100_000, 95_000);
    expect((await run(later(1))).emails).toBe(1);
    await feedChangesGuide(a, 95_000, 90_000);
    await feedWithdraws(b);
    expect((await run(later(2))).emails).toBe(0);
    expect((await run(later(3))).emails).toBe(0);
    expect(await run(later(20))).toMatchObject({ emails: 1, watchedLots: 2 });
    const mails = mailsTo(eve);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 lots you watch changed');
    expect(mails[1]!.body).toContain('Guide price £95,000 → £90,000');
    expect(mails[1]!.body).toContain('Corner shop');
  });

  it('saved-search lots and watched-lot changes share one digest', async () => {
    const fay = await createTestUser(t, 'fay@example.co.uk');
    const lot = await addLot('Chapel for conversion', 60_000);
    await watch(fay, lot);
    const saved = await api('post', '/api/saved-searches', fay).send({
      query: 'search=lighthouse',
    });
    expect(saved.status).toBe(201);
    await addLot('Decommissioned lighthouse', 250_000);
    await feedChangesGuide(lot, 60_000, 75_000);
    expect(await run(later(25))).toMatchObject({ emails: 1 });
    const mails = mailsTo(fay);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('and changes to lots you watch');
    expect(mails[0]!.body).toContain('Decommissioned lighthouse');
    expect(mails[0]!.body).toContain('Guide price £60,000 → £75,000');
  });

  it('a watch e-mail does not hold back a daily search that had nothing in it: lots listed next go at the next run', async () => {
    const ivy = await createTestUser(t, 'ivy@example.co.uk');
    const lot = await addLot('Old school house', 210_000);
    await watch(ivy, lot);
    const saved = await api('post', '/api/saved-searches', ivy).send({
      query: 'search=windmill',
      frequency: 'daily',
    });
    expect(saved.status).toBe(201);
    await feedChangesGuide(lot, 210_000, 200_000);
    expect(await run(later(1))).toMatchObject({ emails: 1, searches: 0, watchedLots: 1 });

    await addLot('Windmill for restoration', 320_000);
    expect(await run(later(1))).toMatchObject({ emails: 1, searches: 1, lots: 1 });
    const mails = mailsTo(ivy);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain('Windmill for restoration');
    // The search has now sent lots: the next ones wait for its day.
    await addLot('Second windmill', 280_000);
    expect((await run(later(2))).emails).toBe(0);
    expect((await run(later(22))).emails).toBe(1);
  });

  it('the unsubscribe link stops watch alerts without signing in, and leads on to the watched lots', async () => {
    const gus = await createTestUser(t, 'gus@example.co.uk');
    const lot = await addLot('Lock-keeper’s cottage', 175_000);
    await watch(gus, lot);
    await feedChangesGuide(lot, 175_000, 170_000);
    await run(later(1));
    const link = mailsTo(gus)[0]!.links.find((l) =>
      /\/alerts\/unsubscribe\?token=[\w-]+$/.test(l),
    )!;
    const { pathname, search } = new URL(link);
    // Opening the link (a mail scanner does) only asks; the button's POST stops them.
    const asked = await request(t.app).get(`${pathname}${search}`).set('User-Agent', BROWSER_UA);
    expect(asked.text).toContain('Stop these alerts?');
    // Where the buyer manages what they watch (it offered only the saved searches), signing in on
    // the way: the profile's watched lots.
    const watchedLots = `href="${signInPath('/profile#watched-lots')}" data-discover="true">Manage your watched lots</a>`;
    expect(asked.text).toContain(watchedLots);
    expect((await profileOf(gus)).text).not.toMatch(
      /<option value="off" selected="">Off<\/option>/,
    );
    const stop = await request(t.app).post(`${pathname}${search}`).type('form').send('');
    expect(stop.status).toBe(303);
    const res = await request(t.app).get(stop.headers.location!).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('We will no longer e-mail you about changes to the lots you watch');
    expect(res.text).toContain(watchedLots);
    await feedChangesGuide(lot, 170_000, 160_000);
    expect((await run(later(1))).emails).toBe(0);
    expect(mailsTo(gus)).toHaveLength(1);
    expect((await profileOf(gus)).text).toMatch(/<option value="off" selected="">Off<\/option>/);
  });

  it('/profile shows what changed since the buyer last looked, until marked as seen', async () => {
    const hal = await createTestUser(t, 'hal@example.co.uk');
    const lot = await addLot('Riverside warehouse', 400_000);
    await watch(hal, lot);
    let page = await profileOf(hal);
    expect(page.text).toContain('Riverside warehouse');
    expect(page.text).toContain('No changes since you last looked');

    await feedChangesGuide(lot, 400_000, 380_000);
    await feedWithdraws(lot);
    page = await profileOf(hal);
    expect(page.text).toContain('2 changes<!-- --> since you last looked');
    expect(page.text).toContain('Guide price £400,000 → £380,000');
    expect(page.text).toContain('Withdrawn from the auction');
    // The card shows the lot as it is now.
    expect(page.text).toMatch(/>Withdrawn<\/span>/);

    const seen = await request(t.app)
      .post('/api/watchlist')
      .type('form')
      .set('Origin', ORIGIN)
      .set('Cookie', hal.cookie)
      .send({ intent: 'seen', lot_id: String(lot), return_to: '/profile#watched-lots' });
    expect(seen.status).toBe(303);
    expect(seen.headers.location).toBe(`/profile?watch=seen&watch_lot=${lot}#watched-lots`);
    page = await profileOf(hal);
    expect(page.text).toContain('No changes since you last looked');
    expect(page.text).not.toContain('Guide price £400,000 → £380,000');
  });
});
