import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { pageText } from '../helpers/page-text';

const { get } = seededDirectoryApp();

const sold = async (search: string) =>
  (await get(`/sold-house-prices/_payload.json?${search}`)).body.loaderData['sold-house-prices'];

/**
 * Walking the sold prices (decision 171): "leeds" typed in the Street box with Manchester set, or
 * "Leeds, York" (sent to York's Location box), was a street called "Leeds" there: "No sales are
 * recorded on ‘leeds’ in Manchester", with Manchester's sales the only offer. The lot search
 * offers both towns; the sold page now offers Leeds' sales after Manchester's.
 */
describe('a town typed as a street of another place', () => {
  it('offers that town’s sales, counted, after the page’s place', async () => {
    const data = await sold('location=Manchester&search=leeds');
    expect(data.stats.count).toBe(0);
    const labels = data.fewerFilters.map((o: { label: string }) => o.label);
    expect(labels).toEqual(['All sales in Manchester', 'All sales in Leeds']);
    const offer = data.fewerFilters[1];
    expect(offer.search).toBe('?location=Leeds');
    const leeds = await sold('location=Leeds');
    expect(offer.count).toBe(leeds.stats.count);
    expect(offer.count).toBeGreaterThan(0);
  });

  it('keeps the page’s other filters in the offer', async () => {
    const data = await sold('location=York&search=Leeds&property_type=F');
    expect(data.fewerFilters.at(-1)).toMatchObject({
      label: 'Flats and maisonettes in Leeds',
      search: '?location=Leeds&property_type=F',
    });
  });

  it('is said on the page as a link', async () => {
    const html = await get('/sold-house-prices?location=Manchester&search=leeds');
    const text = pageText(html.text);
    expect(text).toContain('No sales are recorded on ‘leeds’ in Manchester');
    expect(html.text).toContain('href="/sold-house-prices?location=Leeds"');
  });

  it('offers no other place for a street, nor for the page’s own place said again', async () => {
    for (const search of ['location=Leeds&search=Nowhere+Lane', 'location=Leeds&search=Leeds']) {
      const data = await sold(search);
      const places = (data.fewerFilters ?? []).map((o: { search: string }) =>
        new URLSearchParams(o.search).get('location'),
      );
      expect(
        places.filter((p: string | null) => p !== 'Leeds'),
        search,
      ).toEqual([]);
    }
  });
});
