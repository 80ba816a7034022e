import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { SoldPricesData } from '#shared/payloads/area-data';

/**
 * "Another Newport? Newport (Isle of Wight)" on the sold-price search led to 893 sales of
 * Newport in Gwent (NP10 …), headed "Sold house prices in Newport"; "Richmond, North Yorkshire"
 * showed Richmond upon Thames's. A town we hold no postcodes for is searched by its name in Price
 * Paid's own place columns, and that name matched its namesake's sales: it is now told apart by
 * its county whenever another place shares its name, and the heading says which one it is.
 */

const { t, get } = seededDirectoryApp();

async function sold(location: string): Promise<SoldPricesData> {
  const res = await get(
    `/sold-house-prices/_payload.json?location=${encodeURIComponent(location)}`,
  );
  expect(res.status, location).toBe(200);
  return res.body.loaderData['sold-house-prices'] as SoldPricesData;
}

/** A town we hold no postcodes for whose name a town with sales has, and that town's county. */
async function namesakePair(): Promise<{ name: string; county: string; heldCounty: string }> {
  const { rows } = await t.db.query<{ name: string; county: string; held_county: string }>(
    `SELECT o.name, oc.name AS county, hc.name AS held_county
       FROM locations o
       JOIN locations oc ON oc.slug = o.parent_slug
       JOIN locations h ON h.kind = 'town' AND h.name = o.name AND h.slug <> o.slug
       JOIN locations hc ON hc.slug = h.parent_slug
      WHERE o.kind = 'town' AND o.slug LIKE 'england/%'
        AND NOT EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = o.slug)
        AND EXISTS (SELECT 1 FROM postcodes p JOIN sold_house_prices s ON s.postcode_district = p.slug
                     WHERE p.kind = 'district' AND p.location_slug = h.slug)
      ORDER BY o.population DESC NULLS LAST, o.slug LIMIT 1`,
  );
  const row = rows[0]!;
  return { name: row.name, county: row.county, heldCounty: row.held_county };
}

describe('a town without postcodes that shares its name with a town that has sales', () => {
  it('is not shown the other town’s sales when named with its county', async () => {
    const { name, county, heldCounty } = await namesakePair();
    const other = await sold(`${name}, ${heldCounty}`);
    expect(other.stats.count).toBeGreaterThan(0);
    const found = await sold(`${name}, ${county}`);
    expect(found.stats.count).toBe(0);
    expect(found.items).toEqual([]);
    expect(found.locationLabel).toBe(`${name}, ${county}`);
    // It says why, and leads to the sales of the towns nearest to it.
    expect(found.nearby?.length).toBeGreaterThan(0);
    // Its description said "0 sales in … recorded by HM Land Registry", as if none had sold.
    const { meta } = found as unknown as { meta: { description: string } };
    expect(meta.description).toBe(
      `We hold no postcodes for ${name}, ${county}; HM Land Registry sales are found by postcode.`,
    );
  });
});

describe('the other places of a name the sold prices offer', () => {
  // "Another Bangor? Bangor (County Down)" led to "Bangor": the sold prices read a bare name as
  // the namesake where Land Registry records sales (Gwynedd's), so the link came back to the same
  // page. Likewise Wick, Moira, Queensferry and others whose namesake is in Scotland or Northern
  // Ireland.
  it.each(['Bangor', 'Wick', 'Moira', 'Newport'])(
    'every namesake offered for %s is the page its link opens',
    async (name) => {
      const first = await sold(name);
      expect(first.namesakes?.length, name).toBeGreaterThan(0);
      for (const other of first.namesakes!) {
        const opened = await sold(other.value);
        expect(opened.locationLabel, `${other.label} (${other.context}) → ${other.value}`).toBe(
          `${other.label}, ${other.context}`,
        );
        expect(opened.locationLabel).not.toBe(first.locationLabel);
      }
    },
  );
});

describe('a town without postcodes named like its local authority', () => {
  // Conwy, the town: its sold prices were 624 sales of Colwyn Bay (LL28, LL29), whose local
  // authority Land Registry records as "CONWY", while its place page said we hold no sales for it.
  it('is not shown the sales of the other towns of that authority', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sold_house_prices
        WHERE district = 'CONWY' AND town_city <> 'CONWY'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const found = await sold('Conwy');
    expect(found.locationLabel).toMatch(/^Conwy/);
    const others = found.items.filter(
      (s) => s.town_city?.toUpperCase() !== 'CONWY' && s.locality?.toUpperCase() !== 'CONWY',
    );
    expect(others.map((s) => `${s.postcode} ${s.town_city}`)).toEqual([]);
    expect(found.stats.count).toBe(found.items.length);
  });
});
