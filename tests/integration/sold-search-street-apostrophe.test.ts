/**
 * A street typed with its apostrophe (decision 152): "Queen's Road" found no sale and said "No
 * sale we hold is on a street called ‘Queen'S Road’", where "Queens Road" found its sales. Price
 * Paid writes such a street either way; both are found, and the name is said as typed.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchQs, soldCount, soldResults } from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();

describe('a street typed with its apostrophe, on the sold prices', () => {
  it('finds the sales of the street Price Paid writes without it', async () => {
    const expected = await soldCount(t, `street ILIKE '%QUEENS ROAD%'`);
    expect(expected, 'the seed has sales on Queens Roads').toBeGreaterThan(0);
    for (const typed of ["Queen's Road", 'Queen’s Road', 'Queens Road']) {
      const page = await soldResults(t, searchQs(typed));
      expect(page.stats.count, typed).toBe(expected);
      expect(page.streetNowhere, typed).toBeUndefined();
    }
  });

  it("says a street held nowhere as typed, not “Queen'S”", async () => {
    const page = await soldResults(t, searchQs("Qeen's Road"));
    expect(page.stats.count).toBe(0);
    const html = (await get(`/sold-house-prices?${searchQs("Qeen's Road")}`)).text;
    expect(html).not.toMatch(/Qeen(&#x27;|&#39;|')S/);
    expect(page.streetNowhere?.street).toBe("Qeen's Road");
  });
});
