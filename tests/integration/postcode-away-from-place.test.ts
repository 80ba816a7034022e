import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { pageText } from '../helpers/page-text';

/**
 * A postcode beside a place it does not lie in ("LS6, Manchester"), found by a buyer's walk of
 * the sold prices: the sold-price search read LS6 as a street of Manchester (0 sales, "Try: All
 * sales in Manchester") and the lot search offered nothing but "within 50 mi of Manchester". Either
 * may be what the buyer meant: both are offered, the postcode first.
 */

const { get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

describe('a postcode beside a place it does not lie in', () => {
  it('the lot search offers the postcode, then the place', async () => {
    for (const typed of ['LS6%2C+Manchester', 'Manchester+LS6', 'ls6+manchester']) {
      const data = await listings(`location=${typed}`);
      expect(data.total, typed).toBe(0);
      expect(
        data.unknownPlace!.suggestions.map((s) => s.value),
        typed,
      ).toEqual(['LS6', 'Manchester']);
    }
    // Each offer finds lots: what it offers is what following it gives.
    expect((await listings('location=LS6')).total).toBeGreaterThan(0);
    expect((await listings('location=Manchester')).total).toBeGreaterThan(0);
  });

  it('the sold-price search keeps the words and offers both, not LS6 as a street', async () => {
    const res = await get('/sold-house-prices?location=LS6%2C+Manchester');
    expect(res.status).toBe(200);
    const page = pageText(res.text);
    expect(page).toMatch(/Did you mean LS6 \(Leeds\) or Manchester \(Greater Manchester\) ?\?/);
  });

  it('a postcode beside a locality near it, or one we hold nothing in, is not offered apart', async () => {
    // The review: "Didsbury M20" offered "M20 (Manchester) or Didsbury", though M20 is Didsbury.
    for (const typed of ['Didsbury+M20', 'LS18+Leeds']) {
      const page = pageText((await get(`/sold-house-prices?location=${typed}`)).text);
      expect(page, typed).not.toContain('Did you mean M20');
      expect(page, typed).not.toContain('Did you mean LS18');
    }
  });

  it('a postcode beside the place it lies in is still the postcode', async () => {
    const res = await get('/sold-house-prices?location=LS6%2C+Leeds');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sold-house-prices?location=LS6');
  });
});
