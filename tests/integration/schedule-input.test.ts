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

describe('a schedule sent twice (a double click, a second tab)', () => {
  it('is one pending action: the second is told it is already scheduled', async () => {
    expect((await schedule({ action: 'publish', at: '2029-06-01T09:00' })).status).toBe(201);
    const again = await schedule({ action: 'publish', at: '2029-06-01T09:00' });
    expect(again.status).toBe(409);
    expect(again.body.error.details.errors.at).toMatch(
      /already scheduled for Fri,? 1 Jun 2029, 09:00 BST/i,
    );
    const pending = await request(t.app)
      .get('/api/admin/schedule?page=1&status=pending')
      .set('Cookie', editor);
    const at = pending.body.scheduled.filter(
      (s: { runAt: string }) => s.runAt === '2029-06-01T08:00:00.000Z',
    );
    expect(at).toHaveLength(1);
  });

  it('is refused as an unpublish at the same minute as a pending publish: which runs first?', async () => {
    expect((await schedule({ action: 'publish', at: '2029-07-01T09:00' })).status).toBe(201);
    const clash = await schedule({ action: 'unpublish', at: '2029-07-01T09:00' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details.errors.at).toMatch(
      /publish of this page is already scheduled/i,
    );
    expect((await schedule({ action: 'unpublish', at: '2029-07-01T09:01' })).status).toBe(201);
  });
});
