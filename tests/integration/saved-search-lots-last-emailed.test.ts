import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch, type TestUser } from '../helpers/test-users';
import { alertRunDeps } from '../helpers/alert-run-deps';
import {
  FEED_HOUSE,
  catalogueCsv,
  postFeed,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { createLogger } from '#server/logger.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';

/**
 * /profile said "last e-mail 24 November 2026" beside every due saved search of a buyer whose
 * digest went out that day, also beside a search the e-mail held nothing of. It says when an
 * e-mail last held lots of the search.
 */
describe('/profile: when a saved search last e-mailed lots', () => {
  let t: TestApp;
  let deps: AlertRunDeps;
  let token: string;
  let ann: TestUser;
  const save = async (query: string, name: string) => {
    await saveSearch(t, ann, { query, name });
  };
  /** The line under a saved search's name on /profile. */
  const lineOf = async (name: string) => {
    const res = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', ann.cookie);
    expect(res.status).toBe(200);
    const html = res.text.replaceAll('<!-- -->', '');
    return new RegExp(`>${name}</a><p[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp();
    deps = alertRunDeps(t, createLogger('silent'));
    await seedFeedDirectory(t.db);
    token = (await createFeedToken(t.db, FEED_HOUSE))!;
    ann = await createTestUser(t, 'ann.lines@example.co.uk', { firstName: 'Ann' });
    await save('property_type=Flat', 'Flats');
    await save('property_type=houses', 'Houses');
  }, 240_000);
  afterAll(() => t?.close());

  it('dates the search whose lots the e-mail held, and not the other', async () => {
    const res = await postFeed(t.app, token, catalogueCsv([{ lot: 1, guide: 150_000 }]));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const sent = await sendAlerts(deps, { now: new Date('2026-11-24T07:00:00Z') });
    expect(sent).toMatchObject({ emails: 1, searches: 1, failed: 0 });
    // The e-mail held a flat and no house.
    expect(await lineOf('Houses')).not.toContain('24 November 2026');
    expect(await lineOf('Flats')).toContain('24 November 2026');
    expect(await lineOf('Flats')).toContain('lots last e-mailed 24 November 2026');
    expect(await lineOf('Houses')).toContain('no lots e-mailed yet');
  });
});
