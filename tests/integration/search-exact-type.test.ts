import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, TYPES, all, countLots, typeIn } from '../helpers/lot-truth';

/**
 * The filter form's "Exact types" send each type as stored (`property_type=Land`); the family
 * of land and development sites is `property_type=land`. The two were read alike, so ticking
 * "Land" found development sites too and the form came back with the family ticked, the exact
 * type not.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

/** Whether the form's checkbox for `value` comes back ticked. */
const ticked = (html: string, value: string) =>
  (html.match(/<input[^>]*name="property_type"[^>]*>/g) ?? []).some(
    (tag) => tag.includes(`value="${value}"`) && tag.includes(' checked'),
  );

describe('an exact type ticked in the filter form', () => {
  it('“Land” finds land, not development sites, and stays the box ticked', async () => {
    const land = await countLots(t, all(FOR_SALE, typeIn('Land')));
    const sites = await countLots(t, all(FOR_SALE, typeIn('Development site')));
    expect(land).toBeGreaterThan(0);
    expect(sites).toBeGreaterThan(0);
    expect((await listings('property_type=Land')).total).toBe(land);
    const html = (await get('/listings?property_type=Land')).text;
    expect(ticked(html, 'Land')).toBe(true);
    expect(ticked(html, 'land')).toBe(false);
  });

  it('the family, `land`, is still land and development sites', async () => {
    const family = await countLots(t, all(FOR_SALE, typeIn(...TYPES.land)));
    expect((await listings('property_type=land')).total).toBe(family);
    expect(ticked((await get('/listings?property_type=land')).text, 'land')).toBe(true);
  });
});
