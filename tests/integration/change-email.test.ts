import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readOutbox, type OutboxMail } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { afterResponseSettled } from '#server/auth/after-response.server';
import { createLogger } from '#server/logger.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { SALE_AT } from '../helpers/sale-day';
import { DEMO_USER } from '#server/db/seed/content';

// A buyer changes the address they sign in with from /profile/settings (decision 077,
// amendment): the new address and the password; the change is made when the link mailed to the
// new address is opened; the old address is told at once. With and without JavaScript.

const ORIGIN = 'https://auctions.example.co.uk';
const PASSWORD = 'Moving-house-2026';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

interface Buyer {
  id: number;
  email: string;
  cookie: string;
  /** The app it was made on: `t`'s, or a test's own. */
  app: TestApp['app'];
}

/** A new account on the app (`t`'s, or one of a test's own), signed in. */
async function buyer(email: string, app: TestApp['app'] = t.app): Promise<Buyer> {
  const res = await request(app)
    .post('/api/auth/register')
    .set('Origin', ORIGIN)
    .send({ email, username: email, password: PASSWORD, first_name: 'Mo', last_name: 'Ving' });
  expect(res.status).toBe(200);
  const cookie = String(res.headers['set-cookie']![0]).split(';')[0]!;
  return { id: Number(res.body.user.id), email, cookie, app };
}

const post = (path: string, who: Buyer) =>
  request(who.app).post(path).set('Origin', ORIGIN).set('Cookie', who.cookie);
const askChange = (who: Buyer, email: string, currentPassword = PASSWORD) =>
  post('/api/auth/change-email', who).send({ email, currentPassword });
const settingsForm = (who: Buyer, fields: Record<string, string>) =>
  post('/profile/settings', who).set('User-Agent', BROWSER_UA).type('form').send(fields);
const settingsPage = (who: Buyer) =>
  request(who.app).get('/profile/settings').set('User-Agent', BROWSER_UA).set('Cookie', who.cookie);
const login = (identifier: string) =>
  request(t.app).post('/api/auth/login').send({ identifier, password: PASSWORD });

