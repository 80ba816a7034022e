import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, countLots, guideUpTo, priceFrom, priceUpTo, resultIs } from '../helpers/lot-truth';

/**
 * Sold lots up to £100,000 listed 102 whose cards said "Sold for" more (lot 1661, guided
 * £80,000–£90,000, sold for £139,000), by their guides; the price order and the cards read what
 * they sold for. A sold lot's price is now what it sold for; one whose price was not published
 * keeps its guide.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

describe('a price range over sold lots', () => {
  it('up to £100,000: what they sold for, or the guide where no price is published', async () => {
    const expected = await countLots(t, all(resultIs('sold'), priceUpTo(100000)));
    const byGuide = await countLots(t, all(resultIs('sold'), guideUpTo(100000)));
    expect(expected).not.toBe(byGuide);
    const found = await listings('lot_status=sold&guide_price_max=100000');
    expect(found.total).toBe(expected);
    for (const lot of found.items)
      if (lot.sold_price !== null && lot.sold_price !== undefined)
        expect(lot.sold_price, String(lot.id)).toBeLessThanOrEqual(100000);
    expect(found.chips.map((c) => c.label)).toContain('Price up to £100,000');
  });

  it('from £300,000 leaves out a lot sold under it', async () => {
    const expected = await countLots(t, all(resultIs('sold'), priceFrom(300000)));
    const found = await listings('lot_status=sold&guide_price_min=300000');
    expect(found.total).toBe(expected);
    for (const lot of found.items)
      if (lot.sold_price !== null && lot.sold_price !== undefined)
        expect(lot.sold_price, String(lot.id)).toBeGreaterThanOrEqual(300000);
  });

  it('lots for sale are still ranged by their guide, and say so', async () => {
    const found = await listings('guide_price_max=100000');
    expect(found.chips.map((c) => c.label)).toContain('Guide up to £100,000');
  });
});
