import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_USER } from '#server/db/seed/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = () => request(t.app);

describe('rate limits', () => {
  it('locks an account after 10 failed sign-ins with 429 and Retry-After,', async () => {
    for (let i = 0; i < 10; i++) {
      await api()
        .post('/api/auth/login')
        .send({ identifier: DEMO_USER.email, password: 'Wrong-password-1' });
    }
    const blocked = await api()
      .post('/api/auth/login')
      .send({ identifier: DEMO_USER.email, password: DEMO_USER.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.error).toMatchObject({ status: 429, name: 'RateLimitError' });
  });

  it('limits forgot-password per account to 3 an interval', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await api().post('/api/auth/forgot-password').send({ email: DEMO_USER.email })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits registrations per IP and applies the same limiter to the no-JavaScript form', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const email = `rl${i}@example.co.uk`;
      statuses.push(
        (
          await api()
            .post('/api/auth/register')
            .send({ email, password: 'Hammer-falls-2026', first_name: 'A', last_name: 'B' })
        ).status,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const form = await api().post('/sign-up').type('form').set('User-Agent', BROWSER_UA).send({
      email: 'rl-form@example.co.uk',
      password: 'Hammer-falls-2026',
      first_name: 'Ann',
      last_name: 'B',
    });
    expect(form.status).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    // Without JavaScript the buyer gets the page back, saying so, with what they typed (a JSON
    // body read as a broken site); and no account was made.
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.text).toContain('Too many attempts. Please wait a few minutes and try again.');
    expect(form.text).toContain('value="rl-form@example.co.uk"');
    expect(form.text).not.toContain('Hammer-falls-2026');
    const made = await t.db.query("SELECT 1 FROM users WHERE email = 'rl-form@example.co.uk'");
    expect(made.rows).toHaveLength(0);
  });
});

describe('sign-ins from one address', () => {
  it('those that succeed do not count: the 31st good sign-in works; 30 refused ones still stop the next', async () => {
    // An office or a phone network shares one address: 30 good sign-ins locked the next out.
    const strict = await createTestApp();
    try {
      const signIn = (identifier: string, password: string) =>
        request(strict.app).post('/api/auth/login').send({ identifier, password });
      for (let i = 0; i < 31; i++)
        expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
      // Wrong passwords for 30 different addresses (so no account's own back-off is reached).
      for (let i = 0; i < 30; i++)
        expect((await signIn(`nobody${i}@example.co.uk`, 'Wrong-password-1')).status).toBe(400);
      const refused = await signIn(DEMO_USER.email, DEMO_USER.password);
      expect(refused.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('registration mistakes', () => {
  it('a form refused for its fields does not count towards the limit: the buyer still signs up', async () => {
    // Ten mistyped sign-ups (a short password, an empty form) locked the next, good one out.
    const strict = await createTestApp();
    try {
      const mistakes = [
        { email: 'slip@example.co.uk', password: 'short', first_name: 'A', last_name: 'B' },
        { email: '', password: '', first_name: '', last_name: '' },
        { email: 'slip@', password: 'Hammer-falls-2026', first_name: 'A', last_name: 'B' },
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await request(strict.app)
              .post('/api/auth/register')
              .send(mistakes[i % 3]!)
          ).status,
        );
      for (let i = 0; i < 3; i++) {
        const form = await request(strict.app)
          .post('/sign-up')
          .type('form')
          .set('User-Agent', BROWSER_UA)
          .send(mistakes[i]!);
        statuses.push(form.status);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const good = await request(strict.app).post('/api/auth/register').send({
        email: 'slip@example.co.uk',
        password: 'Hammer-falls-2026',
        first_name: 'Ann',
        last_name: 'B',
      });
      expect(good.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the current password asked again', () => {
  it('after 10 wrong current passwords from an address, change password and delete account wait', async () => {
    const email = 'current-password@example.co.uk';
    const password = 'Hammer-falls-2026';
    const reg = await api()
      .post('/api/auth/register')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ email, password, first_name: 'C', last_name: 'P' });
    expect(reg.status).toBe(200);
    const auth = `Bearer ${reg.body.jwt as string}`;
    const change = (currentPassword: string) =>
      api().post('/api/auth/change-password').set('Authorization', auth).send({
        currentPassword,
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await change(`Guess-number-${i}`)).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const right = await change(password);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const del = await api()
      .post('/api/auth/delete-account')
      .set('Authorization', auth)
      .send({ password });
    expect(del.status).toBe(429);
    // The no-JavaScript form shares the limit and says so on its page.
    const form = await api()
      .post('/change-password')
      .type('form')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', 'https://auctions.example.co.uk')
      .set('Cookie', reg.headers['set-cookie']![0]!.split(';')[0]!)
      .send({
        currentPassword: password,
        password: 'Brand-new-2026',
        passwordConfirmation: 'Brand-new-2026',
      });
    expect(form.status).toBe(429);
    expect(form.text).toContain('Too many attempts. Please wait a few minutes and try again.');
    const still = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(still.rows).toHaveLength(1);
  });
});

describe('rate limit on /graphql', () => {
  it('answers 429 with Retry-After and a GraphQL error once an IP exceeds its tier', async () => {
    // 300 a minute × 0.01 = 3 operations.
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.01' });
    try {
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await request(strict.app)
          .post('/graphql')
          .send({ query: '{ auction_houses(limit: 1) { id } }' });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(last!.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });
});

describe('password work under a burst of sign-ins (decision 054)', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
  });
  // The suite's other app configured the process-wide gate first; this one re-sized it.
  afterAll(() => busy.close());

  it('refuses the sign-ins beyond the queue at once with 429 and Retry-After; the rest are answered', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(busy.app)
          .post('/api/auth/login')
          .send({ identifier: `burst${i}@example.co.uk`, password: 'Wrong-password-1' }),
      ),
    );
    const refused = attempts.filter((r) => r.status === 429);
    const answered = attempts.filter((r) => r.status === 400);
    expect(refused.length + answered.length).toBe(6);
    // One hashing, one waiting: at least two get their real answer, the others are refused.
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.body.error).toMatchObject({
      status: 429,
      name: 'RateLimitError',
      message: 'Too many sign-ins at once. Please try again in a few seconds.',
    });
    // Once the burst has passed, a sign-in is answered again.
    const after = await request(busy.app)
      .post('/api/auth/login')
      .send({ identifier: DEMO_USER.email, password: DEMO_USER.password });
    expect(after.status).toBe(200);
  });
});
