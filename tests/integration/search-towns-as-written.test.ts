/**
 * Towns as their people write them: a city's district by its old number ("Leeds 6" is LS6,
 * "Liverpool 8" L8) and the short forms of addresses ("Nottm", "Soton", "Brum"). Before, "leeds
 * 6" offered Leeds with "6" as a word to find, and "nottm" offered Nottinghamshire.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, countLots, FOR_SALE, inDistrict, under } from '../helpers/lot-truth';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

describe('a town as its people write it', () => {
  it('a town and a number is the district the number names in the town’s postcode area', async () => {
    expect(await sentTo('/listings?location=Leeds+6')).toEqual({ location: 'LS6' });
    expect(await sentTo('/listings?location=Liverpool+8')).toEqual({ location: 'L8' });
    expect(await sentTo('/listings?search=flats+in+manchester+14')).toEqual({
      location: 'M14',
      property_type: 'flats',
    });
    expect(await sentTo('/sold-house-prices?search=leeds+6')).toEqual({ location: 'LS6' });
    const ls6 = await listings('location=LS6');
    expect(ls6.total).toBe(await countLots(t, all(inDistrict('LS6'), FOR_SALE)));
  });

  it('a number no district of the town has stays as it was', async () => {
    // London names no postcode area: "London 8" is no district.
    const london = await get('/listings?location=London+8');
    expect(london.status).toBe(200);
    // Leeds has no LS99.
    expect((await get('/listings?location=Leeds+99')).status).toBe(200);
  });

  it('a town’s short form is the town', async () => {
    for (const [written, slug, label] of [
      ['nottm', 'england/nottinghamshire/nottingham', 'Nottingham'],
      ['Soton', 'england/hampshire/southampton', 'Southampton'],
      ['brum', 'england/west-midlands/birmingham', 'Birmingham'],
      ["B'ham", 'england/west-midlands/birmingham', 'Birmingham'],
    ] as const) {
      const page = await listings(new URLSearchParams({ location: written }).toString());
      expect(page.place?.label, written).toBe(label);
      expect(page.total, written).toBe(await countLots(t, all(under(slug), FOR_SALE)));
    }
  });
});
