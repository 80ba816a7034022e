import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, all, countLots, under } from '../helpers/lot-truth';

/**
 * "Within 10 miles of Kent" is Kent and the land around it. It was a circle round Kent's centre:
 * 1 lot where Kent holds 21, none within 25 miles of Wales (55 lots), 82 within 10 miles of
 * London (30 of London's own left out). A distance now adds to the place, never takes from it.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const ids = async (qs: string) => {
  const out: string[] = [];
  for (let page = 1; page < 40; page++) {
    const found = await listings(`${qs}&page=${page}`);
    out.push(...found.items.map((l) => String(l.id)));
    if (out.length >= found.total) return { ids: out, total: found.total };
  }
  throw new Error(`too many pages: ${qs}`);
};

describe('a distance round a place', () => {
  it.each([
    ['kent', 'england/kent'],
    ['wales', 'wales'],
    ['leeds', 'england/west-yorkshire/leeds'],
    ['west+yorkshire', 'england/west-yorkshire'],
  ])(
    '“%s” within any distance finds every lot of the place, and more as it widens',
    async (said, slug) => {
      const own = await countLots(t, all(FOR_SALE, under(slug)));
      expect(own).toBeGreaterThan(0);
      const ownIds = (await ids(`location=${said}`)).ids;
      expect(ownIds).toHaveLength(own);
      let before = own;
      for (const radius of [1, 5, 10, 25, 50]) {
        const found = await ids(`location=${said}&radius=${radius}`);
        expect(found.ids, `${said} within ${radius} miles`).toEqual(expect.arrayContaining(ownIds));
        expect(found.total, `${said} within ${radius} miles`).toBeGreaterThanOrEqual(before);
        before = found.total;
      }
    },
  );

  it('a country, a box per county, answers as any place does', async () => {
    // England's 48 county boxes were 96 comparisons, past the graph's budget: a 500.
    for (const [said, slug] of [
      ['england', 'england'],
      ['scotland', 'scotland'],
    ]) {
      const own = await countLots(t, all(FOR_SALE, under(slug!)));
      const found = await listings(`location=${said}&radius=10`);
      expect(found.total, said).toBeGreaterThanOrEqual(own);
    }
  });

  it('a lot just over the border of a wide place is in, one far from it is not', async () => {
    // Within 10 miles of Kent: Kent's lots and some of its neighbours', not Leeds'.
    const found = await listings('location=kent&radius=10');
    const own = await countLots(t, all(FOR_SALE, under('england/kent')));
    expect(found.total).toBeGreaterThan(own);
    const leeds = await ids('location=leeds');
    const kentAround = await ids('location=kent&radius=10');
    expect(kentAround.ids.filter((id) => leeds.ids.includes(id))).toEqual([]);
  });
});

/** Miles between two points (haversine), the tests' own statement of distance. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

describe('how far round a wide place a distance reaches', () => {
  // Decision 155: "Kent within 5 miles" took in Hackney, 11 miles from Dartford, and Hastings, 13
  // miles from Hawkhurst: one box round Kent's places, whose corner is Edenbridge's west and
  // Purfleet's north, widened by 5 miles. A lot found is now within about the distance of a place
  // or postcode of Kent's; "about": a grid cell's box, of a few miles, is the unit of its land.
  const SLACK_MILES = 5;

  it.each([1, 5, 10])(
    'no lot within %s miles of Kent is much further from Kent',
    async (radius) => {
      const { rows: points } = await t.db.query<{ lat: number; lng: number }>(
        `SELECT lat, lng FROM locations WHERE slug LIKE 'england/kent/%' AND lat IS NOT NULL
       UNION ALL SELECT lat, lng FROM postcodes WHERE location_slug LIKE 'england/kent/%'`,
      );
      const found = await ids(`location=kent&radius=${radius}`);
      const { rows: lots } = await t.db.query<{
        id: number;
        lat: number;
        lng: number;
        title: string;
      }>(
        `SELECT id, lat, lng, coalesce(postcode, title) AS title FROM auction_properties
        WHERE id = ANY($1::int[]) AND lat IS NOT NULL`,
        [found.ids.map(Number)],
      );
      const far = lots
        .map((l) => ({ ...l, away: Math.min(...points.map((p) => miles(p, l))) }))
        .filter((l) => l.away > radius + SLACK_MILES)
        .map((l) => `${l.title} (${l.away.toFixed(1)} mi)`);
      expect(far, `within ${radius} miles of Kent`).toEqual([]);
    },
  );

  it('sends the page no land boxes: only the server reads them', async () => {
    // Up to 100 boxes: 6 KB of every Kent search's payload.
    const found = await listings('location=kent&radius=5');
    expect(found.place?.label).toBe('Kent');
    expect(found.place).not.toHaveProperty('areaBoxes');
  });
});
