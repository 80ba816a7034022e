import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { nearestTownWithLots } from '#server/areas/nearby-places.server';

/**
 * Wigtown, with no lot within 50 miles, offered "3 lots in Bangor": County Down, nearer as the
 * crow flies than any Scottish town with lots, but across the Irish Sea. The nearest town with
 * lots on the same side of the sea comes first; across it only when there are none on this side.
 */
let t: TestApp;
const WIGTOWN = { lat: 54.868, lng: -4.446 };
const BELFAST_LOUGH = { lat: 54.62, lng: -5.9 };

async function addTown(slug: string, name: string, lat: number, lng: number) {
  await t.db.query(
    `INSERT INTO locations (slug, name, kind, parent_slug, lat, lng)
     VALUES ($1, $2, 'town', NULL, $3, $4)`,
    [slug, name, lat, lng],
  );
}

async function addLotIn(slug: string) {
  await t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, location_slug, auction_date)
     VALUES ((SELECT id FROM auction_houses LIMIT 1), 'A house', $1, now() + interval '10 days')`,
    [slug],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query("INSERT INTO auction_houses (slug, name) VALUES ('h', 'House')");
  await addTown('scotland/dumfries-and-galloway/wigtown', 'Wigtown', WIGTOWN.lat, WIGTOWN.lng);
  await addTown('northern-ireland/county-down/bangor', 'Bangor', 54.66, -5.67);
  await addTown('scotland/glasgow-city/glasgow', 'Glasgow', 55.865, -4.257);
  await addTown('northern-ireland/county-antrim/belfast', 'Belfast', 54.597, -5.93);
  await addLotIn('northern-ireland/county-down/bangor');
}, 240_000);
afterAll(() => t?.close());

describe('the nearest town with lots', () => {
  it('stays on the same side of the Irish Sea while that side has lots', async () => {
    // Only Bangor has lots: across the sea is better than nothing.
    expect((await nearestTownWithLots(t.db, WIGTOWN))?.name).toBe('Bangor');
    await addLotIn('scotland/glasgow-city/glasgow');
    // Glasgow is farther from Wigtown than Bangor, and on its side of the sea.
    expect((await nearestTownWithLots(t.db, WIGTOWN))?.name).toBe('Glasgow');
    // From Northern Ireland, Bangor still.
    expect((await nearestTownWithLots(t.db, BELFAST_LOUGH))?.name).toBe('Bangor');
  });
});
