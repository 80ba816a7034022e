import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

/** A held postcode unit of a Leeds district, with its district. */
async function leedsUnit() {
  const { rows } = await t.db.query<{ postcode: string; district: string }>(
    `SELECT s.postcode, upper(s.postcode_district) AS district FROM sold_house_prices s
      WHERE s.postcode_district = 'ls6' ORDER BY s.postcode LIMIT 1`,
  );
  return rows[0]!;
}

/**
 * Walking the sold prices (decision 170): "Leeds" in the Street box with LS6 in the Location box
 * was a street called "Leeds" in LS6 ("No sales are recorded on ‘Leeds’ in LS6"), and "LS6 1WE"
 * with York set was a street of York ("No sale matches all of these filters"), its sales not offered.
 */
describe('the sold search’s words restating or replacing its place', () => {
  it('the town a postcode district lies in adds nothing: the place’s sales', async () => {
    expect(await sentTo('/sold-house-prices?location=LS6&search=Leeds')).toEqual({
      location: 'LS6',
    });
  });

  it('a postcode of another town is that postcode’s sales', async () => {
    const { postcode } = await leedsUnit();
    const sent = await sentTo(
      `/sold-house-prices?location=York&search=${encodeURIComponent(postcode)}`,
    );
    expect(sent).toEqual({ location: postcode });
    const page = await get(
      `/sold-house-prices/_payload.json?location=${encodeURIComponent(postcode)}`,
    );
    expect(page.body.loaderData['sold-house-prices'].stats.count).toBeGreaterThan(0);
  });

  it('a place within the page’s still narrows it, and a street stays a street of it', async () => {
    const within = await get('/sold-house-prices?location=Leeds&search=LS6');
    expect(new URL(within.headers.location!, 'http://x').searchParams.get('location')).toBe('LS6');
    const street = await get('/sold-house-prices?location=Leeds&search=Grosvenor+Road');
    expect(street.status).toBe(200);
  });
});

/**
 * A second walk (decision 170): with LS6 set, "Grosvenor Road, Leeds" was a street called that in
 * LS6 (none), and "leeds flats" all of Leeds' flats, LS6 dropped without a word; on the lot search
 * too. A street and a postcode elsewhere ("Grosvenor Road, LS6" with York) found nothing in York.
 */
describe('a place said that holds the page’s', () => {
  it('the sold prices keep the page’s postcode, with the street or the filters said', async () => {
    expect(await sentTo('/sold-house-prices?location=LS6&search=Grosvenor+Road%2C+Leeds')).toEqual({
      location: 'LS6',
      search: 'Grosvenor Road',
    });
    expect(await sentTo('/sold-house-prices?location=LS6&search=leeds+flats')).toEqual({
      location: 'LS6',
      property_type: 'F',
    });
    expect(await sentTo('/sold-house-prices?location=York&search=Grosvenor+Road%2C+LS6')).toEqual({
      location: 'LS6',
      search: 'Grosvenor Road',
    });
  });

  it('the lot search keeps it too', async () => {
    expect(await sentTo('/listings?location=LS6&search=leeds+flats')).toEqual({
      location: 'LS6',
      property_type: 'flats',
    });
  });
});

/**
 * "headingley" typed with LS6 set was a street called "Headingley" in LS6: "We hold no HM Land
 * Registry sales in LS6 matching this search", though Headingley is searched as LS6 itself.
 */
describe('a neighbourhood searched as the page’s postcode district', () => {
  const count = async (qs: string) =>
    (await get(`/sold-house-prices/_payload.json?${qs}`)).body.loaderData['sold-house-prices'].stats
      .count as number;

  it('searched as that district alone: the neighbourhood, with the district’s sales', async () => {
    expect(await sentTo('/sold-house-prices?location=LS6&search=headingley')).toEqual({
      location: 'Headingley',
    });
    const district = await count('location=LS6');
    expect(district).toBeGreaterThan(0);
    expect(await count('location=Headingley')).toBe(district);
    // With a filter said, the filter too.
    expect(await sentTo('/sold-house-prices?location=LS6&search=headingley+flats')).toEqual({
      location: 'Headingley',
      property_type: 'F',
    });
  });

  it('a district held only as its lettered parts is the same (Bloomsbury, WC1)', async () => {
    // WC1 is searched as WC1A … WC1X: "bloomsbury" with it set found no sale, as Headingley had.
    expect(await sentTo('/sold-house-prices?location=WC1&search=bloomsbury')).toEqual({
      location: 'Bloomsbury',
    });
    expect(await count('location=Bloomsbury')).toBe(await count('location=WC1'));
  });

  it('a postcode within the neighbourhood set is that postcode; the neighbourhood typed keeps it', async () => {
    const { postcode } = await leedsUnit();
    expect(
      await sentTo(`/sold-house-prices?location=Headingley&search=${encodeURIComponent(postcode)}`),
    ).toEqual({ location: postcode });
    expect(
      await sentTo(`/sold-house-prices?location=${encodeURIComponent(postcode)}&search=headingley`),
    ).toEqual({ location: postcode });
  });

  it('searched as more districts than the page’s: the page’s district, the words dropped', async () => {
    // Meanwood is searched as LS6 and LS7.
    expect(await sentTo('/sold-house-prices?location=LS6&search=meanwood')).toEqual({
      location: 'LS6',
    });
  });

  it('a neighbourhood elsewhere is still no part of the page’s place', async () => {
    // Roundhay is searched as LS8: it stays words searched in LS6, its own sales offered.
    const res = await get('/sold-house-prices?location=LS6&search=roundhay');
    expect(res.status).toBe(200);
    expect(res.text).toContain('All sales in Roundhay');
  });
});
