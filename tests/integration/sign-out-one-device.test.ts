import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { SIGNED_OUT_MESSAGES } from '#shared/forms/account-forms';

/**
 * Decision 091: "Sign out" ends the session of the device it is pressed on; the account's other
 * devices stay signed in. "Sign out everywhere" ends them all. Both are same-origin posts only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const ORIGIN = 'https://auctions.example.co.uk';
const PASSWORD = 'Hammer-falls-2026';
let seq = 0;

/** A new account, then a second sign-in to it as from another device: two session cookies. */
async function twoDevices() {
  const email = `two-devices-${(seq += 1)}@example.co.uk`;
  const reg = await request(t.app)
    .post('/api/auth/register')
    .send({ email, password: PASSWORD, first_name: 'Tess', last_name: 'Two' });
  expect(reg.status).toBe(200);
  const login = await request(t.app)
    .post('/api/auth/login')
    .send({ identifier: email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { phone: `session=${reg.body.jwt}`, laptop: `session=${login.body.jwt}` };
}
const signedIn = async (cookie: string) =>
  (await request(t.app).get('/api/auth/me').set('Cookie', cookie)).status === 200;
/** The profile page's form, as a browser without JavaScript posts it. */
const profileForm = (cookie: string, fields: Record<string, string> = {}, origin = ORIGIN) =>
  request(t.app)
    .post('/profile')
    .type('form')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', origin)
    .set('Cookie', cookie)
    .send(fields);

describe('signing out (JSON API)', () => {
  it('"Sign out" ends this device’s session only; the other device stays signed in', async () => {
    const { phone, laptop } = await twoDevices();
    const out = await request(t.app)
      .post('/api/auth/logout')
      .set('Origin', ORIGIN)
      .set('Cookie', phone);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('session=;');
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('"Sign out everywhere" ends every session of the account', async () => {
    const { phone, laptop } = await twoDevices();
    const out = await request(t.app)
      .post('/api/auth/logout-everywhere')
      .set('Origin', ORIGIN)
      .set('Cookie', laptop);
    expect(out.status).toBe(204);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
  });

  it('refuses either from another site (CSRF), leaving every session as it was', async () => {
    const { phone, laptop } = await twoDevices();
    for (const path of ['/api/auth/logout', '/api/auth/logout-everywhere']) {
      const res = await request(t.app)
        .post(path)
        .set('Origin', 'https://evil.example')
        .set('Cookie', phone);
      expect(res.status).toBe(403);
    }
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);
  });
});

describe('signing out on the profile page (without JavaScript)', () => {
  it('offers both, each saying what it does', async () => {
    const { phone } = await twoDevices();
    const page = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', phone);
    expect(page.text).toContain('Signs you out on this device. Other devices stay signed in.');
    expect(page.text).toContain('Sign out everywhere');
  });

  it('"Sign out" lands on the sign-in page saying only this device is signed out', async () => {
    const { phone, laptop } = await twoDevices();
    const res = await profileForm(phone);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?signed_out=device');
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    const login = await request(t.app).get(res.headers.location!).set('User-Agent', BROWSER_UA);
    expect(login.text).toContain(SIGNED_OUT_MESSAGES.device);
  });

  it('"Sign out everywhere" ends both devices and says so', async () => {
    const { phone, laptop } = await twoDevices();
    const res = await profileForm(phone, { intent: 'sign-out-everywhere' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?signed_out=everywhere');
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    const login = await request(t.app).get(res.headers.location!).set('User-Agent', BROWSER_UA);
    expect(login.text).toContain(SIGNED_OUT_MESSAGES.everywhere);
  });

  it('a forged sign-out form from another site ends nothing', async () => {
    const { phone } = await twoDevices();
    const res = await profileForm(phone, { intent: 'sign-out-everywhere' }, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await signedIn(phone)).toBe(true);
  });
});
