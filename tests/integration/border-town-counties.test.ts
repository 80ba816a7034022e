import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * Border towns were filed under the neighbouring county the nearest-county rule picked: "Frome,
 * Wiltshire", "Saltash, Devon", "Lowestoft, Norfolk" in titles, breadcrumbs and the search's
 * place. They are under their own county now, and their old addresses lead there.
 */

const { get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

describe('a border town', () => {
  it('is searched and shown under its own county', async () => {
    for (const [typed, county] of [
      ['frome', 'Somerset'],
      ['saltash', 'Cornwall'],
      ['lowestoft', 'Suffolk'],
      ['scunthorpe', 'Lincolnshire'],
      // A second audit, of every town of 4,000 or more (decision 166): "Otley, North Yorkshire",
      // "Greenock, Argyll and Bute", "Llantwit Major, Mid Glamorgan", "Caerphilly, Mid Glamorgan".
      ['otley', 'West Yorkshire'],
      ['penistone', 'South Yorkshire'],
      ['greenock', 'Renfrewshire'],
      ['llantwit major', 'South Glamorgan'],
      ['caerphilly', 'Gwent'],
    ] as const) {
      const data = await listings(`location=${typed}`);
      expect(data.place?.context, typed).toBe(county);
    }
    const page = (await get('/locations/england/somerset/frome/_payload.json')).body.loaderData
      .location as AreaPageData;
    expect(page.crumbs.map((c) => c.name)).toContain('Somerset');
    expect(page.meta.title).toContain('Frome, Somerset');
  });

  it('its old address is a permanent redirect to its page, with the query kept', async () => {
    const res = await get('/locations/england/wiltshire/frome?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/locations/england/somerset/frome?page=2');
    // A town whose name another county also has (a review: Farnborough, Fleet were 404s).
    const fleet = await get('/locations/england/surrey/fleet');
    expect(fleet.status).toBe(301);
    expect(fleet.headers.location).toBe('/locations/england/hampshire/fleet');
    // Only an address a town had: no other county leads to Frome, and no slug of no town.
    const otley = await get('/locations/england/north-yorkshire/otley');
    expect(otley.headers.location).toBe('/locations/england/west-yorkshire/otley');
    const greenock = await get('/locations/scotland/argyll-and-bute/greenock');
    expect(greenock.headers.location).toBe('/locations/scotland/renfrewshire/greenock');
    expect((await get('/locations/england/kent/frome')).status).toBe(404);
    expect((await get('/locations/england/no-such-county/frome')).status).toBe(404);
    expect((await get('/locations/england/wiltshire/nowhere-at-all')).status).toBe(404);
  });
});
