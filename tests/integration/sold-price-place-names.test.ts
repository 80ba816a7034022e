import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { namedPlace } from '#server/areas/sold-price-place.server';
import { placeKey } from '#server/areas/place-match';
import type { SoldPricesData } from '#shared/payloads/area-data';
import type { ListingsData } from '#shared/payloads/directory-data';

/**
 * A place only Land Registry names (decision 101): its sales are found by that name. The seeded
 * sales name only places we hold, so the test adds a village's sales to a district that has some.
 */

const { t, get } = seededDirectoryApp();

async function sold(text: string): Promise<SoldPricesData> {
  const res = await get(`/sold-house-prices/_payload.json?location=${encodeURIComponent(text)}`);
  expect(res.status, text).toBe(200);
  return res.body.loaderData['sold-house-prices'] as SoldPricesData;
}

describe('the key of a name, in SQL and in the app', () => {
  it('is the same, so a name typed one way meets the name stored the other', async () => {
    // placeKey read "saint" as "st" and left out a leading "the"; the stored key did not, so
    // "the lee" typed never met Land Registry's "THE LEE".
    for (const name of [
      'THE LEE',
      'SAINT ALBANS',
      'St. Albans',
      "KING'S LYNN",
      'King’s Lynn',
      'BRIGHTON & HOVE',
      'NEWCASTLE-UPON-TYNE',
      'Stratford-on-Avon',
      'WALTON UPON THAMES',
      'THE',
      'ST HELENS',
      'LEATHERHEAD',
    ]) {
      const { rows } = await t.db.query<{ key: string }>('SELECT sold_price_place_key($1) AS key', [
        name,
      ]);
      expect(rows[0]!.key, name).toBe(placeKey(name));
    }
  });
});

describe('the names Land Registry gives places', () => {
  it('are kept with the postcode districts of every sale', async () => {
    const { rows } = await t.db.query<{ missing: number; names: number }>(
      `SELECT (SELECT count(*)::int FROM sold_house_prices s
                WHERE s.postcode_district IS NOT NULL AND NOT EXISTS (
                  SELECT 1 FROM sold_price_place_names n
                   WHERE n.postcode_district = s.postcode_district
                     AND n.name_key = sold_price_place_key(s.town_city))) AS missing,
              (SELECT count(*)::int FROM sold_price_place_names) AS names`,
    );
    expect(rows[0]).toMatchObject({ missing: 0 });
    expect(rows[0]!.names).toBeGreaterThan(100);
  });

  it('find a village we hold no place for by its name, and only its sales', async () => {
    const village = 'HEPWORTH GREEN';
    // Was "No place called 'Hepworth Green'" and 0 sales.
    expect(await namedPlace(t.db, village)).toBeNull();
    const { rows } = await t.db.query<{ district: string; postcode: string; town: string }>(
      `SELECT postcode_district AS district, postcode, town_city AS town FROM sold_house_prices
        WHERE postcode_district IS NOT NULL ORDER BY transaction_id LIMIT 1`,
    );
    const { postcode, town, district } = rows[0]!;
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode,
              property_type, old_new, duration, paon, street, locality, town_city, ppd_category)
       SELECT '{VILLAGE-' || i || '}', 150000 + i * 1000, current_date - i * 30, $1, 'D', 'N', 'F',
              i::text, 'CHURCH LANE', $2, $3, 'A'
         FROM generate_series(1, 3) AS i`,
      [postcode, village, town],
    );
    // A fourth sale spells it otherwise, as Land Registry's records sometimes do.
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode,
              property_type, old_new, duration, paon, street, locality, town_city, ppd_category)
       VALUES ('{VILLAGE-4}', 160000, current_date - 200, $1, 'D', 'N', 'F', '4', 'CHURCH LANE',
               'HEPWORTH-GREEN', $2, 'A')`,
      [postcode, town],
    );
    for (const text of ['Hepworth Green', 'hepworth-green']) {
      const found = await sold(text);
      expect(found.stats.count, text).toBe(4);
      expect(found.items.map((s) => s.street)).toEqual(Array(4).fill('Church Lane'));
      expect(found.locationLabel).toBe('Hepworth Green');
      expect(found.didYouMean ?? []).toEqual([]);
    }
    const page = await get('/sold-house-prices?location=hepworth+green');
    expect(page.text).toMatch(/<h1[^>]*>Sold house prices in Hepworth Green<\/h1>/);
    // The lot search, which places lots by postcode, offers the district its sales are in.
    const lots = await get('/listings/_payload.json?location=Hepworth+Green&lot_status=all');
    const unknown = (lots.body.loaderData.listings as ListingsData).unknownPlace;
    expect(unknown?.suggestions[0]).toEqual({
      label: district.toUpperCase(),
      context: 'Hepworth Green',
      value: district.toUpperCase(),
    });
    const names = await t.db.query(
      'SELECT 1 FROM sold_price_place_names WHERE name_key = $1 AND postcode_district = $2',
      ['hepworth green', district],
    );
    expect(names.rows).toHaveLength(1);
  });
});

describe('a town on a river, written with “on” or “upon”', () => {
  async function listings(text: string): Promise<ListingsData> {
    const res = await get(`/listings/_payload.json?location=${encodeURIComponent(text)}`);
    expect(res.status, text).toBe(200);
    return res.body.loaderData.listings as ListingsData;
  }

  it('is the same town, with the same lots and sales, however it is written', async () => {
    // Were "No place called 'Stratford-on-Avon'" and 0 lots, 0 sales.
    for (const [typed, slug] of [
      ['Stratford-on-Avon', 'england/warwickshire/stratford-upon-avon'],
      ['Newcastle on Tyne', 'england/tyne-and-wear/newcastle-upon-tyne'],
    ] as const) {
      const found = await listings(typed);
      expect(found.place?.slug, typed).toBe(slug);
      expect(found.unknownPlace, typed).toBeFalsy();
    }
    const upon = await sold('Newcastle upon Tyne');
    const on = await sold('Newcastle-on-Tyne');
    expect(upon.stats.count).toBeGreaterThan(0);
    expect(on.stats.count).toBe(upon.stats.count);
    expect(on.locationLabel).toBe('Newcastle upon Tyne');
  });
});
