/**
 * Counties and areas as buyers write them, which our place list files under other names
 * (decision 150): former and postal counties ("middlesex" offered nothing, "avon"
 * Stratford-upon-Avon, "cleveland" Cleland), today's Welsh and Scottish council areas hidden by
 * the list's older divisions ("pembrokeshire" offered only the national park, "north ayrshire"
 * North Yorkshire, "highland" a hamlet of that name), areas everyone names ("black country" sent
 * the Location box to an auction house's lots) and county abbreviations ("herts", "co durham").
 * Counts expected come from SQL over the grouped places' slugs.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { groupOf, groupSoldCount, lotsUnder as lotsUnderIn } from '../helpers/grouped-places';
import { soldResults } from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);
const lotsUnder = (slugs: readonly string[]) => lotsUnderIn(t, slugs);

const location = (written: string) =>
  listings(new URLSearchParams({ location: written }).toString());

/** Each name as written is its group, by the label, with the lots of the group's places. */
async function expectGroupsFound(cases: readonly (readonly [string, string, string])[]) {
  for (const [written, slug, label] of cases) {
    const page = await location(written);
    expect(page.place?.label, written).toBe(label);
    expect(page.unknownPlace, written).toBeNull();
    expect(page.total, written).toBe(await lotsUnder(groupOf(slug)));
  }
}

