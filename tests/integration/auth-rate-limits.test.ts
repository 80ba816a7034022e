import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
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
    const form = await api().post('/sign-up').type('form').send({
      email: 'rl-form@example.co.uk',
      password: 'Hammer-falls-2026',
      first_name: 'A',
      last_name: 'B',
    });
    expect(form.status).toBe(429);
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
