import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { FOR_SALE, TYPES, all, inDistrict, typeIn } from '../helpers/lot-truth';
import { NEIGHBOURHOODS, VILLAGE_POPULATION } from '#server/areas/neighbourhoods';
import { placeKey } from '#server/areas/place-match';
import type { SuggestResponse } from '#schema/suggest';

/**
 * "headingley", "fulham", "jesmond": neighbourhoods buyers search by name, which our place list
 * (towns and villages) lacks. They found 0 lots with nothing offered; each is now searched as
 * the postcode districts it is known by, and says so (decision 143).
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const count = async (where: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM auction_properties a WHERE ${where}`,
      )
    ).rows[0]!.n,
  );

describe('a city’s neighbourhood searched by name', () => {
  it('“headingley” is the lots of LS6, and the page says it searched LS6', async () => {
    const expected = await count(all(inDistrict('LS6'), FOR_SALE));
    expect(expected, 'the seed has lots for sale in LS6').toBeGreaterThan(0);
    expect(await sentTo('/listings?search=headingley')).toEqual({ location: 'Headingley' });
    const data = await listings('location=Headingley');
    expect(data.total).toBe(expected);
    expect(data.place).toMatchObject({ label: 'Headingley', context: 'Leeds' });
    const page = await get('/listings?location=Headingley');
    expect(page.text).toContain('Headingley is searched as the LS6 postcode district.');
  });

  it('reads with the other words, “flats in fulham” as Fulham’s flats (SW6)', async () => {
    expect(await sentTo('/listings?search=flats+in+fulham')).toEqual({
      location: 'Fulham',
      property_type: 'flats',
    });
    const data = await listings('location=Fulham&property_type=flats');
    expect(data.total).toBe(await count(all(inDistrict('SW6'), typeIn(...TYPES.flats), FOR_SALE)));
  });

  it('is the neighbourhood said with its city: “headingley leeds”, “flats in clifton, bristol”', async () => {
    // Both were searched as typed: 0 lots.
    expect(await sentTo('/listings?search=headingley+leeds')).toEqual({ location: 'Headingley' });
    expect(await sentTo('/listings?search=jesmond+newcastle')).toEqual({ location: 'Jesmond' });
    expect(
      await sentTo(`/listings?search=${encodeURIComponent('flats in clifton, bristol')}`),
    ).toEqual({
      location: 'Clifton',
      property_type: 'flats',
    });
  });

  it('is suggested as a neighbourhood of its city', async () => {
    const res = await request(t.app).get('/api/suggest?q=jesmo');
    expect(res.status).toBe(200);
    expect((res.body as SuggestResponse).suggestions[0]).toMatchObject({
      kind: 'neighbourhood',
      label: 'Jesmond',
      context: 'Newcastle upon Tyne',
    });
  });

  it('is the same districts’ sales on the sold-price search', async () => {
    const data = await soldResults(t, 'location=Headingley');
    expect(data.stats.count).toBe(await soldCount(t, `split_part(postcode, ' ', 1) = 'LS6'`));
    expect(data.stats.count).toBeGreaterThan(0);
  });

  it('shares a name only with a village, which is offered beside it', async () => {
    // "clifton" was Clifton, Bedfordshire (0 lots); Bristol's Clifton is BS8.
    const expected = await count(inDistrict('BS8'));
    expect(expected, 'the seed has lots in BS8').toBeGreaterThan(0);
    const data = await listings('location=Clifton&lot_status=all');
    expect(data.place).toMatchObject({ label: 'Clifton', context: 'Bristol' });
    expect(data.total).toBe(expected);
    expect(data.place?.namesakes?.map((n) => n.context)).toContain('Bedfordshire');
    const res = await request(t.app).get('/api/suggest?q=clifton');
    const first = (res.body as SuggestResponse).suggestions[0];
    expect(first).toMatchObject({ kind: 'neighbourhood', label: 'Clifton', context: 'Bristol' });
  });

  it('never takes the name of a town we hold, only a village’s', async () => {
    const { rows } = await t.db.query<{ name: string; population: number | null }>(
      'SELECT name, population FROM locations',
    );
    const shared = NEIGHBOURHOODS.flatMap((n) =>
      rows.filter((r) => placeKey(r.name) === placeKey(n.name)),
    );
    expect(shared.length, 'some villages share a name (Clifton, Clapham)').toBeGreaterThan(0);
    expect(
      shared.filter((r) => (r.population ?? 0) >= VILLAGE_POPULATION).map((r) => r.name),
    ).toEqual([]);
  });
});