describe('a county or area as buyers write it', () => {
  it('a former or postal county is the places it was, on both searches', async () => {
    await expectGroupsFound([
      ['middlesex', 'england/middlesex', 'Middlesex'],
      ['Middx', 'england/middlesex', 'Middlesex'],
      ['avon', 'england/avon', 'Avon'],
      ['cleveland', 'england/cleveland', 'Cleveland'],
      ['humberside', 'england/humberside', 'Humberside'],
    ]);
    const avon = await location('avon');
    expect(avon.total).toBeGreaterThan(0);
    expect(avon.place?.searchedAs).toBe(
      // Its 68 places were a paragraph: the largest of them, and their count.
      `Avon is searched as the ${groupOf('england/avon').length} places we list in it, among them Bristol, Bath, Weston-super-Mare, Kingswood, Mangotsfield and Chipping Sodbury.`,
    );
    // The sold-price search: the sales of the districts of its places, said as the lot page says.
    const sold = await soldResults(t, 'location=Middlesex');
    expect(sold.stats.count).toBe(await groupSoldCount(t, 'england/middlesex'));
    expect(sold.stats.count).toBeGreaterThan(0);
    expect(sold.searchedAs).toMatch(
      /^Middlesex is searched as the \d+ places we list in it, among them .*Wembley/,
    );
  });

  it('Sussex is East and West Sussex, for lots, sold prices and auction houses', async () => {
    // "sussex" offered East, West and Mid Sussex; the auction houses' search found none.
    const page = await location('sussex');
    expect(page.place?.label).toBe('Sussex');
    expect(page.total).toBe(await lotsUnder(['england/east-sussex', 'england/west-sussex']));
    expect(page.total).toBeGreaterThan(0);
    expect(await sentTo('/listings?search=flats+in+sussex')).toEqual({
      location: 'Sussex',
      property_type: 'flats',
    });
    const houses = await get('/auctioneers/_payload.json?search=sussex');
    expect(houses.body.loaderData.auctioneers.inPlace.heading).toBe(
      'Auction houses with lots for sale in Sussex',
    );
  });

  it('a Welsh or Scottish council area is its places, not a look-alike', async () => {
    for (const [written, label] of [
      ['pembrokeshire', 'Pembrokeshire'],
      ['Flintshire', 'Flintshire'],
      ['Neath Port Talbot', 'Neath Port Talbot'],
      ['north ayrshire', 'North Ayrshire'],
      ['inverclyde', 'Inverclyde'],
      ['Dumfries and Galloway', 'Dumfries and Galloway'],
      // Not the hamlet GeoNames calls Highland: the council area of five lieutenancy areas.
      ['highland', 'Highland'],
      ['the highlands', 'Highland'],
    ]) {
      const page = await location(written!);
      expect(page.place?.label, written).toBe(label);
      expect(page.place?.kind, written).toBe('region');
    }
    const pembs = await location('pembrokeshire');
    expect(pembs.place?.searchedAs).toMatch(/Haverfordwest.*Tenby/);
    expect(pembs.total).toBe(await lotsUnder(groupOf('wales/pembrokeshire')));
    expect((await location('highland')).place?.searchedAs).toBe(
      'Highland is searched as Caithness, Inverness, Nairn, Ross and Cromarty and Sutherland.',
    );
  });

  it('North and North East Lincolnshire are their places, not North East England', async () => {
    // "north east lincolnshire" offered "Search North East England"; "north lincolnshire" a
    // 50-mile circle of Lincolnshire searched for the word "north".
    await expectGroupsFound([
      ['north east lincolnshire', 'england/north-east-lincolnshire', 'North East Lincolnshire'],
      ['NE Lincs', 'england/north-east-lincolnshire', 'North East Lincolnshire'],
      ['north lincolnshire', 'england/north-lincolnshire', 'North Lincolnshire'],
      ['n lincs', 'england/north-lincolnshire', 'North Lincolnshire'],
    ]);
    expect(groupOf('england/north-east-lincolnshire')).toContain('england/lincolnshire/grimsby');
    expect(groupOf('england/north-lincolnshire')).toContain('england/lincolnshire/scunthorpe');
    expect(await sentTo('/listings?search=flats+in+north+east+lincolnshire')).toEqual({
      location: 'North East Lincolnshire',
      property_type: 'flats',
    });
  });

  it('a borough the list files under its county is its places', async () => {
    // Each said "No place called …"; "west berkshire" offered West Yorkshire.
    await expectGroupsFound([
      ['south tyneside', 'england/south-tyneside', 'South Tyneside'],
      ['North Tyneside', 'england/north-tyneside', 'North Tyneside'],
      ['west berkshire', 'england/west-berkshire', 'West Berkshire'],
      ['Bracknell Forest', 'england/bracknell-forest', 'Bracknell Forest'],
      ['central bedfordshire', 'england/central-bedfordshire', 'Central Bedfordshire'],
      ['redcar and cleveland', 'england/redcar-and-cleveland', 'Redcar and Cleveland'],
    ]);
    expect((await location('east riding')).place?.label).toBe('East Riding of Yorkshire');
  });

  it('an island, a peninsula or a borough buyers name is its places', async () => {
    for (const [written, label] of [
      ['medway', 'Medway'],
      ['isle of thanet', 'Thanet'],
      ['sheppey', 'Isle of Sheppey'],
      // It offered Teesside and Tyneside.
      ['tameside', 'Tameside'],
      ['lleyn peninsula', 'Llŷn Peninsula'],
      ['skye', 'Isle of Skye'],
      ['arran', 'Isle of Arran'],
      ['outer hebrides', 'Western Isles'],
    ]) {
      const page = await location(written!);
      expect(page.place?.label, written).toBe(label);
    }
    const medway = await location('medway');
    expect(medway.total).toBe(await lotsUnder(groupOf('england/medway')));
    // Largest first, as a larger group's are (decision 152): the list's order began with Chatham.
    expect(medway.place?.searchedAs).toBe(
      'Medway is searched as the places we list in it: Gillingham, Chatham, Strood, Rochester, Rainham and Hoo.',
    );
    // London's Docklands, a neighbourhood: its postcode districts.
    const docklands = await location('docklands');
    expect(docklands.place?.searchedAs ?? docklands.unknownPlace?.searchedAs).toBe(
      'Docklands is searched as the E14 and E16 postcode districts.',
    );
  });

  it('“black country” is the place, not the auction house named after it', async () => {
    const page = await location('black country');
    expect(page.place?.label).toBe('The Black Country');
    expect(page.total).toBe(await lotsUnder(groupOf('england/black-country')));
    expect(await sentTo('/listings?search=houses+in+the+black+country')).toEqual({
      location: 'The Black Country',
      property_type: 'houses',
    });
  });

  it('a county abbreviated is the county', async () => {
    for (const [written, full] of [
      ['herts', 'Hertfordshire'],
      ['Bucks', 'Buckinghamshire'],
      ['Co. Durham', 'County Durham'],
      ['tyrone', 'County Tyrone'],
      ['Salop', 'Shropshire'],
    ]) {
      const [short, whole] = await Promise.all([location(written!), location(full!)]);
      expect(short.place?.label, written).toBe(full);
      expect(short.total, written).toBe(whole.total);
    }
    expect(await sentTo('/listings?search=3+bed+house+herts')).toEqual({
      location: 'Hertfordshire',
      property_type: 'houses',
      bedrooms: '3',
      bedrooms_max: '3',
    });
    // "beds" stays the bedrooms word, not Bedfordshire.
    expect(await sentTo('/listings?search=2+beds+leeds')).toEqual({
      location: 'Leeds',
      bedrooms: '2',
      bedrooms_max: '2',
    });
  });

  it('the sold page says what a grouping name was searched as', async () => {
    const sold = await soldResults(t, 'location=East+Anglia');
    expect(sold.stats.count).toBeGreaterThan(0);
    expect(sold.searchedAs).toBe('East Anglia is searched as Norfolk, Suffolk and Cambridgeshire.');
  });
});
