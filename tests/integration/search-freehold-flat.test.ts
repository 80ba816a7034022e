import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * "freehold flat": a flat is seldom sold freehold, and a buyer who says so most often means a
 * share of the freehold. The search found 0 lots and offered only to remove the flats or the
 * freehold, though flats with a share of the freehold were for sale.
 */
const { get } = seededDirectoryApp();
const { listings, redirectedTo } = searchAnswers(get);

describe('freehold, said of a flat', () => {
  it('offers the flats with a share of the freehold, counted, before removing a filter', async () => {
    const sent = await redirectedTo('/listings?search=freehold+flat');
    expect(sent.getAll('tenure')).toEqual(['Freehold']);
    const freehold = await listings(sent.toString());
    const share = await listings('property_type=flats&tenure=Share+of+freehold');
    expect(share.total, 'flats for sale with a share of the freehold').toBeGreaterThan(0);
    const widened = freehold.relax.find(
      (r) => r.action === 'Widen to “Freehold or share of freehold”',
    );
    expect(widened?.count).toBe(freehold.total + share.total);
    const offered = new URLSearchParams(widened!.search);
    expect(offered.getAll('tenure')).toEqual(['Freehold', 'Share of freehold']);
    expect((await listings(offered.toString())).total).toBe(widened!.count);
    if (freehold.total === 0) expect(freehold.relax[0]).toBe(widened);
  });

  it('is not offered where the search has the share already, or no freehold', async () => {
    for (const tenure of ['tenure=Freehold&tenure=Share+of+freehold', 'tenure=Leasehold']) {
      const data = await listings(`property_type=flats&bedrooms=9&${tenure}`);
      expect(data.total, tenure).toBe(0);
      // The page offers other things, but not this.
      expect(data.relax.length, tenure).toBeGreaterThan(0);
      expect(data.relax.map((r) => r.action)).not.toContain(
        'Widen to “Freehold or share of freehold”',
      );
    }
  });
});
