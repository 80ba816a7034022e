import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch, type TestUser } from '../helpers/test-users';
import { readOutbox, type OutboxMail } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { createLogger } from '#server/logger.server';
import type { Mailer } from '#server/mail/mailer.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';
import { runAlertsSendCli } from '#server/alerts/alerts-send-cli.server';
import { SALE_AT } from '../helpers/sale-day';

const ORIGIN = 'https://auctions.example.co.uk';
const HOUR = 3_600_000;
let t: TestApp;
let deps: AlertRunDeps;
let logLines: Array<Record<string, unknown>>;
let houseId: number;
/** Each test moves the clock well past any daily or weekly period of the tests before it. */
let clock = Date.parse('2026-11-23T07:00:00Z');
const later = (hours: number) => new Date((clock += hours * HOUR));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(l));
      cb();
    },
  });
  const logger = createLogger('info', sink);
  deps = alertRunDeps(t, logger);
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('test-house', 'Test House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
  for (const [slug, name, kind] of PLACES)
    await t.db.query(
      "INSERT INTO locations (slug, name, kind, parent_slug) VALUES ($1, $2, $3, nullif(regexp_replace($1, '/[^/]+$', ''), $1))",
      [slug, name, kind],
    );
});
afterAll(() => t.close());
beforeEach(() => {
  logLines = [];
});

/** The places of the lots below (this database has no seeded directory): a search by place needs them. */
const PLACES: Array<[slug: string, name: string, kind: string]> = [
  ['england', 'England', 'country'],
  ['england/west-yorkshire', 'West Yorkshire', 'county'],
  ['england/west-yorkshire/leeds', 'Leeds', 'town'],
  ['england/west-yorkshire/leeds/headingley', 'Headingley', 'town'],
  ['england/north-yorkshire', 'North Yorkshire', 'county'],
  ['england/north-yorkshire/york', 'York', 'town'],
];
const SLUG_OF: Record<string, string> = {
  'Leeds, West Yorkshire': 'england/west-yorkshire/leeds',
  Leeds: 'england/west-yorkshire/leeds',
  'Headingley, Leeds': 'england/west-yorkshire/leeds/headingley',
  York: 'england/north-yorkshire/york',
};