async function mailsTo(to: string): Promise<OutboxMail[]> {
  await afterResponseSettled();
  return readOutbox(t.config.DATA_DIR).filter((m) => m.to === to);
}
async function changeLink(to: string): Promise<string> {
  const link = (await mailsTo(to)).at(-1)?.links.find((l) => l.includes('/confirm-email?change='));
  if (!link) throw new Error(`no change link to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
const open = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? req.set('Cookie', cookie) : req;
};
const emailOf = async (id: number) =>
  (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])).rows[0]!
    .email;
/** The page's text without markup and with entities as a reader sees them. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('asking for the change (JSON API)', () => {
  it('refuses a wrong password, a bad address and the same address on their fields, changing and sending nothing', async () => {
    const ann = await buyer('ann.refused@example.co.uk');
    const wrong = await askChange(ann, 'ann.new@example.co.uk', 'not-my-password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors.currentPassword).toBe(
      'The current password is not correct',
    );
    const bad = await askChange(ann, 'ann.at.example');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors.email).toBe('Enter a valid e-mail address');
    const same = await askChange(ann, 'ANN.refused@example.co.uk');
    expect(same.status).toBe(400);
    expect(same.body.error.details.errors.email).toBe('This is already your e-mail address');
    expect(await mailsTo('ann.new@example.co.uk')).toHaveLength(0);
    // Only the registration's confirmation went to the old address.
    expect((await mailsTo(ann.email)).map((m) => m.subject)).toEqual([
      'Confirm your e-mail address',
    ]);
    const me = await request(t.app).get('/api/auth/me').set('Cookie', ann.cookie);
    expect(me.body.user.pending_email).toBeUndefined();
  });

  it('mails a link to the new address and a notice without it to the old one; nothing changes yet', async () => {
    const bea = await buyer('bea.old@example.co.uk');
    const res = await askChange(bea, ' Bea.New@Example.co.uk ');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('bea.old@example.co.uk');
    expect(res.body.pending_email).toBe('bea.new@example.co.uk');
    const link = await changeLink('bea.new@example.co.uk');
    expect((await mailsTo('bea.new@example.co.uk'))[0]!.subject).toBe(
      'Confirm your new e-mail address',
    );
    const notice = (await mailsTo(bea.email)).at(-1)!;
    expect(notice.subject).toBe('A change of your e-mail address was asked for');
    expect(notice.body).toContain('bea.new@example.co.uk');
    expect(notice.body).toContain('Not you? Reset your password');
    expect(notice.links).toEqual([`${ORIGIN}/forgot-password`]);
    expect(notice.body).not.toContain(link);
    // Until the link is opened: the old address signs in, the new one does not.
    expect((await login(bea.email)).status).toBe(200);
    expect((await login('bea.new@example.co.uk')).status).toBe(400);
    expect(await emailOf(bea.id)).toBe(bea.email);
  });

  it('answers an address another account has exactly as a free one, and tells that address instead of linking', async () => {
    const owner = await buyer('taken.owner@example.co.uk');
    const cat = await buyer('cat.old@example.co.uk');
    const dan = await buyer('dan.old@example.co.uk');
    const toTaken = await askChange(cat, owner.email);
    const toFree = await askChange(dan, 'dan.free@example.co.uk');
    expect(toTaken.status).toBe(toFree.status);
    expect(Object.keys(toTaken.body).sort()).toEqual(Object.keys(toFree.body).sort());
    expect(toTaken.body.pending_email).toBe(owner.email);
    const toOwner = (await mailsTo(owner.email)).at(-1)!;
    expect(toOwner.subject).toBe('Someone tried to move an account to your e-mail address');
    expect(toOwner.links.some((l) => l.includes('change='))).toBe(false);
    expect(await emailOf(cat.id)).toBe(cat.email);
    expect(await emailOf(owner.id)).toBe(owner.email);
  });
});

describe('opening the link', () => {
  it('signed out, on another device: the address changes, is confirmed, every session ends; the new address signs in, the old does not', async () => {
    const eve = await buyer('eve.old@example.co.uk');
    expect((await askChange(eve, 'eve.new@example.co.uk')).status).toBe(200);
    const link = await changeLink('eve.new@example.co.uk');
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(words(page.text)).toContain(
      'Your e-mail address is now eve.new@example.co.uk. Sign in with it from now on: every device signed in to your account has been signed out.',
    );
    expect(await emailOf(eve.id)).toBe('eve.new@example.co.uk');
    expect((await request(t.app).get('/api/auth/me').set('Cookie', eve.cookie)).status).toBe(401);
    expect((await login('eve.old@example.co.uk')).status).toBe(400);
    const signedIn = await login('eve.new@example.co.uk');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: 'eve.new@example.co.uk', confirmed: true });
    expect(signedIn.body.user.pending_email).toBeUndefined();
    // Single use: opened again, it says so and changes nothing.
    const again = words((await open(link)).text);
    expect(again).toContain('This link to change your e-mail address has already been used');
    expect(again).toContain('If you opened it before, the change is made');
    expect(again).not.toContain('unchanged');
    expect(await emailOf(eve.id)).toBe('eve.new@example.co.uk');
  });

  it('opened in the browser signed in to that account: the page reads as signed out, so "Sign in" is reachable', async () => {
    const gus = await buyer('gus.old@example.co.uk');
    expect((await askChange(gus, 'gus.new@example.co.uk')).status).toBe(200);
    const page = await open(await changeLink('gus.new@example.co.uk'), gus.cookie);
    expect(words(page.text)).toContain('Your e-mail address is now gus.new@example.co.uk');
    // The header, the sign-in guard and every page the browser opens next read the root data: a
    // user there still signed in sent the page's own "Sign in" link to the home page.
    const header = words(/<header[\s\S]*?<\/header>/.exec(page.text)![0]);
    expect(header).toContain('Sign in');
    expect(header).not.toContain('My account');
    expect(page.text).not.toContain('"email":"gus.old@example.co.uk"');
  });

  it('a reset link mailed to the old address before the change no longer works', async () => {
    const fay = await buyer('fay.old@example.co.uk');
    await request(t.app).post('/api/auth/forgot-password').send({ email: fay.email });
    const reset = (await mailsTo(fay.email))
      .at(-1)!
      .links.find((l) => l.includes('/reset-password?code='))!;
    await askChange(fay, 'fay.new@example.co.uk');
    await open(await changeLink('fay.new@example.co.uk'));
    const code = new URL(reset).searchParams.get('code')!;
    const res = await request(t.app)
      .post('/api/auth/reset-password')
      .send({ code, password: 'Taken-over-2026', passwordConfirmation: 'Taken-over-2026' });
    expect(res.status).toBe(400);
    // It says why (the address changed), not "already used", and offers a new link.
    expect(res.body.error.message).toContain(
      'cancelled because the e-mail address of the account changed',
    );
    const page = await request(t.app)
      .get(`/reset-password?code=${encodeURIComponent(code)}`)
      .set('User-Agent', BROWSER_UA);
    expect(page.text).toContain(
      'This reset link was cancelled because the e-mail address of the account changed.',
    );
    expect(page.text).not.toContain('already been used');
    expect(page.text).toContain('href="/forgot-password"');
  });

  it('says so plainly when another account took the address meanwhile, and changes nothing', async () => {
    const gus = await buyer('gus.old@example.co.uk');
    await askChange(gus, 'gus.wanted@example.co.uk');
    const link = await changeLink('gus.wanted@example.co.uk');
    const other = await buyer('gus.wanted@example.co.uk');
    const page = await open(link);
    expect(words(page.text)).toContain(
      'gus.wanted@example.co.uk now belongs to another account, so your e-mail address was not changed.',
    );
    expect(await emailOf(gus.id)).toBe(gus.email);
    expect(await emailOf(other.id)).toBe('gus.wanted@example.co.uk');
    expect((await login(gus.email)).status).toBe(200);
  });

  it('a staff account changes its address the same way', async () => {
    const staff = await buyer('staff.old@example.co.uk');
    await t.db.query("UPDATE users SET role = 'editor' WHERE id = $1", [staff.id]);
    expect((await askChange(staff, 'staff.new@example.co.uk')).status).toBe(200);
    await open(await changeLink('staff.new@example.co.uk'));
    const { rows } = await t.db.query<{ email: string; role: string }>(
      'SELECT email, role FROM users WHERE id = $1',
      [staff.id],
    );
    expect(rows[0]).toEqual({ email: 'staff.new@example.co.uk', role: 'editor' });
  });

  it('alerts go to the new address afterwards, with stop links that work', async () => {
    const hal = await buyer('hal.old@example.co.uk');
    await t.db.query('UPDATE users SET confirmed = true WHERE id = $1', [hal.id]);
    const saved = await post('/api/saved-searches', hal).send({
      query: 'property_type=Bungalow',
      name: 'Bungalows for Hal',
    });
    expect(saved.status).toBe(201);
    await askChange(hal, 'hal.new@example.co.uk');
    await open(await changeLink('hal.new@example.co.uk'));
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('move-house', 'Move House') RETURNING id",
    );
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, title, property_type, auction_date)
       VALUES ($1, 'A bungalow', 'Bungalow', '${SALE_AT}')`,
      [rows[0]!.id],
    );
    await sendAlerts(alertRunDeps(t, createLogger('silent')), {
      now: new Date('2026-11-23T07:00:00Z'),
    });
    const digests = (await mailsTo('hal.new@example.co.uk')).filter((m) =>
      m.body.includes('Bungalows for Hal'),
    );
    expect(digests).toHaveLength(1);
    expect(
      (await mailsTo(hal.email)).filter((m) => m.body.includes('Bungalows for Hal')),
    ).toHaveLength(0);
    const stop = digests[0]!.links.find((l) => l.includes('/alerts/unsubscribe?token='))!;
    const stopPage = await open(new URL(stop).pathname + new URL(stop).search);
    expect(stopPage.status).toBe(200);
    expect(words(stopPage.text)).toContain('Bungalows for Hal');
  });
});

