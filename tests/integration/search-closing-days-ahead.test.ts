import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { londonDayOf } from '#schema/london-time';
import { plusDays } from '#schema/uk-clock';

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const today = () => londonDayOf(new Date());
/** The coming weekday (0 Sunday … 6 Saturday), today if it is that day. */
const coming = (weekday: number) => {
  const now = new Date(`${today()}T00:00:00Z`).getUTCDay();
  return plusDays(today(), (weekday - now + 7) % 7);
};

/**
 * Walking the lot search (decision 170): "closing friday" found no lot and offered "Leave out
 * “friday”", which searched descriptions for "closing" ("close to local shops"); "after new year"
 * found the lots with "a new kitchen", 17 of them closing in December, under a chip that looked
 * like a date.
 */
describe('closing days said ahead of today', () => {
  it('“closing friday” is the coming Friday’s lots', async () => {
    const friday = coming(5);
    expect(await sentTo('/listings?search=closing+friday')).toEqual({
      auction_from: friday,
      auction_to: friday,
    });
  });

  it('“after new year” is the lots closing from New Year’s Day, none of them in December', async () => {
    const newYear = `${Number(today().slice(0, 4)) + 1}-01-01`;
    const sent = await sentTo('/listings?search=after+new+year');
    expect(sent).toEqual({ auction_from: newYear });
    const data = await listings(new URLSearchParams(sent).toString());
    expect(data.total).toBeGreaterThan(0);
    for (const lot of data.items)
      expect(lot.auction_end_date ?? lot.auction_date ?? '').not.toMatch(/^\d{4}-12-/);
  });

  it('“in the next 30 days” and “before christmas”, with a place', async () => {
    expect(await sentTo('/listings?search=flats+in+leeds+in+the+next+30+days')).toEqual({
      location: 'Leeds',
      property_type: 'flats',
      auction_from: today(),
      auction_to: plusDays(today(), 30),
    });
    const christmasEve =
      today() <= `${today().slice(0, 4)}-12-24`
        ? `${today().slice(0, 4)}-12-24`
        : `${Number(today().slice(0, 4)) + 1}-12-24`;
    expect(await sentTo('/listings?search=closing+before+christmas')).toEqual({
      auction_from: today(),
      auction_to: christmasEve,
    });
  });

  it('a street, a village or a distance is no time (“house on friday street”, “3 days walk”)', async () => {
    // A review's walk: "house on friday street" went to the town of Street, closing on Friday.
    for (const words of [
      'house+on+friday+street',
      'cottage+by+christmas+common',
      'flat+in+3+days+walk',
    ]) {
      const res = await get(`/listings?search=${words}`);
      const to =
        res.status === 302 ? new URL(res.headers.location!, 'http://x').searchParams : null;
      expect(to?.get('auction_from') ?? null, words).toBeNull();
      expect(to?.get('auction_to') ?? null, words).toBeNull();
    }
  });
});
