import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, countLots, FOR_SALE, guideFrom, under } from '../helpers/lot-truth';

/**
 * A guide as agents write it, typed into the lot search: "offers over 250k" found no lot (it
 * searched for the word "offers" with a guide from £250,000), and "offers in excess of 200k" and
 * "OIEO 150k" offered a guide *up to* the sum, the opposite of what they say. Each is now a guide
 * from that sum.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

describe('“offers over” and “offers in excess of” in the lot search', () => {
  for (const [typed, least] of [
    ['offers over 250k', 250_000],
    ['Offers over £250,000', 250_000],
    ['offers in excess of 200k', 200_000],
    ['in excess of £200,000', 200_000],
    ['OIEO 150k', 150_000],
  ] as const)
    it(`“${typed}” is a guide from £${least.toLocaleString('en-GB')}, no word left to find`, async () => {
      const sent = await sentTo(`/listings?${new URLSearchParams({ search: typed })}`);
      expect(sent).toEqual({ guide_price_min: String(least) });
      const expected = await countLots(t, all(guideFrom(least), FOR_SALE));
      expect(expected).toBeGreaterThan(0);
      expect((await listings(new URLSearchParams(sent).toString())).total).toBe(expected);
    });

  it('with a place: “offers over 100k leeds” is Leeds from £100,000', async () => {
    const sent = await sentTo('/listings?search=offers+over+100k+leeds');
    expect(sent).toEqual({ location: 'Leeds', guide_price_min: '100000' });
    const expected = await countLots(
      t,
      all(under('england/west-yorkshire/leeds'), guideFrom(100_000), FOR_SALE),
    );
    expect((await listings(new URLSearchParams(sent).toString())).total).toBe(expected);
  });
});
