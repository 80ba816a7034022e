import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * "Newport, Isle of Wight" (the Location box's second suggestion for "newp") searched the Isle
 * of Wight's Newport, but its page was headed "Property auction lots: Newport" and its chip said
 * "Newport", as the page of Newport in Gwent is: a buyer could not tell which Newport was shown.
 * A namesake's chip, heading and offers now name it with where it is, as the sold-price page does.
 */

const { get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const locationChip = (data: Awaited<ReturnType<typeof listings>>) =>
  data.chips.find((c) => c.id === 'location')?.label;

describe('a place that shares its name, named on the lot search page', () => {
  it('“Newport, Isle of Wight” is headed and chipped so, not as the other Newport', async () => {
    const data = await listings('location=Newport%2C+Isle+of+Wight');
    expect(data.place?.value).toBe('Newport, Isle of Wight');
    expect(locationChip(data)).toBe('Newport, Isle of Wight');
    expect(data.meta.title).toContain('Newport, Isle of Wight');
    // Its offers name it the same way.
    for (const offer of data.relax.filter((r) => r.search.includes('location=')))
      expect(offer.action).toContain('Newport, Isle of Wight');
  });

  it('“Richmond, North Yorkshire” likewise; a name no other place takes keeps its label', async () => {
    expect(locationChip(await listings('location=Richmond%2C+North+Yorkshire'))).toBe(
      'Richmond, North Yorkshire',
    );
    const leeds = await listings('location=Leeds');
    expect(locationChip(leeds)).toBe('Leeds');
    expect(leeds.meta.title).toBe('Property auction lots: Leeds');
    // The Newport searched by its name alone is named as typed.
    expect(locationChip(await listings('location=Newport'))).toBe('Newport');
  });
});
