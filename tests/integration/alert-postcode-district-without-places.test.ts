import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { runAlertsCapturing } from '../helpers/alert-run-deps';
import { CATALOGUE_HEADER, FEED_HOUSE, feedTestApp, postFeed } from '../helpers/lot-feed-fixtures';
import { SALE_AT } from '../helpers/sale-day';

// A buyer saves /listings?location=E15, a real district the site holds no place or postcode row
// of ("We hold no lots or sales in E15 yet"). A house's feed then lists a flat at E15 1AA: the
// alert tells them, and the page (the e-mail's link) lists it. Before, the lot was stored with no
// district, E15 stayed "no lots" and its saved search never alerted (decision 125).

const { t, feed } = feedTestApp();

const row = (lot: number, title: string, address: string, postcode: string) =>
  `${FEED_HOUSE},HP-E15,December Property Auction,${SALE_AT},,"The Grand Connaught Rooms, London",Traditional,${lot},${title},"${address}",${postcode},Flat,Leasehold,2,200000,,,,,,`;

const lotIdsOn = (html: string) =>
  [...new Set([...html.matchAll(/href="\/listings\/(\d+)"/g)].map((m) => Number(m[1])))].sort();

describe('a saved search of a postcode district the site holds nothing in', () => {
  it('can be saved from its page, alerts on the first lot a feed lists there, and the page lists it', async () => {
    const buyer = await createTestUser(t, 'stratford@example.co.uk');
    const before = await request(t.app).get('/listings?location=E15').set('Cookie', buyer.cookie);
    expect(before.text).toContain('We hold no lots or sales in E15 yet');
    expect(before.text).toContain('Save this search');
    for (const query of ['location=e15', 'location=e15+1', 'location=e16'])
      await saveSearch(t, buyer, { query });

    const csv = [
      CATALOGUE_HEADER,
      row(1, 'Stratford flat', 'Flat 3, 9 Broadway, London', 'E15 1AA'),
      row(2, 'Kennington flat', '4 Kennington Road, London', 'SE1 7QP'),
      row(3, 'Maryland flat', '2 Leytonstone Road, London', 'E15 2AB'),
    ].join('\n');
    const imported = await postFeed(t.app, feed.token, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const { emails, sent } = await runAlertsCapturing(t);
    expect(emails).toBe(1);
    const mail = sent[0]!;
    const section = (name: string) =>
      mail.text.split('\n\n').find((part) => part.startsWith(`${name}:`)) ?? '';
    expect(section('Lots in E15')).toMatch(/^Lots in E15: 2 new lots/);
    expect(section('Lots in E15')).toContain('Stratford flat');
    expect(section('Lots in E15')).toContain('Maryland flat');
    expect(section('Lots in E15')).not.toContain('Kennington flat');
    // No town places it: the line says where by its postcode, not by nothing.
    expect(section('Lots in E15')).toMatch(/Stratford flat\n {2}E15 1AA · Flat · /);
    expect(section('Lots in E15 1')).toMatch(/^Lots in E15 1: 1 new lot\n/);
    expect(section('Lots in E15 1')).toContain('Stratford flat');
    expect(mail.text).not.toContain('Lots in E16');

    const { rows } = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM auction_properties ORDER BY id',
    );
    const idOf = (title: string) => Number(rows.find((r) => r.title === title)!.id);
    const page = (location: string) =>
      request(t.app).get(`/listings?location=${location}`).set('Cookie', buyer.cookie);
    const e15 = await page('e15');
    expect(e15.text).not.toContain('We hold no lots or sales in E15');
    expect(lotIdsOn(e15.text)).toEqual([idOf('Stratford flat'), idOf('Maryland flat')].sort());
    expect(lotIdsOn((await page('e15+1')).text)).toEqual([idOf('Stratford flat')]);
    expect((await page('e16')).text).toContain('We hold no lots or sales in E16 yet');
  });
});
