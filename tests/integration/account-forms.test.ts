import request from 'supertest';
import { afterResponseSettled } from '#server/auth/after-response.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '#server/db/seed/content';
import { PASSWORD_CHANGED } from '#shared/forms/account-forms';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { lastMailTo } from '../helpers/outbox';
import { SALE_AT } from '../helpers/sale-day';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const ORIGIN = 'https://auctions.example.co.uk';
/** A form POST as a browser without JavaScript sends it. */
const post = (path: string, fields: Record<string, string>, cookie?: string) => {
  const r = request(t.app)
    .post(path)
    .type('form')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', ORIGIN)
    .send(fields);
  return cookie ? r.set('Cookie', cookie) : r;
};
const get = (path: string, cookie?: string) => {
  const r = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? r.set('Cookie', cookie) : r;
};
const sessionOf = (res: request.Response) => res.headers['set-cookie']![0]!.split(';')[0]!;

describe('account pages without JavaScript', () => {
  it('sign in: a good password redirects (303) to the profile with the session cookie', async () => {
    const res = await post('/login', { identifier: DEMO_USER.email, password: DEMO_USER.password });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/profile');
    const profile = await get('/profile', sessionOf(res));
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('Hello, Demo');
  });

  it('sign in: a wrong password re-renders the form (400) with the message and the e-mail kept', async () => {
    const res = await post('/login', { identifier: DEMO_USER.email, password: 'nope-nope-1' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('role="alert"');
    // The site's words; the JSON API keeps Strapi's ('Invalid identifier or password').
    expect(res.text).toContain('That e-mail address and password do not match an account.');
    expect(res.text).not.toContain('Invalid identifier or password');
    expect(res.text).toContain(`value="${DEMO_USER.email}"`);
    expect(res.text).not.toContain('nope-nope-1');
  });

  it('sign up: field errors are shown next to their fields', async () => {
    const res = await post('/sign-up', {
      first_name: '',
      last_name: 'Smith',
      email: 'bad',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('id="field-email-error"');
    expect(res.text).toContain('Enter a valid e-mail address');
    expect(res.text).toContain('Use at least 10 characters');
    expect(res.text).toContain('Enter your first name');
    expect(res.text).toMatch(/id="field-email"[^>]*aria-invalid="true"/);
  });

  it('sign up from the map\'s "Create a free account" comes back to the search afterwards', async () => {
    const search = '/listings?location=Leeds&view=map';
    // The map's sign-in modal (anonymous visitors) links to sign-up with the search to return to.
    const modal = await get(search);
    expect(modal.text).toContain(
      `href="/sign-up?redirect=${encodeURIComponent(search).replace(/&/g, '&amp;')}"`,
    );
    const form = await get(`/sign-up?redirect=${encodeURIComponent(search)}`);
    expect(form.text).toMatch(/<input type="hidden" name="redirect" value="[^"]*view=map"/);
    const res = await post('/sign-up', {
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada.byron@example.co.uk',
      password: 'Analytical-engine-1843',
      redirect: search,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/signup-success?redirect=${encodeURIComponent(search)}`);
    const done = await get(res.headers.location!, sessionOf(res));
    expect(done.text).toContain(`href="${search.replace(/&/g, '&amp;')}"`);
    expect(done.text).toContain('Back to your search');
    // Another site is never a way back.
    const away = await post('/sign-up', {
      first_name: 'Eve',
      last_name: 'Smith',
      email: 'eve.away@example.co.uk',
      password: 'Analytical-engine-1843',
      redirect: '//evil.example/x',
    });
    expect(away.headers.location).toBe('/signup-success');
  });

  it('sign up: creates the account with the newsletter choice and lands on the success page', async () => {
    const res = await post('/sign-up', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.co.uk',
      password: 'Compiler-1952',
      is_subscribed: 'on',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/signup-success');
    const page = await get('/signup-success', sessionOf(res));
    expect(page.text).toContain('We have sent a confirmation link to grace@example.co.uk');
    const row = await t.db.query<{ is_subscribed: boolean; username: string }>(
      "SELECT is_subscribed, username FROM users WHERE email = 'grace@example.co.uk'",
    );
    expect(row.rows[0]).toEqual({ is_subscribed: true, username: 'grace@example.co.uk' });
  });

  it('sign up with an e-mail already in use: says so in words and points to signing in', async () => {
    const res = await post('/sign-up', {
      first_name: 'Demo',
      last_name: 'Again',
      email: DEMO_USER.email,
      password: 'Another-pass-2026',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('An account with this e-mail address already exists. Sign in');
    expect(res.text).not.toContain('Email or Username are already taken');
  });

  it('forgot password → e-mailed link → reset form → signed in on the profile, which says the password changed', async () => {
    const sent = await post('/forgot-password', { email: DEMO_USER.email });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('If an account exists for that address');
    await afterResponseSettled();
    const link = lastMailTo(t.config.DATA_DIR, DEMO_USER.email).links.find((l) =>
      l.includes('/reset-password'),
    )!;
    const url = new URL(link);
    const form = await get(url.pathname + url.search);
    expect(form.text).toContain('name="code"');
    const code = url.searchParams.get('code')!;
    // A password holding the e-mail's name is refused, as at sign-up, and the link still works.
    const named = await post(url.pathname + url.search, {
      code,
      password: 'Demo-house-2026',
      passwordConfirmation: 'Demo-house-2026',
    });
    expect(named.status).toBe(400);
    expect(named.text).toContain('Do not use your e-mail address in the password');
    // A post without the repeated password is told in words ("Invalid input: expected string,
    // received undefined" was shown).
    const unrepeated = await post(url.pathname + url.search, {
      code,
      password: 'Fresh-start-2026',
    });
    expect(unrepeated.status).toBe(400);
    expect(unrepeated.text).toContain('Type the new password again');
    expect(unrepeated.text).not.toContain('Invalid input');
    const reset = await post(url.pathname + url.search, {
      code,
      password: 'Fresh-start-2026',
      passwordConfirmation: 'Fresh-start-2026',
    });
    expect(reset.status).toBe(303);
    // The page the buyer lands on says the reset worked (it went on to the profile saying nothing).
    const landed = await get(reset.headers.location!, sessionOf(reset));
    expect(landed.status).toBe(200);
    expect(landed.text).toMatch(new RegExp(`<p role="status"[^>]*>${PASSWORD_CHANGED}</p>`));
    const login = await post('/login', {
      identifier: DEMO_USER.email,
      password: 'Fresh-start-2026',
    });
    expect(login.status).toBe(303);

    // The same link again: said at once, with no form to fill in for nothing.
    const again = await get(url.pathname + url.search);
    expect(again.text).toContain('This reset link has already been used. Ask for a new one.');
    expect(again.text).not.toContain('name="code"');
    expect(again.text).toContain('href="/forgot-password"');
    const unknown = await get('/reset-password?code=not-a-real-code-at-all-0000');
    expect(unknown.text).toContain('This reset link is not valid.');
  });

  it('settings: the newsletter checkbox sets is_subscribed', async () => {
    const login = await post('/login', {
      identifier: 'grace@example.co.uk',
      password: 'Compiler-1952',
    });
    const cookie = sessionOf(login);
    const off = await post('/profile/settings', { user_id: '0' }, cookie);
    expect(off.status).toBe(200);
    expect(off.text).toContain('Your settings are saved.');
    const row = await t.db.query<{ is_subscribed: boolean }>(
      "SELECT is_subscribed FROM users WHERE email = 'grace@example.co.uk'",
    );
    expect(row.rows[0]!.is_subscribed).toBe(false);
  });

  it('settings: the name can be changed, and a blank name is refused in words with the typed values kept', async () => {
    const login = await post('/login', {
      identifier: 'grace@example.co.uk',
      password: 'Compiler-1952',
    });
    const cookie = sessionOf(login);
    const page = await get('/profile/settings', cookie);
    expect(page.text).toContain('name="first_name"');
    expect(page.text).toContain('value="Grace"');

    const saved = await post(
      '/profile/settings',
      { user_id: '0', first_name: '  Amazing ', last_name: 'Hopper-Murray', is_subscribed: 'on' },
      cookie,
    );
    expect(saved.text).toContain('Your settings are saved.');
    // The page after the save shows what was saved: it showed the values before it, so saving
    // that form again put them back.
    expect(saved.text).toContain('value="Amazing"');
    expect(saved.text).toContain('value="Hopper-Murray"');
    expect(saved.text).not.toContain('value="Grace"');
    expect(saved.text).toMatch(/<input[^>]*name="is_subscribed"[^>]*checked/);
    const row = await t.db.query<{ first_name: string; last_name: string; is_subscribed: boolean }>(
      "SELECT first_name, last_name, is_subscribed FROM users WHERE email = 'grace@example.co.uk'",
    );
    expect(row.rows[0]).toEqual({
      first_name: 'Amazing',
      last_name: 'Hopper-Murray',
      is_subscribed: true,
    });

    const blank = await post(
      '/profile/settings',
      { user_id: '0', first_name: ' ', last_name: 'Hopper' },
      cookie,
    );
    expect(blank.status).toBe(400);
    expect(blank.text).toContain('Enter your first name');
    expect(blank.text).toContain('value="Hopper"');
    const after = await t.db.query<{ first_name: string; last_name: string }>(
      "SELECT first_name, last_name FROM users WHERE email = 'grace@example.co.uk'",
    );
    expect(after.rows[0]).toEqual({ first_name: 'Amazing', last_name: 'Hopper-Murray' });
  });

  it('sign in from "Sign in to watch" and "Sign in to save this search": done on the way back', async () => {
    const graceSignsInTo = (redirect: string) =>
      post('/login', { identifier: 'grace@example.co.uk', password: 'Compiler-1952', redirect });
    // Only the page's script acted on then_watch and then_save: without it the buyer signed in
    // and found nothing watched or saved, the request left in the address.
    const { rows } = await t.db.query<{ id: number }>(
      `WITH house AS (INSERT INTO auction_houses (slug, name) VALUES ('forms-house', 'Forms House') RETURNING id)
       INSERT INTO auction_properties (auction_house_id, title, auction_date)
       SELECT id, 'Two-bedroom flat', '${SALE_AT}' FROM house RETURNING id`,
    );
    const lotId = Number(rows[0]!.id);
    const watch = await graceSignsInTo(
      `/listings/${lotId}?view=grid&then_watch=${lotId}#watch-${lotId}`,
    );
    expect(watch.status).toBe(303);
    expect(watch.headers.location).toBe(
      `/listings/${lotId}?view=grid&watch=added&watch_lot=${lotId}#watch-${lotId}`,
    );
    const watched = await t.db.query(
      `SELECT 1 FROM lot_watches w JOIN users u ON u.id = w.user_id
        WHERE u.email = 'grace@example.co.uk' AND w.lot_id = $1`,
      [lotId],
    );
    expect(watched.rows).toHaveLength(1);
    const page = await get(watch.headers.location!.split('#')[0]!, sessionOf(watch));
    expect(page.text).toContain('Lot watched.');

    const save = await graceSignsInTo('/listings?property_type=flats&bedrooms=2&then_save=1');
    expect(save.headers.location).toBe(
      '/listings?property_type=flats&bedrooms=2&saved_search=saved',
    );
    const again = await graceSignsInTo('/listings?property_type=flats&bedrooms=2&then_save=1');
    expect(again.headers.location).toBe(
      '/listings?property_type=flats&bedrooms=2&saved_search=exists',
    );
    // Only the lot search saves a search: elsewhere the request is dropped, nothing saved (an
    // "All lots" search e-mailing every new lot had been saved from any page).
    expect((await graceSignsInTo('/about?then_save=1')).headers.location).toBe('/about');
    // The rest of the address comes back as it was written; a lot id that is none asks nothing.
    expect(
      (await graceSignsInTo('/listings?near=51.45,-2.62&search=two%20bed&then_watch=abc')).headers
        .location,
    ).toBe('/listings?near=51.45,-2.62&search=two%20bed');
    const saved = await t.db.query(
      `SELECT s.query FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'grace@example.co.uk'`,
    );
    expect(saved.rows).toHaveLength(1);
    // A new account reads that its e-mail is sent, then goes back with the lot watched.
    const signUp = await post('/sign-up', {
      first_name: 'Nell',
      last_name: 'Newby',
      email: 'nell.newby@example.co.uk',
      password: 'Hammer-falls-2026',
      redirect: `/listings/${lotId}?then_watch=${lotId}`,
    });
    expect(signUp.status).toBe(303);
    expect(signUp.headers.location).toBe(
      `/signup-success?redirect=${encodeURIComponent(`/listings/${lotId}?watch=added&watch_lot=${lotId}`)}`,
    );
    // A lot that is not there is said so, not watched.
    const missing = await graceSignsInTo('/listings/999999?then_watch=999999');
    expect(missing.headers.location).toBe('/listings/999999?watch=missing&watch_lot=999999');
  });

  it('change password: wrong current password is an inline error; the right one redirects', async () => {
    const login = await post('/login', {
      identifier: 'grace@example.co.uk',
      password: 'Compiler-1952',
    });
    const cookie = sessionOf(login);
    const wrong = await post(
      '/change-password',
      { currentPassword: 'x', password: 'New-compiler-1', passwordConfirmation: 'New-compiler-1' },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('The current password is not correct');
    // The e-mail's name in the new password is refused here as at sign-up (it was accepted).
    const named = await post(
      '/change-password',
      {
        currentPassword: 'Compiler-1952',
        password: 'Grace-1952x',
        passwordConfirmation: 'Grace-1952x',
      },
      cookie,
    );
    expect(named.status).toBe(400);
    expect(named.text).toContain('Do not use your e-mail address in the password');
    // A post without the repeated password is told in words ("Invalid input: expected string,
    // received undefined" was shown).
    const unrepeated = await post(
      '/change-password',
      { currentPassword: 'Compiler-1952', password: 'New-compiler-1' },
      cookie,
    );
    expect(unrepeated.status).toBe(400);
    expect(unrepeated.text).toContain('Type the new password again');
    expect(unrepeated.text).not.toContain('Invalid input');
    const ok = await post(
      '/change-password',
      {
        currentPassword: 'Compiler-1952',
        password: 'New-compiler-1',
        passwordConfirmation: 'New-compiler-1',
      },
      cookie,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/profile?password=changed');
    // The old session is revoked; the new cookie works.
    expect((await get('/profile', cookie)).status).toBe(302);
    expect((await get('/profile', sessionOf(ok))).status).toBe(200);
  });

  it('a form over the size limit says so in words, not the parser’s “request entity too large” (decision 152)', async () => {
    const long = 'x'.repeat(20_000);
    const form = await post('/change-password', {
      currentPassword: long,
      password: long,
      passwordConfirmation: long,
    });
    expect(form.status).toBe(413);
    expect(form.text).toContain('What you sent is too long. Shorten it and try again.');
    // A page's form post is a page back, with the way back to the form, whatever the client
    // accepts (a 2 MB sign-in post without an Accept header got JSON).
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    const big = await post('/login', { identifier: 'a@example.co.uk', password: long.repeat(100) });
    expect(big.status).toBe(413);
    expect(big.headers['content-type']).toMatch(/^text\/html/);
    expect(big.text).toContain('What you sent is too long');
    expect(big.text).toContain('<a href="/login">Back to the form</a>');
    const api = await request(t.app)
      .post('/api/auth/change-password')
      .set('Origin', ORIGIN)
      .send({ currentPassword: long, password: long.repeat(10), passwordConfirmation: long });
    expect(api.status).toBe(413);
    expect(JSON.stringify(api.body)).toContain('What you sent is too long');
    expect(api.text).not.toContain('request entity too large');
  });

  it('sign out from the profile clears the cookie, ends the session itself and says so on the sign-in page', async () => {
    const login = await post('/login', {
      identifier: 'grace@example.co.uk',
      password: 'New-compiler-1',
    });
    const res = await post('/profile', {}, sessionOf(login));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?signed_out=device');
    expect(res.headers['set-cookie']![0]).toMatch(/^session=;/);
    // As the JSON sign-out does: a copy of the cookie (a shared computer) no longer signs in.
    expect((await get('/profile', sessionOf(login))).status).toBe(302);
    const me = await request(t.app).get('/api/auth/me').set('Cookie', sessionOf(login));
    expect(me.status).toBe(401);
  });

  it('a form POST from another site with the session cookie is refused', async () => {
    const login = await post('/login', {
      identifier: 'grace@example.co.uk',
      password: 'New-compiler-1',
    });
    const res = await request(t.app)
      .post('/profile/settings')
      .type('form')
      .set('Cookie', sessionOf(login))
      .set('Origin', 'https://evil.example')
      .send({ is_subscribed: 'on' });
    expect(res.status).toBe(403);
  });

  it('a POST to a page without a form is 405 naming the methods the page takes, not 500', async () => {
    const res = await post('/listings', { a: 'b' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
