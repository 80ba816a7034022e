import request from 'supertest';
import { afterResponseSettled } from '#server/auth/after-response.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyGraphToken } from '#server/auth/graph-token.server';
import { RESET_LINK_MESSAGES } from '#server/auth/auth-service.server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { lastMailTo, readOutbox } from '../helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  // Limits relaxed here; tests/integration/auth-rate-limits.test.ts checks them at their real values.
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const api = () => request(t.app);
const ORIGIN = 'https://auctions.example.co.uk';
let counter = 0;
const newEmail = () => `buyer${++counter}.${Date.now()}@example.co.uk`;
const GOOD_PASSWORD = 'Hammer-falls-2026';

async function registerUser(email = newEmail(), password = GOOD_PASSWORD) {
  const res = await api()
    .post('/api/auth/register')
    .send({ email, username: email, password, first_name: 'Ada', last_name: 'Lovelace' });
  expect(res.status).toBe(200);
  return {
    email,
    password,
    jwt: res.body.jwt as string,
    user: res.body.user,
    cookie: res.headers['set-cookie']![0]!.split(';')[0]!,
  };
}

const codeFrom = (link: string, param: string) => new URL(link).searchParams.get(param)!;

describe('POST /api/auth/register', () => {
  it('creates the account, signs in ({ jwt, user } + HttpOnly cookie) and e-mails a confirmation link', async () => {
    const email = newEmail();
    const res = await api().post('/api/auth/register').send({
      email,
      username: email,
      password: GOOD_PASSWORD,
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      username: email,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'user',
      confirmed: false,
      is_subscribed: false,
    });
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const mail = lastMailTo(t.config.DATA_DIR, email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.links.some((l) => l.startsWith(`${ORIGIN}/confirm-email?confirmation=`))).toBe(
      true,
    );
    const stored = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0]!.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('rejects bad fields with a 400 and a message per field', async () => {
    const res = await api()
      .post('/api/auth/register')
      .send({ email: 'not-an-email', password: 'short', first_name: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(res.body.error.details.errors).toMatchObject({
      email: 'Enter a valid e-mail address',
      password: 'Use at least 10 characters',
      first_name: 'Enter your first name',
      // Left out altogether, as an API caller may: said as the form says it ("Invalid input:
      // expected string, received undefined" before).
      last_name: 'Enter your last name',
    });
  });

  it('requires username to equal the e-mail when sent, and refuses a taken e-mail', async () => {
    const email = newEmail();
    const mismatch = await api().post('/api/auth/register').send({
      email,
      username: 'someone',
      password: GOOD_PASSWORD,
      first_name: 'A',
      last_name: 'B',
    });
    expect(mismatch.body.error.details.errors.username).toBe(
      'Username must equal the e-mail address',
    );
    await registerUser(email);
    const again = await api().post('/api/auth/register').send({
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      first_name: 'A',
      last_name: 'B',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Email or Username are already taken');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe(400);
  });
});

describe('POST /api/auth/login and GET /api/auth/me', () => {
  it('signs in with the right password; me returns the user and a graph token', async () => {
    const u = await registerUser();
    const login = await api()
      .post('/api/auth/login')
      .send({ identifier: u.email.toUpperCase(), password: u.password });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(u.email);
    const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${login.body.jwt}`);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(u.email);
    const identity = await verifyGraphToken(me.body.hasuraToken, t.config.JWT_SECRET);
    expect(identity).toMatchObject({ userId: u.user.id, role: 'user', version: 0 });
    expect(identity.sessionId).toEqual(expect.any(String));
  });

  it('the graph token ends with its session: signed out, it no longer opens the map', async () => {
    // A security walk: after "sign out everywhere" the 15-minute token still answered the map.
    const MAP =
      '{ map_auction_properties(bbox: {west: -8, south: 49.9, east: 2, north: 58.7}) { total } }';
    const graph = (token: string) =>
      api().post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: MAP });
    for (const signOut of ['/api/auth/logout', '/api/auth/logout-everywhere']) {
      const u = await registerUser();
      const login = await api()
        .post('/api/auth/login')
        .send({ identifier: u.email, password: u.password });
      const bearer = `Bearer ${login.body.jwt}`;
      const token = (await api().get('/api/auth/me').set('Authorization', bearer)).body
        .hasuraToken as string;
      expect((await graph(token)).status, `${signOut}: before`).toBe(200);
      expect((await api().post(signOut).set('Authorization', bearer)).status).toBe(204);
      const after = await graph(token);
      expect(after.status, `${signOut}: after`).toBe(401);
      expect(after.body.errors[0].message).toBe('Token is no longer valid: its session has ended.');
    }
  });

  it('me works with the session cookie too', async () => {
    const u = await registerUser();
    const me = await api().get('/api/auth/me').set('Cookie', u.cookie);
    expect(me.body.user.id).toBe(u.user.id);
  });

  it('a wrong password and an unknown account get the same 400', async () => {
    const u = await registerUser();
    const wrong = await api()
      .post('/api/auth/login')
      .send({ identifier: u.email, password: 'Wrong-password-1' });
    const unknown = await api()
      .post('/api/auth/login')
      .send({ identifier: newEmail(), password: 'Wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid identifier or password');
    expect(t.logLines().some((l) => l.audit === 'login-failed')).toBe(true);
  });

  it('me is 401 without a token, with a bad one, and with a revoked one', async () => {
    expect((await api().get('/api/auth/me')).status).toBe(401);
    expect(
      (await api().get('/api/auth/me').set('Authorization', 'Bearer nope.nope.nope')).status,
    ).toBe(401);
    const u = await registerUser();
    await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [
      u.user.id,
    ]);
    const revoked = await api().get('/api/auth/me').set('Authorization', `Bearer ${u.jwt}`);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toMatchObject({
      status: 401,
      name: 'UnauthorizedError',
      message: 'You need to sign in',
    });
  });

  it('logout clears the cookie', async () => {
    const res = await api().post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']![0]).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('e-mail confirmation', () => {
  it('the e-mailed link confirms once; a second use is refused', async () => {
    const u = await registerUser();
    const link = lastMailTo(t.config.DATA_DIR, u.email).links.find((l) =>
      l.includes('/confirm-email'),
    )!;
    const first = await api()
      .get(new URL(link).pathname + new URL(link).search)
      .set('User-Agent', 'Mozilla/5.0 Chrome/156');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Your e-mail address is confirmed');
    const row = await t.db.query<{ confirmed: boolean }>(
      'SELECT confirmed FROM users WHERE id = $1',
      [u.user.id],
    );
    expect(row.rows[0]!.confirmed).toBe(true);
    const second = await api()
      .get(new URL(link).pathname + new URL(link).search)
      .set('User-Agent', 'Mozilla/5.0 Chrome/156');
    // Opened again (a mail scanner opens it first, too): the address is confirmed, and the page
    // says so rather than "already used, ask for a new one" (none is sent to a confirmed address).
    expect(second.text).toContain('Your e-mail address is confirmed');
    expect(second.text).not.toContain('already been used');
  });

  it('a link that is no link of ours says so and answers 400, as its page data does', async () => {
    // It answered 200, as if something had worked.
    for (const path of [
      '/confirm-email?confirmation=bogus',
      '/confirm-email?confirmation=aaaaaaaaaaaaaaaaaaaaaaaaa',
      '/confirm-email?change=bogus',
    ]) {
      const page = await api().get(path).set('User-Agent', 'Mozilla/5.0 Chrome/156');
      expect(page.status, path).toBe(400);
      expect(page.text, path).toMatch(/not valid/i);
      const data = await api().get(path.replace('?', '/_payload.json?'));
      expect(data.status, path).toBe(400);
      expect(data.body.loaderData['confirm-email'].state, path).toBeDefined();
      // A script reading the payload learns what was wrong, as from any other 400.
      expect(data.body.loaderData['confirm-email'].message, path).toMatch(/link .*is not valid/);
    }
    const none = await api().get('/confirm-email').set('User-Agent', 'Mozilla/5.0 Chrome/156');
    expect(none.status).toBe(200);
  });

  it('opened in the browser signed in to that account: the page data already holds it confirmed', async () => {
    const u = await registerUser();
    const link = new URL(
      lastMailTo(t.config.DATA_DIR, u.email).links.find((l) => l.includes('/confirm-email'))!,
    );
    const page = await api()
      .get(link.pathname + link.search)
      .set('User-Agent', 'Mozilla/5.0 Chrome/156')
      .set('Cookie', u.cookie);
    expect(page.text).toContain('Your e-mail address is confirmed');
    // The root data (the signed-in user) is what /profile reads after a click in the browser: it
    // said "Your e-mail address is not confirmed yet" there until a full reload.
    const user = new RegExp(
      `"email":"${u.email.replace(/\./g, '\\.')}"[^}]*"confirmed":(true|false)`,
    ).exec(page.text);
    expect(user?.[1]).toBe('true');
  });

  it('opened in a browser signed in as another account: names the address confirmed, not "your"', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const link = new URL(
      lastMailTo(t.config.DATA_DIR, owner.email).links.find((l) => l.includes('/confirm-email'))!,
    );
    const page = await api()
      .get(link.pathname + link.search)
      .set('User-Agent', 'Mozilla/5.0 Chrome/156')
      .set('Cookie', other.cookie);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Your e-mail address is confirmed');
    expect(page.text).toContain(`${owner.email} is confirmed`);
    expect(page.text).toContain(`signed in as ${other.email}, a different account`);
    const rows = await t.db.query<{ id: number; confirmed: boolean }>(
      'SELECT id, confirmed FROM users WHERE id = ANY($1::int[]) ORDER BY id',
      [[owner.user.id, other.user.id]],
    );
    expect(rows.rows.map((r) => r.confirmed)).toEqual([true, false]);
  });

  it('resend answers the same for known and unknown addresses and mails only real, unconfirmed accounts', async () => {
    const u = await registerUser();
    await afterResponseSettled();
    const before = readOutbox(t.config.DATA_DIR).length;
    const known = await api().post('/api/auth/resend-confirmation-link').send({ email: u.email });
    const unknown = await api()
      .post('/api/auth/resend-confirmation-link')
      .send({ email: 'nobody@example.co.uk' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ email: u.email, sent: true });
    expect(unknown.body).toEqual({ email: 'nobody@example.co.uk', sent: true });
    // The look-up and the e-mail happen after the answer (no enumeration by timing).
    await afterResponseSettled();
    expect(readOutbox(t.config.DATA_DIR).length).toBe(before + 1);
  });
});

describe('forgot and reset password', () => {
  it('same answer for known and unknown e-mails; the code resets once and signs in; old sessions end', async () => {
    const u = await registerUser();
    const known = await api().post('/api/auth/forgot-password').send({ email: u.email });
    const unknown = await api().post('/api/auth/forgot-password').send({ email: newEmail() });
    expect(known.body).toEqual({ ok: true });
    expect(unknown.body).toEqual({ ok: true });
    await afterResponseSettled();
    const mail = lastMailTo(t.config.DATA_DIR, u.email);
    expect(mail.subject).toBe('Reset your password');
    const code = codeFrom(
      mail.links.find((l) => l.includes('/reset-password'))!,
      'code',
    );

    const mismatch = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'New-password-2026', passwordConfirmation: 'Other-2026xx' });
    expect(mismatch.body.error.details.errors.passwordConfirmation).toBe('Passwords do not match');

    const reset = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'New-password-2026', passwordConfirmation: 'New-password-2026' });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe(u.email);
    expect((await api().get('/api/auth/me').set('Authorization', `Bearer ${u.jwt}`)).status).toBe(
      401,
    );
    expect(
      (await api().get('/api/auth/me').set('Authorization', `Bearer ${reset.body.jwt}`)).status,
    ).toBe(200);
    const login = await api()
      .post('/api/auth/login')
      .send({ identifier: u.email, password: 'New-password-2026' });
    expect(login.status).toBe(200);

    await afterResponseSettled();
    expect(lastMailTo(t.config.DATA_DIR, u.email).subject).toBe('Your password has been changed');

    const reused = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'Another-pass-2026', passwordConfirmation: 'Another-pass-2026' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(
      'This reset link has already been used. Ask for a new one.',
    );
  });

  it('an expired code is refused', async () => {
    const u = await registerUser();
    await api().post('/api/auth/forgot-password').send({ email: u.email });
    await afterResponseSettled();
    const code = codeFrom(
      lastMailTo(t.config.DATA_DIR, u.email).links.find((l) => l.includes('/reset-password'))!,
      'code',
    );
    await t.db.query(
      "UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [u.user.id],
    );
    const res = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'New-password-2026', passwordConfirmation: 'New-password-2026' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This reset link has expired. Ask for a new one.');
  });

  it('a link mailed before the password was changed says a new password ended it', async () => {
    // It said "This reset link has already been used", which its owner never did.
    const u = await registerUser();
    await api().post('/api/auth/forgot-password').send({ email: u.email });
    await afterResponseSettled();
    const code = codeFrom(
      lastMailTo(t.config.DATA_DIR, u.email).links.find((l) => l.includes('/reset-password'))!,
      'code',
    );
    const changed = await api()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${u.jwt}`)
      .send({
        currentPassword: u.password,
        password: 'Changed-pass-2026',
        passwordConfirmation: 'Changed-pass-2026',
      });
    expect(changed.status).toBe(200);
    const res = await api()
      .post('/api/auth/reset-password')
      .send({ code, password: 'New-password-2026', passwordConfirmation: 'New-password-2026' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(RESET_LINK_MESSAGES.ended);
    // The page says it before a new password is typed.
    const page = await api().get(`/reset-password/_payload.json?code=${code}`);
    expect(JSON.stringify(page.body)).toContain('stopped working when the password');
  });
});

describe('change password', () => {
  it('needs the current password, returns a new session and revokes the others', async () => {
    const u = await registerUser();
    const other = await api()
      .post('/api/auth/login')
      .send({ identifier: u.email, password: u.password });
    const wrong = await api()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${u.jwt}`)
      .send({
        currentPassword: 'Not-it-12345',
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors.currentPassword).toBe(
      'The current password is not correct',
    );
    const ok = await api()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${u.jwt}`)
      .send({
        currentPassword: u.password,
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
    expect(ok.status).toBe(200);
    expect(
      (await api().get('/api/auth/me').set('Authorization', `Bearer ${other.body.jwt}`)).status,
    ).toBe(401);
    expect(
      (await api().get('/api/auth/me').set('Authorization', `Bearer ${ok.body.jwt}`)).status,
    ).toBe(200);
    expect(t.logLines().some((l) => l.audit === 'password-changed' && l.userId === u.user.id)).toBe(
      true,
    );
  });

  it('e-mails the owner that the password changed, with a way back if it was not them', async () => {
    const u = await registerUser();
    const ok = await api()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${u.jwt}`)
      .send({
        currentPassword: u.password,
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
    expect(ok.status).toBe(200);
    await afterResponseSettled();
    const mail = lastMailTo(t.config.DATA_DIR, u.email);
    expect(mail.subject).toBe('Your password has been changed');
    expect(mail.body).not.toContain('Brand-new-2026');
    expect(mail.links.some((l) => new URL(l).pathname === '/forgot-password')).toBe(true);
  });

  it('is 401 when not signed in', async () => {
    const res = await api().post('/api/auth/change-password').send({
      currentPassword: 'a',
      password: 'Brand-new-2026',
      passwordConfirmation: 'Brand-new-2026',
    });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/auth/update/{userId}', () => {
  it('subscribes to the newsletter; the refetched user shows it', async () => {
    const u = await registerUser();
    const res = await api()
      .put(`/api/auth/update/${u.user.id}`)
      .set('Authorization', `Bearer ${u.jwt}`)
      .send({ is_subscribed: true });
    expect(res.status).toBe(200);
    expect(res.body.is_subscribed).toBe(true);
    const me = await api().get('/api/auth/me').set('Authorization', `Bearer ${u.jwt}`);
    expect(me.body.user.is_subscribed).toBe(true);
  });

  it("refuses another user's id (403), unknown fields (400) and no token (401)", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const other = await api()
      .put(`/api/auth/update/${b.user.id}`)
      .set('Authorization', `Bearer ${a.jwt}`)
      .send({ is_subscribed: true });
    expect(other.status).toBe(403);
    const extra = await api()
      .put(`/api/auth/update/${a.user.id}`)
      .set('Authorization', `Bearer ${a.jwt}`)
      .send({ role: 'editor' });
    expect(extra.status).toBe(400);
    const role = await t.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [
      a.user.id,
    ]);
    expect(role.rows[0]!.role).toBe('user');
    expect(
      (await api().put(`/api/auth/update/${a.user.id}`).send({ is_subscribed: true })).status,
    ).toBe(401);
  });

  it('refuses a cookie-authenticated write from another origin (CSRF), allows our own', async () => {
    const u = await registerUser();
    const cross = await api()
      .put(`/api/auth/update/${u.user.id}`)
      .set('Cookie', u.cookie)
      .set('Origin', 'https://evil.example')
      .send({ is_subscribed: true });
    expect(cross.status).toBe(403);
    const none = await api()
      .put(`/api/auth/update/${u.user.id}`)
      .set('Cookie', u.cookie)
      .send({ is_subscribed: true });
    expect(none.status).toBe(403);
    const own = await api()
      .put(`/api/auth/update/${u.user.id}`)
      .set('Cookie', u.cookie)
      .set('Origin', ORIGIN)
      .send({ is_subscribed: true });
    expect(own.status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens', async () => {
    const u = await registerUser();
    await api().post('/api/auth/login').send({ identifier: u.email, password: u.password });
    const text = JSON.stringify(t.logLines());
    expect(text).not.toContain(GOOD_PASSWORD);
    expect(text).not.toContain(u.jwt);
  });
});