describe('waiting for the link: send again, cancel', () => {
  it('"send again" mails a new link and the older one stops working; "cancel" ends the waiting link', async () => {
    const ida = await buyer('ida.old@example.co.uk');
    await askChange(ida, 'ida.new@example.co.uk');
    const first = await changeLink('ida.new@example.co.uk');
    expect((await post('/api/auth/change-email/resend', ida).send({})).status).toBe(200);
    const second = await changeLink('ida.new@example.co.uk');
    expect(second).not.toBe(first);
    expect(words((await open(first)).text)).toContain('already been used, cancelled or replaced');
    const cancelled = await post('/api/auth/change-email/cancel', ida).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.pending_email).toBeUndefined();
    expect(words((await open(second)).text)).toContain('already been used, cancelled or replaced');
    expect(await emailOf(ida.id)).toBe(ida.email);
  });
});

describe('a link past its 24 hours', () => {
  it('is lived like the confirmation link, and an expired one says so and changes nothing', async () => {
    const lea = await buyer('lea.old@example.co.uk');
    await askChange(lea, 'lea.new@example.co.uk');
    const link = await changeLink('lea.new@example.co.uk');
    const { rows } = await t.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours
       FROM user_tokens WHERE user_id = $1 AND kind = 'change-email'`,
      [lea.id],
    );
    expect(rows.map((r) => Number(r.hours))).toEqual([24]);
    await t.db.query(
      "UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [lea.id],
    );
    const page = words((await open(link)).text);
    expect(page).toContain('This link to change your e-mail address has expired.');
    expect(page).toContain('Your e-mail address is unchanged');
    expect(await emailOf(lea.id)).toBe(lea.email);
  });
});

describe('without JavaScript, on the settings page', () => {
  it('offers the change, says the field errors beside their fields, keeps the typed address but never the password', async () => {
    const jo = await buyer('jo.old@example.co.uk');
    const page = await settingsPage(jo);
    expect(words(page.text)).toContain('You sign in with jo.old@example.co.uk');
    expect(page.text).toContain('name="intent" value="change-email"');

    const wrong = await settingsForm(jo, {
      intent: 'change-email',
      email: 'jo.new@example.co.uk',
      currentPassword: 'not-my-password-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(
      /id="email-change-password-error"[^>]*>The current password is not correct</,
    );
    expect(wrong.text).toContain('value="jo.new@example.co.uk"');
    expect(wrong.text).not.toContain('not-my-password-1');

    const bad = await settingsForm(jo, {
      intent: 'change-email',
      email: 'jo at example',
      currentPassword: PASSWORD,
    });
    expect(bad.text).toMatch(/id="new-email-error"[^>]*>Enter a valid e-mail address</);
    const same = await settingsForm(jo, {
      intent: 'change-email',
      email: jo.email,
      currentPassword: PASSWORD,
    });
    expect(same.text).toMatch(/id="new-email-error"[^>]*>This is already your e-mail address</);
    expect(await mailsTo('jo.new@example.co.uk')).toHaveLength(0);
  });

  it('asks, says the change is waiting with send again and cancel, and the link finishes it', async () => {
    const kit = await buyer('kit.old@example.co.uk');
    const asked = await settingsForm(kit, {
      intent: 'change-email',
      email: 'kit.new@example.co.uk',
      currentPassword: PASSWORD,
    });
    expect(asked.status).toBe(200);
    const text = words(asked.text);
    expect(text).toContain('We have sent a link to kit.new@example.co.uk.');
    expect(text).toContain('A change to kit.new@example.co.uk is waiting for confirmation.');
    expect(asked.text).toContain('Send the link again');
    expect(asked.text).toContain('Cancel the change');
    expect((await mailsTo(kit.email)).at(-1)!.subject).toBe(
      'A change of your e-mail address was asked for',
    );
    const first = await changeLink('kit.new@example.co.uk');

    const again = await settingsForm(kit, { intent: 'resend-email-change' });
    expect(words(again.text)).toContain('We have sent a new link to kit.new@example.co.uk.');
    const second = await changeLink('kit.new@example.co.uk');
    expect(second).not.toBe(first);

    const cancelled = await settingsForm(kit, { intent: 'cancel-email-change' });
    expect(words(cancelled.text)).toContain('The change of e-mail address is cancelled.');
    expect(words(cancelled.text)).not.toContain('is waiting for confirmation');
    expect(words((await open(second)).text)).toContain('already been used, cancelled or replaced');

    await settingsForm(kit, {
      intent: 'change-email',
      email: 'kit.final@example.co.uk',
      currentPassword: PASSWORD,
    });
    const done = await open(await changeLink('kit.final@example.co.uk'), kit.cookie);
    expect(words(done.text)).toContain('Your e-mail address is now kit.final@example.co.uk.');
    expect(await emailOf(kit.id)).toBe('kit.final@example.co.uk');
    // The browser that opened it was signed in: that session ended too.
    expect((await settingsPage(kit)).status).not.toBe(200);
  });
});

describe('the current password limit (decision 077, 6)', () => {
  it('10 wrong passwords on the e-mail change, then the right one waits with 429, on the API, the form and change password', async () => {
    const strict = await createTestApp();
    try {
      const guesser = await buyer('guess.me@example.co.uk', strict.app);
      const change = (currentPassword: string) =>
        askChange(guesser, 'thief@example.co.uk', currentPassword);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await change(`Guess-number-${i}`)).status);
      expect(statuses.every((s) => s === 400)).toBe(true);
      const right = await change(PASSWORD);
      expect(right.status).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      const form = await settingsForm(guesser, {
        intent: 'change-email',
        email: 'thief@example.co.uk',
        currentPassword: PASSWORD,
      });
      expect(form.status).toBe(429);
      expect(form.text).toContain('Too many attempts. Please wait a few minutes and try again.');
      expect(form.text).toContain('value="thief@example.co.uk"');
      const password = await post('/api/auth/change-password', guesser).send({
        currentPassword: PASSWORD,
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
      expect(password.status).toBe(429);
      const { rows } = await strict.db.query<{ pending_email: string | null }>(
        "SELECT pending_email FROM users WHERE email = 'guess.me@example.co.uk'",
      );
      expect(rows[0]!.pending_email).toBeNull();
    } finally {
      await strict.close();
    }
  });
});

describe('the e-mails an e-mail change sends', () => {
  it('cannot be used to flood an address: the fourth request to one new address in 15 minutes waits', async () => {
    const strict = await createTestApp();
    try {
      const accounts = [
        'flood.a@example.co.uk',
        'flood.b@example.co.uk',
        'flood.c@example.co.uk',
        'flood.d@example.co.uk',
      ];
      const statuses: number[] = [];
      for (const email of accounts) {
        const res = await askChange(await buyer(email, strict.app), 'victim@example.co.uk');
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      await afterResponseSettled();
      const toVictim = readOutbox(strict.config.DATA_DIR).filter(
        (m) => m.to === 'victim@example.co.uk',
      );
      expect(toVictim).toHaveLength(3);
    } finally {
      await strict.close();
    }
  });

  it('nor by sending the link again: the resends count with the request, on the API and the form', async () => {
    // "Send the link again" had only a per-IP limit: one account mailed a taken address's owner
    // "Someone tried to move an account to your e-mail address" at every press.
    const strict = await createTestApp();
    try {
      const resender = await buyer('resender@example.co.uk', strict.app);
      expect((await askChange(resender, DEMO_USER.email)).status).toBe(200);
      // An address sent beside it (which a resend ignores) must not choose another counter.
      const resend = (i: number) =>
        post('/api/auth/change-email/resend', resender).send(
          i === 0 ? {} : { email: `decoy${i}@example.co.uk` },
        );
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await resend(i)).status);
      expect(statuses).toEqual([200, 200, 429]);
      // The settings page's own "Send the link again" button waits too, saying so.
      const form = await settingsForm(resender, {
        intent: 'resend-email-change',
        email: 'decoy-form@example.co.uk',
      });
      expect(form.status).toBe(429);
      expect(form.text).toContain('Too many attempts. Please wait a few minutes and try again.');
      await afterResponseSettled();
      const toOwner = readOutbox(strict.config.DATA_DIR).filter((m) => m.to === DEMO_USER.email);
      expect(toOwner).toHaveLength(3);
    } finally {
      await strict.close();
    }
  });
});
