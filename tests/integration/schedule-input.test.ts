import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
});
afterAll(() => t.close());

const schedule = (body: Record<string, unknown>) =>
  request(t.app)
    .post('/api/admin/pages/1/schedule')
    .set('Cookie', editor)
    .set('Origin', ORIGIN)
    .send(body);

describe('a schedule with a time that does not exist', () => {
  it.each(['2027-02-30T10:00', '2027-13-01T10:00', '2027-01-01T25:00', '2027-01-01T10:61'])(
    'is told to choose a real date and time for %s, never a server error',
    async (at) => {
      const res = await schedule({ action: 'publish', at });
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors.at).toBe('Choose a date and time that exist');
    },
  );

  it('is told when the time is skipped by the clocks going forward, instead of getting an hour later', async () => {
    // 28 March 2027: London goes from 01:00 GMT to 02:00 BST; 01:30 never happens.
    const res = await schedule({ action: 'publish', at: '2027-03-28T01:30' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.at).toBe(
      'That time does not happen in London: the clocks go forward an hour that night',
    );
    expect((await schedule({ action: 'publish', at: '2027-03-28T02:30' })).status).toBe(201);
  });

  it('is told to choose one when the time is missing', async () => {
    const res = await schedule({ action: 'publish' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.at).toBe('Choose a date and time');
  });

  it('still accepts a real one, and 29 February in a leap year', async () => {
    expect((await schedule({ action: 'unpublish', at: '2028-02-29T09:30' })).status).toBe(201);
  });
});
