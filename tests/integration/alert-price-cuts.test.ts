import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import {
  CATALOGUE_HEADER,
  FEED_HOUSE,
  flatsCatalogue as catalogue,
  postFeed,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { createLogger } from '#server/logger.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';

/**
 * A saved search tells of lots it matches whose guide price was cut, or that are back on sale, as
 * well as of new lots (decision 073). Before, it looked only at lots listed since its last e-mail:
 * "flats under £150,000" never heard of the £160,000 flat cut to £140,000.
 */
describe('saved-search alerts: price cuts and lots back on sale', () => {
  let t: TestApp;
  let deps: AlertRunDeps;
  let token: string;
  let ann: TestUser;
  let clock = Date.parse('2026-11-23T07:00:00Z');
  /** A day later each time: a daily alert is due again. */
  const run = () => sendAlerts(deps, { now: new Date((clock += 25 * 3_600_000)) });
  const mails = () => readOutbox(t.config.DATA_DIR).filter((m) => m.to === ann.email);
  const feed = async (body: string) => {
    const res = await postFeed(t.app, token, body);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  };

  beforeAll(async () => {
    t = await createTestApp();
    deps = alertRunDeps(t, createLogger('silent'));
    await seedFeedDirectory(t.db);
    token = (await createFeedToken(t.db, FEED_HOUSE))!;
    await feed(catalogue({ 1: 160_000, 2: 120_000, 3: 130_000, 4: 300_000 }));
    ann = await createTestUser(t, 'ann.cuts@example.co.uk', { firstName: 'Ann' });
    await saveSearch(t, ann, {
      query: 'property_type=Flat&guide_price_max=150000',
      name: 'Flats under £150k',
    });
  }, 240_000);
  afterAll(() => t?.close());

  it('says nothing while nothing changed', async () => {
    await run();
    expect(mails()).toHaveLength(0);
  });

  it('tells of a lot cut into the price range, once', async () => {
    // Flat 1 cut from £160,000 to £140,000; flat 4 cut too, but still over £150,000.
    await feed(catalogue({ 1: 140_000, 2: 120_000, 3: 130_000, 4: 290_000 }));
    expect(await run()).toMatchObject({ emails: 1, failed: 0 });
    const mail = mails().at(-1)!;
    expect(mail.subject).toBe('Guide price cut: “Flat 1”');
    expect(mail.body).toContain('Flats under £150k: 1 lot cheaper or back on sale');
    expect(mail.body).toContain('Guide price cut from £160,000 to £140,000');
    expect(mail.body).not.toContain('Flat 4');
    expect(mail.body).not.toContain('Flat 2');
    await run();
    expect(mails()).toHaveLength(1);
  });

  it('says nothing of a guide price raised', async () => {
    await feed(catalogue({ 1: 140_000, 2: 125_000, 3: 130_000, 4: 290_000 }));
    await run();
    expect(mails()).toHaveLength(1);
  });

  it('tells of a lot back on sale after its withdrawal, not of the withdrawal', async () => {
    await feed(catalogue({ 1: 140_000, 2: 125_000, 4: 290_000 }));
    await run();
    expect(mails()).toHaveLength(1);
    await feed(catalogue({ 1: 140_000, 2: 125_000, 3: 130_000, 4: 290_000 }));
    await run();
    const mail = mails().at(-1)!;
    expect(mails()).toHaveLength(2);
    expect(mail.subject).toBe('Back on sale: “Flat 3”');
    expect(mail.body).toContain('Back on sale');
  });

  it('a search saved after a change does not hear of it', async () => {
    await feed(catalogue({ 1: 135_000, 2: 125_000, 3: 130_000, 4: 290_000 }));
    const bob = await createTestUser(t, 'bob.cuts@example.co.uk', { firstName: 'Bob' });
    await saveSearch(t, bob, { query: 'property_type=Flat&guide_price_max=150000' });
    await run();
    // Ann hears of the second cut to flat 1; Bob, who saved his search after it, does not.
    expect(mails().at(-1)!.body).toContain('Guide price cut from £140,000 to £135,000');
    expect(readOutbox(t.config.DATA_DIR).filter((m) => m.to === bob.email)).toHaveLength(0);
  });

  it('tells of a lot whose sale date, listed as past, was put right: back on sale', async () => {
    // A feed lists a lot in a sale dated three days ago (awaiting a result, so no search's new
    // lot), and the import's warning asks the house to send the right date: it does, and the
    // lot is for sale. No status moved, only the date: the search never heard of the lot.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const lateSale = (date: string) =>
      [
        CATALOGUE_HEADER,
        `${FEED_HOUSE},HP-LATE,Late Property Auction,${date},,"The Grand Connaught Rooms, London",Traditional,9,Flat 9,"9 Kennington Road, Lambeth, London",SE1 7QP,Flat,Leasehold,2,100000,,,,,,`,
      ].join('\n');
    await feed(lateSale(day(-3)));
    await run();
    const sent = mails().length;
    await feed(lateSale(day(20)));
    await run();
    expect(mails()).toHaveLength(sent + 1);
    const mail = mails().at(-1)!;
    expect(mail.subject).toBe('Back on sale: “Flat 9”');
    expect(mail.body).toContain('Flats under £150k: 1 lot cheaper or back on sale');
    await run();
    expect(mails()).toHaveLength(sent + 1);
  });
});