async function addLot(
  title: string,
  fields: { location: string; property_type: string; guide_price_min?: number },
): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, location, location_slug, property_type, guide_price_min, auction_date)
     VALUES ($1, $2, $3, $4, $5, $6, '${SALE_AT}') RETURNING id`,
    [
      houseId,
      title,
      fields.location,
      SLUG_OF[fields.location] ?? null,
      fields.property_type,
      fields.guide_price_min ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

const mailsTo = (who: TestUser): OutboxMail[] =>
  readOutbox(t.config.DATA_DIR).filter((m) => m.to === who.email);
const lastMail = (who: TestUser) => mailsTo(who).at(-1)!;
const run = (now: Date, dryRun = false) => sendAlerts(deps, { now, dryRun });

describe('alerts:send', () => {
  let ann: TestUser;
  let before: number;

  beforeAll(async () => {
    ann = await createTestUser(t, 'ann@example.co.uk', { firstName: 'Ann' });
    // Listed before the search was saved: never part of an alert.
    before = await addLot('Old flat in Leeds', {
      location: 'Leeds, West Yorkshire',
      property_type: 'Flat',
    });
    await saveSearch(t, ann, { query: 'location=leeds&property_type=Flat', name: 'Leeds flats' });
  });

  it('sends one e-mail with only the new lots that match, then nothing on a second run', async () => {
    const match1 = await addLot('Two-bed flat near Leeds station', {
      location: 'Leeds, West Yorkshire',
      property_type: 'Flat',
      guide_price_min: 150_000,
    });
    const match2 = await addLot('Top-floor flat in Headingley', {
      location: 'Headingley, Leeds',
      property_type: 'Flat',
    });
    await addLot('Terraced house in Leeds', { location: 'Leeds', property_type: 'House' });
    await addLot('Flat in York', { location: 'York', property_type: 'Flat' });

    const now = later(1);
    const summary = await run(now);
    expect(summary).toMatchObject({ users: 1, searches: 1, lots: 2, emails: 1, failed: 0 });
    const mails = mailsTo(ann);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.body).toContain('Hello Ann,');
    expect(mail.body).toContain('Two-bed flat near Leeds station');
    expect(mail.body).toContain('Top-floor flat in Headingley');
    expect(mail.body).toContain('Guide price £150,000');
    expect(mail.body).not.toContain('Terraced house in Leeds');
    expect(mail.body).not.toContain('Flat in York');
    expect(mail.body).not.toContain('Old flat in Leeds');
    expect(mail.links).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/listings/${match1}`,
        `${ORIGIN}/listings/${match2}`,
        `${ORIGIN}/login?redirect=${encodeURIComponent('/profile#saved-searches')}`,
      ]),
    );
    expect(mail.links).not.toContain(`${ORIGIN}/listings/${before}`);
    expect(mail.body).toMatch(/\/alerts\/unsubscribe\?token=[\w-]{20,}/);
    // One HTML and one text part.
    expect(mail.body).toContain('Content-Type: text/plain');
    expect(mail.body).toContain('Content-Type: text/html');

    const logged = logLines.find((l) => l.msg === 'alerts run finished');
    expect(logged).toMatchObject({ users: 1, searches: 1, lots: 2, emails: 1 });

    expect(await run(now)).toMatchObject({ users: 0, lots: 0, emails: 0 });
    // Due again a day later, but nothing new: still no e-mail.
    expect(await run(later(25))).toMatchObject({ emails: 0 });
    expect(mailsTo(ann)).toHaveLength(1);
  });

  it('the next run after a new lot sends only that lot', async () => {
    await addLot('Studio flat in Leeds city centre', {
      location: 'Leeds, West Yorkshire',
      property_type: 'Flat',
    });
    expect(await run(later(25))).toMatchObject({ lots: 1, emails: 1 });
    const mail = lastMail(ann);
    expect(mail.body).toContain('Studio flat in Leeds city centre');
    expect(mail.body).not.toContain('Two-bed flat near Leeds station');
    expect(mailsTo(ann)).toHaveLength(2);
  });

  it('sends a daily search at most once a day, and keeps the lots for the next digest', async () => {
    await addLot('Garden flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    const sent = await run(later(25));
    expect(sent.emails).toBe(1);
    await addLot('Penthouse flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    expect((await run(later(2))).emails).toBe(0);
    expect((await run(later(22))).emails).toBe(1);
    expect(lastMail(ann).body).toContain('Penthouse flat in Leeds');
    expect(lastMail(ann).body).not.toContain('Garden flat in Leeds');
  });

  it('puts every search of a user with new lots into one e-mail', async () => {
    await saveSearch(t, ann, { query: 'location=york', name: 'Anything in York' });
    const count = mailsTo(ann).length;
    await addLot('Basement flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    await addLot('Cottage in York', { location: 'York', property_type: 'House' });
    expect(await run(later(25))).toMatchObject({ users: 1, searches: 2, lots: 2, emails: 1 });
    expect(mailsTo(ann)).toHaveLength(count + 1);
    const mail = lastMail(ann);
    expect(mail.body).toContain('Basement flat in Leeds');
    expect(mail.body).toContain('Cottage in York');
    expect(mail.body).toContain('Anything in York');
    expect(mail.body).toContain('Leeds flats');
  });

  it('a dry run reports what it would send and changes nothing', async () => {
    await addLot('Mews flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    const count = mailsTo(ann).length;
    const now = later(25);
    expect(await run(now, true)).toMatchObject({ dryRun: true, users: 1, lots: 1, emails: 0 });
    expect(mailsTo(ann)).toHaveLength(count);
    expect(await run(now)).toMatchObject({ lots: 1, emails: 1 });
    expect(lastMail(ann).body).toContain('Mews flat in Leeds');
  });

  it('a failure after the e-mail went out sends the same lots again next time (none lost)', async () => {
    await addLot('Canal-side flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    const count = mailsTo(ann).length;
    // The SMTP server is outside the process: this stand-in delivers, then the process "dies"
    // before the send is recorded.
    const crashing: Mailer = {
      async send(message) {
        await deps.mailer.send(message);
        throw new Error('connection lost after DATA');
      },
    };
    const now = later(25);
    const failed = await sendAlerts({ ...deps, mailer: crashing }, { now });
    expect(failed).toMatchObject({ failed: 1, emails: 0 });
    expect(await run(now)).toMatchObject({ lots: 1, emails: 1 });
    const mails = mailsTo(ann).slice(count);
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.body).toContain('Canal-side flat in Leeds');
    expect((await run(now)).emails).toBe(0);
  });

  it('weekly searches wait a week', async () => {
    const weekly = await createTestUser(t, 'wes@example.co.uk');
    const s = await saveSearch(t, weekly, { query: 'search=bungalow' });
    await request(t.app)
      .patch(`/api/saved-searches/${s.id}`)
      .set('Origin', ORIGIN)
      .set('Cookie', weekly.cookie)
      .send({ frequency: 'weekly' })
      .expect(200);
    await addLot('Detached bungalow', { location: 'Hull', property_type: 'Bungalow' });
    expect((await run(later(1))).emails).toBe(1);
    await addLot('Semi-detached bungalow', { location: 'Hull', property_type: 'Bungalow' });
    expect((await run(later(48))).emails).toBe(0);
    expect(await run(later(24 * 6))).toMatchObject({ emails: 1, lots: 1 });
    expect(lastMail(weekly).body).toContain('Semi-detached bungalow');
  });

  it('unconfirmed addresses get no alerts', async () => {
    const uma = await createTestUser(t, 'uma@example.co.uk', { confirmed: false });
    await saveSearch(t, uma, { query: 'search=windmill' });
    await addLot('Converted windmill', { location: 'Norfolk', property_type: 'Other' });
    await run(later(25));
    expect(mailsTo(uma)).toEqual([]);
  });

  it('the unsubscribe link works without signing in and stops only that search', async () => {
    // The search's own stop link (the List-Unsubscribe header's stops every alert of the account).
    const link = /Stop alerts for this search: (\S+)/.exec(lastMail(ann).body)![1]!;
    const { pathname, search } = new URL(link);
    const profile = () =>
      request(t.app).get('/profile').set('User-Agent', BROWSER_UA).set('Cookie', ann.cookie);
    // Opening the link asks first: a mail scanner's GET used to stop the alerts unseen.
    for (const agent of [BROWSER_UA, 'Microsoft Office/16.0 (Safe Links scanner)']) {
      const asked = await request(t.app).get(`${pathname}${search}`).set('User-Agent', agent);
      expect(asked.status).toBe(200);
      expect(asked.text).toContain('Stop these alerts?');
    }
    expect((await profile()).text).not.toMatch(/<option value="off" selected="">Off<\/option>/);

    const stop = await request(t.app).post(`${pathname}${search}`).type('form').send('');
    expect(stop.status).toBe(303);
    const res = await request(t.app).get(stop.headers.location!).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Alerts stopped');
    expect(res.text).toContain('We will no longer e-mail you about “Leeds flats”');
    expect(res.text).toContain('<meta name="robots" content="noindex"');
    expect((await profile()).text).toMatch(/<option value="off" selected="">Off<\/option>/);

    const count = mailsTo(ann).length;
    await addLot('Loft flat in Leeds', { location: 'Leeds', property_type: 'Flat' });
    await addLot('Farmhouse near York', { location: 'York', property_type: 'House' });
    expect(await run(later(25))).toMatchObject({ searches: 1, lots: 1, emails: 1 });
    expect(mailsTo(ann)).toHaveLength(count + 1);
    expect(lastMail(ann).body).toContain('Farmhouse near York');
    expect(lastMail(ann).body).not.toContain('Loft flat in Leeds');
  });

  it('an unknown unsubscribe token says so, opened or posted', async () => {
    const res = await request(t.app)
      .get('/alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      .set('User-Agent', BROWSER_UA);
    // Said on the page, and no success: it answered 200.
    expect(res.status).toBe(400);
    expect(res.text).toContain('Link not recognised');
    const posted = await request(t.app)
      .post('/alerts/unsubscribe?token=%3Cscript%3E')
      .type('form')
      .send('');
    expect(posted.status).toBe(303);
    const after = await request(t.app).get(posted.headers.location!).set('User-Agent', BROWSER_UA);
    expect(after.status).toBe(400);
    expect(after.text).toContain('Link not recognised');
    // Its payload says what was wrong too (the fuzz suite found a 400 payload with no message).
    for (const path of [
      '/alerts/unsubscribe/_payload.json',
      '/alerts/unsubscribe/_payload.json?_=',
    ]) {
      const data = await request(t.app).get(path);
      expect(data.status, path).toBe(400);
      expect(data.body.loaderData['alerts-unsubscribe'].message, path).toMatch(
        /nothing was stopped/,
      );
    }
  });

  it('an unsubscribe token far too long is not recognised either, said as for any bad link', async () => {
    // A buyer's link with 3000 characters of token answered "This search could not be read —
    // token must be at most 200 characters (got 3000)."
    const token = 'A'.repeat(3000);
    const res = await request(t.app)
      .get(`/alerts/unsubscribe?token=${token}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Link not recognised');
    expect(res.text).not.toContain('could not be read');
    expect(res.text).not.toMatch(/must be at most|\(got \d+\)/);
    // Its payload, as for a short bad token: the page's data with the refusal's status and words.
    const data = await request(t.app).get(`/alerts/unsubscribe/_payload.json?token=${token}`);
    expect(data.status).toBe(400);
    expect(data.body.loaderData['alerts-unsubscribe'].message).toMatch(/nothing was stopped/);
  });
});

describe('npm run alerts:send arguments', () => {
  const io = () => {
    const out: string[] = [];
    return { out, write: (s: string) => out.push(s) };
  };

  it('--help prints the usage, an unknown option exits 2', async () => {
    const stdout = io();
    const stderr = io();
    expect(await runAlertsSendCli(['--help'], { ...deps, stdout, stderr })).toBe(0);
    expect(stdout.out.join('')).toContain('--dry-run');
    expect(await runAlertsSendCli(['--now'], { ...deps, stdout, stderr })).toBe(2);
    expect(stderr.out.join('')).toContain('unknown option --now');
  });

  it('--dry-run sends nothing', async () => {
    const zoe = await createTestUser(t, 'zoe@example.co.uk');
    await saveSearch(t, zoe, { query: 'search=lighthouse' });
    await addLot('Former lighthouse', { location: 'Cornwall', property_type: 'Other' });
    const stdout = io();
    expect(await runAlertsSendCli(['--dry-run'], { ...deps, stdout, stderr: io() })).toBe(0);
    expect(mailsTo(zoe)).toEqual([]);
    expect(logLines.find((l) => l.msg === 'alerts run finished')).toMatchObject({
      dryRun: true,
      lots: 1,
      emails: 0,
    });
  });
});
