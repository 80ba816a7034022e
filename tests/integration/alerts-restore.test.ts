import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { accountStopToken } from '#server/alerts/account-stop-token.server';
import { restoreAlertsOfLink } from '#server/alerts/restore-alerts.server';
import { updateSavedSearch } from '#server/alerts/saved-searches-store.server';
import { createLogger } from '#server/logger.server';
import type { Db, Queryable } from '#server/db/db.server';

/**
 * "Stop all" from an e-mail switched every alert off and forgot which searches were daily and
 * which weekly; the page said "You can turn them back on there", one search at a time (a walk,
 * decision 173). The stop link's page now turns them back on as they were.
 */
const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const api = (method: 'post' | 'put' | 'patch', path: string, who: TestUser) =>
  request(t.app)[method](path).set('Origin', ORIGIN).set('Cookie', who.cookie);
const page = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const post = (token: string, form: Record<string, string>) =>
  request(t.app)
    .post(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
    .type('form')
    .send(form);

async function settingsOf(who: TestUser) {
  const searches = await t.db.query<{ name: string; frequency: string }>(
    'SELECT name, frequency FROM saved_searches WHERE user_id = $1 ORDER BY id',
    [who.id],
  );
  const watch = await t.db.query<{ frequency: string }>(
    'SELECT frequency FROM watch_alert_settings WHERE user_id = $1',
    [who.id],
  );
  return {
    searches: searches.rows.map((r) => `${r.name}: ${r.frequency}`),
    watch: watch.rows[0]?.frequency,
  };
}

/** The stop token of the buyer's saved search set to `frequency` (one of each in buyerWithAlerts). */
async function searchToken(who: TestUser, frequency: string): Promise<string> {
  const { rows } = await t.db.query<{ token: string }>(
    'SELECT unsubscribe_token AS token FROM saved_searches WHERE user_id = $1 AND frequency = $2',
    [who.id, frequency],
  );
  return rows[0]!.token;
}

async function buyerWithAlerts(email: string) {
  const who = await createTestUser(t, email);
  for (const [query, frequency] of [
    ['property_type=Flat', 'daily'],
    ['property_type=Land', 'weekly'],
    ['property_type=Bungalow', 'off'],
  ])
    expect((await api('post', '/api/saved-searches', who).send({ query, frequency })).status).toBe(
      201,
    );
  expect(
    (await api('put', '/api/watchlist/settings', who).send({ frequency: 'daily' })).status,
  ).toBe(200);
  return who;
}

describe('alerts stopped from an e-mail', () => {
  it('come back on as they were from the stop link’s page, each at its own setting', async () => {
    const una = await buyerWithAlerts('una@example.co.uk');
    const before = await settingsOf(una);
    const token = await accountStopToken(t.db, una.id);

    // A mail client's one-click stop, sent twice (clients retry): every alert off.
    for (let i = 0; i < 2; i++)
      expect((await post(token, { 'List-Unsubscribe': 'One-Click' })).status).toBe(303);
    expect((await settingsOf(una)).searches.every((s) => s.endsWith(': off'))).toBe(true);
    expect((await settingsOf(una)).watch).toBe('off');

    const stopped = await page(`/alerts/unsubscribe?token=${token}`);
    expect(stopped.text).toContain('Alerts stopped');
    expect(stopped.text).toContain('Turn them back on as they were');

    const restore = await post(token, { intent: 'restore' });
    expect(restore.status).toBe(303);
    expect(restore.headers.location).toBe(`/alerts/unsubscribe?token=${token}&restored=1`);
    // Daily stays daily, weekly weekly; the one that was off before the stop stays off.
    expect(await settingsOf(una)).toEqual(before);

    const back = await page(restore.headers.location!);
    expect(back.text).toContain('They are back on as they were');
    expect(back.text).toContain('Stop these alerts');
    // Pressing it again changes nothing.
    await post(token, { intent: 'restore' });
    expect(await settingsOf(una)).toEqual(before);
  });

  it('are not put back once the buyer has set them again', async () => {
    const vic = await buyerWithAlerts('vic@example.co.uk');
    const token = await accountStopToken(t.db, vic.id);
    await post(token, {});
    // The buyer chose on the profile: watch e-mails off for good, and one search weekly.
    await api('put', '/api/watchlist/settings', vic).send({ frequency: 'off' });
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM saved_searches WHERE user_id = $1 AND name LIKE 'Flat%'",
      [vic.id],
    );
    await api('patch', `/api/saved-searches/${rows[0]!.id}`, vic).send({ frequency: 'weekly' });
    await post(token, {});
    await post(token, { intent: 'restore' });
    const after = await settingsOf(vic);
    expect(after.watch).toBe('off');
    expect(after.searches.filter((s) => s.endsWith(': weekly'))).toHaveLength(2);
  });

  it('"Stop all" turned back on leaves off a search the buyer had stopped alone before it', async () => {
    const xan = await buyerWithAlerts('xan@example.co.uk');
    const daily = await searchToken(xan, 'daily');
    await post(daily, {});
    const all = await accountStopToken(t.db, xan.id);
    await post(all, { 'List-Unsubscribe': 'One-Click' });
    await post(all, { intent: 'restore' });
    const after = await settingsOf(xan);
    expect(after.searches.filter((s) => s.endsWith(': daily'))).toHaveLength(0);
    expect(after.searches.filter((s) => s.endsWith(': weekly'))).toHaveLength(1);
    expect(after.watch).toBe('daily');
    // Its own link still puts it back.
    expect((await page(`/alerts/unsubscribe?token=${daily}`)).text).toContain(
      'Turn them back on as they were',
    );
    await post(daily, { intent: 'restore' });
    expect((await settingsOf(xan)).searches.filter((s) => s.endsWith(': daily'))).toHaveLength(1);
  });

  it('one search’s link turns back on that search alone', async () => {
    const wyn = await buyerWithAlerts('wyn@example.co.uk');
    const token = await searchToken(wyn, 'weekly');
    await post(token, {});
    await post(token, { intent: 'restore' });
    const after = await settingsOf(wyn);
    expect(after.searches.filter((s) => s.endsWith(': weekly'))).toHaveLength(1);
    expect(after.watch).toBe('daily');
    // A page whose alerts were off before any stop offers nothing to put back.
    const page2 = await page(`/alerts/unsubscribe?token=${await searchToken(wyn, 'off')}`);
    expect(page2.text).toContain('Alerts stopped');
    expect(page2.text).not.toContain('Turn them back on as they were');
  });

  it('a setting the buyer chooses while the restore runs is not overwritten by it', async () => {
    // The restore read the alerts, then set each: a change on the profile in between was lost.
    const zoe = await buyerWithAlerts('zoe@example.co.uk');
    const token = await searchToken(zoe, 'weekly');
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM saved_searches WHERE unsubscribe_token = $1',
      [token],
    );
    await post(token, {});
    // The profile's change is sent the moment the restore has read the stopped search.
    let profile: Promise<unknown> | undefined;
    const onRead = () => {
      profile ??= updateSavedSearch(t.db, zoe.id, rows[0]!.id, { frequency: 'daily' });
    };
    await restoreAlertsOfLink(readsWatched(t.db, onRead), token, createLogger('silent'));
    await profile;
    expect((await settingsOf(zoe)).searches.filter((s) => s.endsWith(': daily'))).toHaveLength(2);
  });
});

/** `db`, calling `onRead` as each read of the stopped saved searches returns (in a transaction too). */
function readsWatched(db: Db, onRead: () => void): Db {
  const watched = (q: Queryable): Queryable['query'] =>
    async function query(sql, params) {
      const result = await q.query(sql, params);
      if (/frequency_before_stop AS before FROM saved_searches/.test(sql)) onRead();
      return result as never;
    };
  return {
    engine: db.engine,
    query: watched(db),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn({ query: watched(tx), exec: tx.exec })),
    withConnection: (fn) => db.withConnection(fn),
    close: () => db.close(),
  };
}
