/**
 * England's districts as buyers and catalogues name them (decision 152): "Tendring", "Wealden",
 * "South Hams", "Huntingdonshire" each said "No place called …" (Wealden offered Walkden,
 * Swale the town of Sale, Cherwell Chigwell), and "North Norfolk" offered all of Norfolk. Each is
 * now searched as the places we list in it. Counts expected come from SQL over those places.
 */
import { describe, expect, it } from 'vitest';
import { DISTRICT_COUNCILS } from '#schema/district-councils';
import { slugify } from '#schema/slug';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { groupOf, groupSoldCount, lotsUnder as lotsUnderIn } from '../helpers/grouped-places';
import { soldResults, searchQs } from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);
const lotsUnder = (slugs: readonly string[]) => lotsUnderIn(t, slugs);
const location = (written: string) =>
  listings(new URLSearchParams({ location: written }).toString());
const slugOf = (name: string) => `england/${slugify(name)}`;

describe('a district council as buyers write it', () => {
  it('is the places we list in it, with their lots', async () => {
    const withLots: string[] = [];
    for (const { name } of DISTRICT_COUNCILS) {
      const page = await location(name.toLowerCase());
      expect(page.unknownPlace, name).toBeNull();
      expect(page.place?.label, name).toBe(name);
      const lots = await lotsUnder(groupOf(slugOf(name)));
      expect(page.total, name).toBe(lots);
      if (lots > 0) withLots.push(name);
    }
    // Seeded lots are in the larger towns: these districts hold some, so the counts mean something.
    expect(withLots).toEqual(
      expect.arrayContaining(['Basingstoke and Deane', 'West Northamptonshire']),
    );
  });

  it('reads its short forms and the word "district" after it', async () => {
    for (const [written, name] of [
      ['East Herts', 'East Hertfordshire'],
      ['south cambs', 'South Cambridgeshire'],
      ['West Norfolk', "King's Lynn and West Norfolk"],
      ['Shepway', 'Folkestone and Hythe'],
      ['hunts', 'Huntingdonshire'],
      // A council's words, as catalogues and council-tax lines print them.
      ['Tendring District Council', 'Tendring'],
      ['swale borough council', 'Swale'],
      ['Borough of Swale', 'Swale'],
      ['Wealden DC', 'Wealden'],
      ['Durham County Council', 'County Durham'],
      ['Leeds City Council', 'Leeds'],
      ['Chichester District', 'Chichester'],
    ] as const) {
      const page = await location(written);
      expect(page.place?.label, written).toBe(name);
    }
  });

  it('is found from the search box, with a kind of property', async () => {
    expect(await sentTo('/listings?search=houses+in+tendring')).toMatchObject({
      location: 'Tendring',
    });
    expect(await sentTo('/listings?search=houses+in+tendring+district+council')).toEqual({
      location: 'Tendring',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?search=flats+south+hams')).toMatchObject({
      location: 'South Hams',
      property_type: 'flats',
    });
  });

  it('finds its sales on the sold-price search', async () => {
    const sold = await soldResults(t, 'location=West+Northamptonshire');
    expect(sold.stats.count).toBe(await groupSoldCount(t, slugOf('West Northamptonshire')));
    expect(sold.stats.count).toBeGreaterThan(0);
    expect((await soldResults(t, 'location=Durham+County+Council')).locationLabel).toBe(
      'County Durham',
    );
    expect(sold.searchedAs).toMatch(
      /^West Northamptonshire is searched as the \d+ places we list in it, among them Northampton/,
    );
    // The search box of the sold prices takes it there too.
    expect(
      (await get(`/sold-house-prices/_payload.json?${searchQs('sold prices west northants')}`))
        .headers['x-redirect'],
    ).toMatch(/location=West(\+|%20)Northamptonshire/);
  });
});
