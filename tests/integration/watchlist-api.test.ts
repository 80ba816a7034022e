import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { MAX_WATCHED_LOTS, UNDO_WATCH_MINUTES, WATCH_MESSAGES } from '#schema/watchlist';
import { SALE_AT } from '../helpers/sale-day';

const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let houseId: number;
let lotA: number;
let lotB: number;

async function addLots(n: number, prefix: string): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, auction_date)
     SELECT $1, $2 || ' ' || g, '${SALE_AT}' FROM generate_series(1, $3::int) g
     RETURNING id`,
    [houseId, prefix, n],
  );
  return rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  ann = await createTestUser(t, 'ann@example.co.uk', { firstName: 'Ann' });
  bob = await createTestUser(t, 'bob@example.co.uk');
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('watch-house', 'Watch House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
  const [a, b] = await addLots(2, 'Watched flat');
  lotA = a!;
  lotB = b!;
});
afterAll(() => t.close());

/** A JSON call as the enhanced button makes it: same origin, session cookie. */
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, who?: TestUser) => {
  const r = request(t.app)[method](path).set('Origin', ORIGIN);
  return who ? r.set('Cookie', who.cookie) : r;
};
/** A form post as a browser without JavaScript sends it. */
const form = (path: string, fields: Record<string, string>, who?: TestUser, origin = ORIGIN) => {
  const r = request(t.app)
    .post(path)
    .type('form')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', origin)
    .send(fields);
  return who ? r.set('Cookie', who.cookie) : r;
};
/** Lot B watched by the form a browser without JavaScript sends, and the page it returns to. */
async function watchByForm(who: TestUser) {
  const res = await form(
    '/api/watchlist',
    { intent: 'watch', lot_id: String(lotB), return_to: `/listings/${lotB}` },
    who,
  );
  const page = await request(t.app)
    .get(res.headers.location!)
    .set('User-Agent', BROWSER_UA)
    .set('Cookie', who.cookie);
  return { res, page };
}

const watchedBy = async (who: TestUser) =>
  ((await api('get', '/api/watchlist', who).expect(200)).body.data as Array<{ lot_id: number }>)
    .map((w) => w.lot_id)
    .sort((a, b) => a - b);

describe('/api/watchlist (JSON)', () => {
  it('answers 401 without a session', async () => {
    expect((await api('get', '/api/watchlist')).status).toBe(401);
    const res = await api('post', '/api/watchlist').send({ lot_id: lotA });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('You need to sign in');
  });

  it('watches a lot once, lists it for its owner only, and unwatches it', async () => {
    const res = await api('post', '/api/watchlist', ann).send({ lot_id: lotA });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ lot_id: lotA, watching: true });
    expect((await api('post', '/api/watchlist', ann).send({ lot_id: lotA })).status).toBe(200);
    expect(await watchedBy(ann)).toEqual([lotA]);
    expect(await watchedBy(bob)).toEqual([]);
    const list = await api('get', '/api/watchlist', ann);
    expect(list.body.meta).toEqual({ limit: MAX_WATCHED_LOTS, frequency: 'immediate' });

    expect((await api('delete', `/api/watchlist/${lotA}`, ann)).status).toBe(204);
    expect(await watchedBy(ann)).toEqual([]);
    // Repeating it is harmless.
    expect((await api('delete', '/api/watchlist', ann).send({ lot_id: lotA })).status).toBe(204);
  });

  it('refuses a bad or unknown lot with a clear message, never a 500', async () => {
    const bad = await api('post', '/api/watchlist', ann).send({ lot_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.lot_id).toBe('Choose a lot');
    const long = await api('post', '/api/watchlist', ann).send({ lot_id: '9'.repeat(40) });
    expect(long.status).toBe(400);
    // Digits only: "1e3" and "0x10" were read as lots 1000 and 16.
    for (const lot_id of ['1e3', '0x10', ' 12', '12.0']) {
      const odd = await api('post', '/api/watchlist', ann).send({ lot_id });
      expect(odd.status, lot_id).toBe(400);
      expect(odd.body.error.details.errors.lot_id).toBe('Choose a lot');
    }
    const missing = await api('post', '/api/watchlist', ann).send({ lot_id: 999_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('That lot does not exist.');
    const freq = await api('put', '/api/watchlist/settings', ann).send({ frequency: 'hourly' });
    expect(freq.status).toBe(400);
    expect(freq.body.error.details.errors.frequency).toBe('Choose immediate, daily or no e-mails');
  });

  it(`caps watches at ${MAX_WATCHED_LOTS} per user with a clear message`, async () => {
    const cap = await createTestUser(t, 'cap@example.co.uk');
    const ids = await addLots(MAX_WATCHED_LOTS + 1, 'Cap lot');
    await t.db.query('INSERT INTO lot_watches (user_id, lot_id) SELECT $1, unnest($2::bigint[])', [
      cap.id,
      ids.slice(0, MAX_WATCHED_LOTS),
    ]);
    const res = await api('post', '/api/watchlist', cap).send({ lot_id: ids.at(-1) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      `You can watch up to ${MAX_WATCHED_LOTS} lots. Stop watching one to watch another.`,
    );
    const noJs = await form(
      '/api/watchlist',
      { lot_id: String(ids.at(-1)), return_to: '/listings' },
      cap,
    );
    expect(noJs.status).toBe(303);
    expect(noJs.headers.location).toBe(`/listings?watch=limit&watch_lot=${ids.at(-1)}`);
  });

  it('refuses a cross-site write', async () => {
    const res = await request(t.app)
      .post('/api/watchlist')
      .set('Origin', 'https://evil.example')
      .set('Cookie', ann.cookie)
      .send({ lot_id: lotA });
    expect(res.status).toBe(403);
    expect(await watchedBy(ann)).toEqual([]);
  });
});

describe('watch and unwatch without JavaScript', () => {
  it('an account not yet confirmed is told to confirm its address, not promised e-mails', async () => {
    const uma = await createTestUser(t, 'uma@example.co.uk', { confirmed: false });
    const { res, page } = await watchByForm(uma);
    expect(res.status).toBe(303);
    expect(page.text).toContain(
      'Lot watched. Confirm your e-mail address with the link we sent you',
    );
    expect(page.text).not.toContain('We will e-mail you when it changes');
  });

  it('a buyer who turned watch e-mails off is not promised them', async () => {
    // Was "We will e-mail you when it changes" whatever the profile said.
    const oli = await createTestUser(t, 'oli@example.co.uk');
    expect(
      (await api('put', '/api/watchlist/settings', oli).send({ frequency: 'off' })).status,
    ).toBe(200);
    const json = await api('post', '/api/watchlist', oli).send({ lot_id: lotA });
    expect(json.status).toBe(201);
    expect(json.body.data.emails).toBe(false);
    const { res, page } = await watchByForm(oli);
    expect(res.headers.location).toBe(`/listings/${lotB}?watch=added_quiet&watch_lot=${lotB}`);
    expect(page.text).toContain(
      'Lot watched. E-mails about watched lots are turned off in your profile, so we will not e-mail you when it changes.',
    );
    expect(page.text).not.toContain('We will e-mail you when it changes');
    // With e-mails on, the promise stands and the API says nothing of it.
    const on = await api('post', '/api/watchlist', bob).send({ lot_id: lotA });
    expect(on.body.data.emails).toBeUndefined();
    await api('delete', '/api/watchlist', bob).send({ lot_id: lotA });
  });

  it('a form post watches, returns to the page with the outcome, and the page shows it', async () => {
    const { res, page } = await watchByForm(bob);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/listings/${lotB}?watch=added&watch_lot=${lotB}`);
    expect(await watchedBy(bob)).toEqual([lotB]);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Lot watched. We will e-mail you when it changes.');
    expect(page.text).toMatch(/aria-pressed="true"[^>]*>.*?Watching/);
  });

  it('“Lot watched.” in an address is not believed of a lot the buyer does not watch', async () => {
    // A copied address said "Lot watched." beside a lot's unpressed Watch button.
    const fay = await createTestUser(t, 'fay-watch@example.co.uk');
    const page = await request(t.app)
      .get(`/listings/${lotA}?watch=added&watch_lot=${lotA}`)
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', fay.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/aria-pressed="false"[^>]*>.*?Watch/);
    expect(page.text).not.toContain('Lot watched.');
  });

  it('unwatches with intent=unwatch', async () => {
    const res = await form(
      '/api/watchlist',
      { intent: 'unwatch', lot_id: String(lotB), return_to: '/profile#watched-lots' },
      bob,
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/profile?watch=removed&watch_lot=${lotB}#watched-lots`);
    expect(await watchedBy(bob)).toEqual([]);
  });

  it('never returns to another site', async () => {
    const res = await form(
      '/api/watchlist',
      { lot_id: String(lotB), return_to: '//evil.example/x' },
      bob,
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/profile?watch=added&watch_lot=${lotB}`);
  });

  it('refuses a forged form from another site (CSRF)', async () => {
    const res = await form(
      '/api/watchlist',
      { intent: 'unwatch', lot_id: String(lotB), return_to: '/' },
      bob,
      'https://evil.example',
    );
    expect(res.status).toBe(403);
    expect(await watchedBy(bob)).toEqual([lotB]);
  });

  it('sends an anonymous form post to sign in, then back to the lot', async () => {
    const res = await form('/api/watchlist', {
      lot_id: String(lotA),
      return_to: `/listings/${lotA}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent(`/listings/${lotA}`)}`);
  });

  it('shows anonymous visitors a "sign in to watch" link back to the lot', async () => {
    const page = await request(t.app).get(`/listings/${lotA}`).set('User-Agent', BROWSER_UA);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `href="/login?redirect=${encodeURIComponent(`/listings/${lotA}`)}"`,
    );
    expect(page.text).toContain('Sign in to watch');
  });
});

describe('the watch offer follows the lot’s state', () => {
  /** A lot of an auction 10 days ago with the stored result `status`. */
  async function pastLot(status: string): Promise<number> {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO auction_properties (auction_house_id, title, auction_date, lot_status, sold_price)
       VALUES ($1, $2, now() - interval '10 days', $3, $4) RETURNING id`,
      [houseId, `${status} cottage`, status, status === 'Sold' ? 180000 : null],
    );
    return Number(rows[0]!.id);
  }
  const lotPage = (id: number, who?: TestUser) => {
    const r = request(t.app).get(`/listings/${id}`).set('User-Agent', BROWSER_UA);
    return who ? r.set('Cookie', who.cookie) : r;
  };

  it('a sold lot offers no watch, signed in or not', async () => {
    const sold = await pastLot('Sold');
    const anonymous = await lotPage(sold).expect(200);
    expect(anonymous.text).toContain('Sold for');
    expect(anonymous.text).not.toContain('Sign in to watch');
    const signedIn = await lotPage(sold, bob).expect(200);
    expect(signedIn.text).not.toContain('action="/api/watchlist"');
  });

  it('a buyer who watches a lot that then sold can still stop watching it', async () => {
    const sold = await pastLot('Unsold');
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: sold })).status).toBe(201);
    await t.db.query(
      "UPDATE auction_properties SET lot_status = 'Sold', sold_price = 180000 WHERE id = $1",
      [sold],
    );
    const page = await lotPage(sold, bob).expect(200);
    expect(page.text).toContain('action="/api/watchlist"');
    expect(page.text).toContain('Watching');
    // Watching it again is no new watch: it says so, as for any lot already watched.
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: sold })).status).toBe(200);
    expect((await api('delete', `/api/watchlist/${sold}`, bob)).status).toBe(204);
  });

  it('the API refuses a new watch of a sold lot with a 409 a client can show, never a 500', async () => {
    const sold = await pastLot('Sold');
    const res = await api('post', '/api/watchlist', bob).send({ lot_id: sold });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(WATCH_MESSAGES.sold);
    expect(await watchedBy(bob)).not.toContain(sold);
    // Without JavaScript: back to the lot page, which says why.
    const post = await form(
      '/api/watchlist',
      { intent: 'watch', lot_id: String(sold), return_to: `/listings/${sold}` },
      bob,
    );
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe(`/listings/${sold}?watch=sold&watch_lot=${sold}`);
    expect(await watchedBy(bob)).not.toContain(sold);
    const page = await request(t.app)
      .get(post.headers.location!)
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', bob.cookie)
      .expect(200);
    expect(page.text).toContain(WATCH_MESSAGES.sold);
  });

  it('without JavaScript, a sold lot’s page after a refused watch or a stop says so, with no Watch button', async () => {
    // The lot page as the browser shows it without JavaScript, back from the form post.
    const backFrom = async (fields: Record<string, string>) => {
      const post = await form('/api/watchlist', fields, bob);
      expect(post.status).toBe(303);
      return (
        await request(t.app)
          .get(post.headers.location!)
          .set('User-Agent', BROWSER_UA)
          .set('Cookie', bob.cookie)
          .expect(200)
      ).text;
    };
    // A watch asked for from a page shown before the sale: refused, and the page said so beside
    // an active Watch button, which a sold lot's page (hydrated or not) otherwise never offers.
    const sold = await pastLot('Sold');
    const refused = await backFrom({
      intent: 'watch',
      lot_id: String(sold),
      return_to: `/listings/${sold}`,
    });
    expect(refused).toMatch(new RegExp(`<p[^>]*role="status"[^>]*>${WATCH_MESSAGES.sold}</p>`));
    expect(refused).not.toContain('action="/api/watchlist"');

    // Stopping the watch of a lot that sold since: said, and no Watch to press again.
    const since = await pastLot('Unsold');
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: since })).status).toBe(201);
    await t.db.query(
      "UPDATE auction_properties SET lot_status = 'Sold', sold_price = 180000 WHERE id = $1",
      [since],
    );
    const stopped = await backFrom({
      intent: 'unwatch',
      lot_id: String(since),
      return_to: `/listings/${since}`,
    });
    expect(stopped).toMatch(new RegExp(`<p[^>]*role="status"[^>]*>${WATCH_MESSAGES.removed}</p>`));
    expect(stopped).not.toContain('action="/api/watchlist"');
  });

  /** Bob's watch of `lot` as stored: when it was made and what he had seen. */
  const watchRow = async (lot: number) =>
    (
      await t.db.query<{ created_at: string; seen: number; alerted: number }>(
        `SELECT created_at::text, last_seen_event_id::int AS seen,
                last_alerted_event_id::int AS alerted
           FROM lot_watches WHERE user_id = $1 AND lot_id = $2`,
        [bob.id, lot],
      )
    ).rows[0];

  it('Undo puts back a watch just stopped as it was, for a lot that sold since too (decision 102)', async () => {
    // Was a new watch: refused for a sold lot ("This lot has sold"), and for any other lot back at
    // the top of the list with its unseen changes marked as seen.
    const lot = await pastLot('Unsold');
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: lot })).status).toBe(201);
    await t.db.query(
      `UPDATE lot_watches SET created_at = now() - interval '3 days', last_seen_event_id = 0,
              last_alerted_event_id = 0 WHERE user_id = $1 AND lot_id = $2`,
      [bob.id, lot],
    );
    const before = await watchRow(lot);
    await t.db.query(
      "UPDATE auction_properties SET lot_status = 'Sold', sold_price = 180000 WHERE id = $1",
      [lot],
    );
    expect((await api('delete', `/api/watchlist/${lot}`, bob)).status).toBe(204);
    // A new watch of the sold lot is still refused…
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: lot })).status).toBe(409);
    // …but Undo puts the old one back, with its date and what Bob had not yet seen.
    const undo = await api('post', '/api/watchlist', bob).send({ lot_id: lot, undo: true });
    expect(undo.status).toBe(201);
    expect(await watchRow(lot)).toEqual(before);
    expect(await watchedBy(bob)).toContain(lot);
  });

  it('Undo after its minutes is a new watch, refused for a sold lot', async () => {
    const lot = await pastLot('Unsold');
    expect((await api('post', '/api/watchlist', bob).send({ lot_id: lot })).status).toBe(201);
    await t.db.query(
      "UPDATE auction_properties SET lot_status = 'Sold', sold_price = 180000 WHERE id = $1",
      [lot],
    );
    expect((await api('delete', `/api/watchlist/${lot}`, bob)).status).toBe(204);
    await t.db.query(
      `UPDATE lot_watches_ended SET ended_at = now() - make_interval(mins => $2::int + 1)
        WHERE user_id = $1`,
      [bob.id, UNDO_WATCH_MINUTES],
    );
    const undo = await api('post', '/api/watchlist', bob).send({ lot_id: lot, undo: true });
    expect(undo.status).toBe(409);
    expect(await watchedBy(bob)).not.toContain(lot);
  });

  it('unsold, withdrawn and postponed lots keep the offer (the house may offer them again)', async () => {
    for (const status of ['Unsold', 'Withdrawn', 'Postponed']) {
      const id = await pastLot(status);
      expect((await lotPage(id).expect(200)).text).toContain('Sign in to watch');
      expect((await lotPage(id, bob).expect(200)).text).toContain('action="/api/watchlist"');
      expect((await api('post', '/api/watchlist', bob).send({ lot_id: id })).status).toBe(201);
    }
  });
});
