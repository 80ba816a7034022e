import { describe, expect, it } from 'vitest';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { runAlertsCapturing } from '../helpers/alert-run-deps';
import { CATALOGUE_HEADER, FEED_HOUSE, feedTestApp, postFeed } from '../helpers/lot-feed-fixtures';
import { plusDays } from '#schema/uk-clock';
import { londonDayOf } from '#schema/london-time';

// A buyer saves "all lots in Lambeth" (or its results). A house's results sheet lists lots of a
// sale held last week for the first time: one sold, one still awaiting its result. The digest
// said of both only "Guide price £80,000 – £90,000 · Auction Date …", as if they were for sale.

const { t, feed } = feedTestApp();

const HELD = `${plusDays(londonDayOf(new Date()), -5)}T10:00:00Z`;
const row = (lot: number, title: string, status: string, sold: string) =>
  `${FEED_HOUSE},HP-PAST,November Property Auction,${HELD},,"The Grand Connaught Rooms, London",Traditional,${lot},${title},"${lot} Kennington Road, London",SE1 7QP,Flat,Leasehold,2,80000,90000,,,,${status},${sold}`;

describe('a digest of lots that are not for sale', () => {
  it('says each one is sold, and for how much, or awaits its result, as its card does', async () => {
    const buyer = await createTestUser(t, 'results@example.co.uk');
    await saveSearch(t, buyer, { query: 'location=se1&lot_status=all' });
    const csv = [
      CATALOGUE_HEADER,
      row(1, 'Kennington sold flat', 'Sold', '96500'),
      row(2, 'Kennington awaited flat', '', ''),
    ].join('\n');
    const imported = await postFeed(t.app, feed.token, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const { emails, sent } = await runAlertsCapturing(t);
    expect(emails).toBe(1);
    const facts = (title: string) =>
      sent[0]!.text.split('\n- ').find((part) => part.startsWith(`${title}\n`)) ?? '';
    expect(facts('Kennington sold flat')).toMatch(/\n {2}Sold for £96,500 · /);
    expect(facts('Kennington awaited flat')).toMatch(/\n {2}Awaiting result · /);
    expect(sent[0]!.html).toContain('Sold for £96,500 · ');
  });
});
