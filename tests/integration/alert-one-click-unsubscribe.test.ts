import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { createLogger } from '#server/logger.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';
import { recordLotEvents } from '#server/lots/lot-events.server';
import { SALE_AT } from '../helpers/sale-day';

// A mail client's "Unsubscribe" button (Gmail, Yahoo, Apple Mail) reads the List-Unsubscribe
// header: it takes one https link from it and, with List-Unsubscribe-Post, POSTs
// `List-Unsubscribe=One-Click` there without cookies (RFC 8058). The digest holds every alert of
// the user, so that one link must stop all of them.

const ORIGIN = 'https://auctions.example.co.uk';
const HOUR = 3_600_000;
let t: TestApp;
let deps: AlertRunDeps;
let houseId: number;
let clock = Date.parse('2026-11-23T07:00:00Z');
const later = (hours: number) => new Date((clock += hours * HOUR));
const run = (now: Date) => sendAlerts(deps, { now });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  deps = alertRunDeps(t, createLogger('silent'));
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('click-house', 'Click House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
});
afterAll(() => t.close());

async function addLot(title: string, propertyType: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, property_type, guide_price_min, auction_date)
     VALUES ($1, $2, $3, 100000, '${SALE_AT}') RETURNING id`,
    [houseId, title, propertyType],
  );
  return Number(rows[0]!.id);
}

async function changeGuide(lotId: number, to: number) {
  await t.db.transaction(async (tx) => {
    await tx.query('UPDATE auction_properties SET guide_price_min = $2 WHERE id = $1', [lotId, to]);
    await recordLotEvents(tx, [
      { lotId, kind: 'guide_changed', before: { min: 100000 }, after: { min: to }, source: 'feed' },
    ]);
  });
}

const api = (path: string, who: TestUser) =>
  request(t.app).post(path).set('Origin', ORIGIN).set('Cookie', who.cookie);

/** The raw header block of the user's last e-mail (unfolded). */
function lastHeaders(who: TestUser): string {
  const mail = readOutbox(t.config.DATA_DIR)
    .filter((m) => m.to === who.email)
    .at(-1)!;
  return mail.body.slice(0, mail.body.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
}

describe('one-click unsubscribe from an alert digest', () => {
  let ivy: TestUser;
  let watched: number;

  beforeAll(async () => {
    ivy = await createTestUser(t, 'ivy@example.co.uk');
    watched = await addLot('Watched cottage', 'Detached house');
    expect((await api('/api/watchlist', ivy).send({ lot_id: watched })).status).toBe(201);
    for (const query of ['property_type=Flat', 'property_type=Land'])
      expect((await api('/api/saved-searches', ivy).send({ query })).status).toBe(201);
    await addLot('New flat', 'Flat');
    await addLot('New paddock', 'Land');
    await changeGuide(watched, 90000);
    expect((await run(later(1))).emails).toBe(1);
  });

  it('names one link that a mail client may POST to, and says so', () => {
    const headers = lastHeaders(ivy);
    const value = /^List-Unsubscribe: (.*)$/m.exec(headers)?.[1] ?? '';
    expect(value).toMatch(/^<https:\/\/[^>]+\/alerts\/unsubscribe\?[^>]+>$/);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('the mail client’s one-click POST stops every alert the digest was about', async () => {
    // What a mail client does: the header's first https link.
    const value = /^List-Unsubscribe: <(https:[^>]+)>/m.exec(lastHeaders(ivy))![1]!;
    const { pathname, search } = new URL(value);
    // Opening it first (as a person would) names every alert it stops, and stops nothing.
    const asked = await request(t.app).get(`${pathname}${search}`).set('User-Agent', BROWSER_UA);
    expect(asked.text).toContain('Stop these alerts?');
    expect(asked.text).toContain('“Flat”');
    // `Land` is the exact type, as the filter form's box sends it (decision 153), not its family.
    expect(asked.text).toContain('“Land”');
    expect(asked.text).toContain('changes to the lots you watch');

    const posted = await request(t.app)
      .post(`${pathname}${search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(posted.status).toBeLessThan(400);

    await addLot('Another flat', 'Flat');
    await addLot('Another paddock', 'Land');
    await changeGuide(watched, 80000);
    expect(await run(later(25))).toMatchObject({ emails: 0 });
    const profile = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', ivy.cookie);
    expect(profile.text.match(/<option value="off" selected="">Off<\/option>/g)).toHaveLength(3);
  });

  it('a one-click POST sent from a webmail page (its Origin, the reader’s cookie) stops them too', async () => {
    const jo = await createTestUser(t, 'jo@example.co.uk');
    expect(
      (await api('/api/saved-searches', jo).send({ query: 'property_type=Garage' })).status,
    ).toBe(201);
    await addLot('A garage', 'Garage');
    expect((await run(later(1))).emails).toBeGreaterThan(0);
    const value = /^List-Unsubscribe: <(https:[^>]+)>/m.exec(lastHeaders(jo))![1]!;
    const { pathname, search } = new URL(value);
    const posted = await request(t.app)
      .post(`${pathname}${search}`)
      .set('Origin', 'https://webmail.example.net')
      .set('Cookie', jo.cookie)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(posted.status).toBeLessThan(400);
    await addLot('Another garage', 'Garage');
    expect(await run(later(25))).toMatchObject({ emails: 0 });
  });

  it('the header stays one short line with twenty searches and watched lots (RFC 5322: 998)', async () => {
    const kit = await createTestUser(t, 'kit@example.co.uk');
    for (let n = 1; n <= 20; n++) {
      const query = `property_type=Garage&guide_price_min=${n * 1000}`;
      expect((await api('/api/saved-searches', kit).send({ query })).status).toBe(201);
    }
    const barn = await addLot('A watched garage', 'Garage');
    expect((await api('/api/watchlist', kit).send({ lot_id: barn })).status).toBe(201);
    await addLot('A new garage', 'Garage');
    await changeGuide(barn, 95000);
    expect((await run(later(1))).failed).toBe(0);
    const line = /^List-Unsubscribe: .*$/m.exec(lastHeaders(kit))![0];
    expect(line.length).toBeLessThanOrEqual(998);
    const value = /<(https:[^>]+)>/.exec(line)![1]!;
    const { pathname, search } = new URL(value);
    await request(t.app)
      .post(`${pathname}${search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    const profile = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', kit.cookie);
    expect(profile.text.match(/<option value="off" selected="">Off<\/option>/g)).toHaveLength(21);
  });

  it('the account link’s page names only the alerts that still send e-mails', async () => {
    const lou = await createTestUser(t, 'lou@example.co.uk');
    const on = await api('/api/saved-searches', lou).send({ query: 'property_type=Land' });
    const off = await api('/api/saved-searches', lou).send({
      query: 'property_type=Commercial',
      frequency: 'off',
    });
    expect([on.status, off.status]).toEqual([201, 201]);
    await addLot('A plot', 'Land');
    expect((await run(later(1))).failed).toBe(0);
    const value = /^List-Unsubscribe: <(https:[^>]+)>/m.exec(lastHeaders(lou))![1]!;
    const { pathname, search } = new URL(value);
    const asked = await request(t.app).get(`${pathname}${search}`).set('User-Agent', BROWSER_UA);
    expect(asked.text).toContain(`“${on.body.data.name}”`);
    expect(asked.text).not.toContain(`“${off.body.data.name}”`);
  });
});
