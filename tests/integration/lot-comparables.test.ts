import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { formatCount, formatMoney } from '#shared/format/format';
import type { ListingData } from '#shared/payloads/directory-data';
import type { SoldPricesData } from '#shared/payloads/area-data';
import type { ComparablesData } from '#sections/detail/comparables/comparables-data';

/**
 * Comparable sales on lot pages, checked against SQL written here on its own (not the loader's):
 * the lot's own Price Paid kind (D, S, T) or its family's codes, the last 24 months, sector first,
 * the district below 5, the whole family when its own kind has fewer than 5 in the district.
 */

const { t, get } = seededDirectoryApp();

const HOUSES = ['D', 'S', 'T'];
const IN_PERIOD = `date_of_transfer > (current_date - interval '24 months')::date AND date_of_transfer <= current_date`;

type Figures = {
  count: number;
  median: number | null;
};

async function figures(column: string, value: string, codes: string[]): Promise<Figures> {
  const { rows } = await t.db.query<Figures>(
    `SELECT count(*)::int AS count,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median
       FROM sold_house_prices
      WHERE ${column} = $1 AND property_type = ANY($2::text[]) AND ${IN_PERIOD}`,
    [value, codes],
  );
  return rows[0]!;
}

/** The terraced house lot whose district had the most house sales in the period. */
async function busiestHouseLot() {
  const { rows } = await t.db.query<{ id: number; postcode: string; district: string }>(
    `SELECT l.id, l.postcode, l.postcode_district AS district
       FROM auction_properties l
       JOIN LATERAL (SELECT count(*) AS n FROM sold_house_prices s
                      WHERE s.postcode_district = l.postcode_district
                        AND s.property_type IN ('D', 'S', 'T') AND ${IN_PERIOD}) c ON true
      WHERE l.property_type = 'Terraced house'
      ORDER BY c.n DESC, l.id LIMIT 1`,
  );
  return rows[0]!;
}

/** The Price Paid codes the "See all" search of the comparables asks for. */
const searchedCodes = (data: ComparablesData) =>
  new URL(data.searchHref, 'http://x').searchParams.get('property_type')?.split(',') ?? [];

/** The figures of the sold-price search a comparables box links to. */
async function searchOf(data: ComparablesData) {
  const res = await get(data.searchHref.replace('?', '/_payload.json?'));
  expect(res.status).toBe(200);
  return (res.body.loaderData['sold-house-prices'] as SoldPricesData).stats;
}

/** Adds sales in the lot's postcode sector: `prices` of Price Paid type `type`, in the period. */
async function addSales(postcode: string, tag: string, type: string, prices: number[]) {
  const [outward, inward] = postcode.split(' ');
  await t.db.query(
    `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
            old_new, duration, paon, street, town_city, ppd_category)
     SELECT '{' || $3 || '-' || i || '}', p, current_date - i::int * 15, $1, $2, 'N', 'F',
            i::text, 'KIND STREET', 'TEST TOWN', 'A'
       FROM unnest($4::int[]) WITH ORDINALITY AS s(p, i)`,
    [`${outward} ${inward![0]}ZX`, type, tag, prices],
  );
}

const sectorOf = (postcode: string) => {
  const [outward, inward] = postcode.toLowerCase().split(' ');
  return `${outward}/${inward![0]}`;
};

async function lotPage(id: number) {
  const [page, payload] = await Promise.all([
    get(`/listings/${id}`),
    get(`/listings/${id}/_payload.json`),
  ]);
  expect(page.status).toBe(200);
  const listing = payload.body.loaderData.listing as ListingData;
  const section = listing.details.find((d) => d.type === 'comparables');
  return { html: page.text, data: section?.data as ComparablesData | null, lot: listing.lot };
}

/** The comparables block of the page's HTML. */
const block = (html: string) =>
  /<div data-section="comparables"[^>]*>([\s\S]*?)<\/div><div data-section=/.exec(html)?.[1] ?? '';

describe('comparable sales on a lot page', () => {
  it('widen to the district when the sector has fewer than 5, with count and median from SQL', async () => {
    const lot = await busiestHouseLot();
    const sector = await figures('postcode_sector', sectorOf(lot.postcode), ['T']);
    const district = await figures('postcode_district', lot.district, ['T']);
    // 2,000 seeded sales: enough terraced ones in the district to compare by (decision 168), too
    // few in the sector.
    expect(district.count).toBeGreaterThanOrEqual(3);
    expect(sector.count).toBeLessThan(5); // 2,000 seeded sales: sectors are thin here

    const { html, data } = await lotPage(lot.id);
    const shown = block(html);
    const label = lot.district.toUpperCase();
    expect(data?.area.level).toBe('district');
    expect(shown).toContain(
      `${formatCount(district.count)} sales of terraced houses in ${label} in the last 24 months`,
    );
    expect(shown).toContain(formatMoney(district.median));
    expect(shown).toContain(`so these figures cover the whole ${label} district`);
    expect(data?.recent.length).toBe(Math.min(5, district.count));
  });

  it('use the sector alone once it has 5 sales, newest first', async () => {
    // Another district than the other tests' lot: its figures stay as they were (and cached).
    const busiest = await busiestHouseLot();
    const { rows } = await t.db.query<{ id: number; postcode: string }>(
      `SELECT id, postcode FROM auction_properties
        WHERE property_type = 'Semi-detached house' AND postcode_district <> $1 ORDER BY id LIMIT 1`,
      [busiest.district],
    );
    const lot = rows[0]!;
    const sector = sectorOf(lot.postcode);
    const [outward, inward] = lot.postcode.split(' ');
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
              old_new, duration, paon, street, town_city, ppd_category)
       SELECT '{COMP-' || i || '}', 200000 + i * 10000, current_date - i * 20, $1, 'S', 'N', 'F',
              i::text, 'TEST STREET', 'TEST TOWN', 'A'
         FROM generate_series(1, 6) AS i`,
      [`${outward} ${inward![0]}ZZ`],
    );
    const expected = await figures('postcode_sector', sector, ['S']);
    expect(expected.count).toBeGreaterThanOrEqual(6);

    const { html, data } = await lotPage(lot.id);
    expect(data?.area).toMatchObject({
      level: 'sector',
      label: sector.toUpperCase().replace('/', ' '),
    });
    expect(data?.count).toBe(expected.count);
    expect(data?.median).toBe(expected.median);
    expect(data?.widenedFrom).toBeNull();
    expect(data?.area.href).toBe(`/postcodes/${sector}`);
    expect(data?.recent[0]?.address).toBe(`1 Test Street, ${outward} ${inward![0]}ZZ`);
    expect(block(html)).toContain(formatMoney(expected.median));
  });

  it('link to pages that answer 200, and the sold-price search finds the same sales', async () => {
    const lot = await busiestHouseLot();
    const { html, data } = await lotPage(lot.id);
    const hrefs = [...block(html).matchAll(/href="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        data!.searchHref,
        `/postcodes/${lot.district}`,
        expect.stringMatching(/^\/locations\/[a-z0-9-]+\/[a-z0-9-/]+$/),
      ]),
    );
    for (const href of hrefs) expect((await get(href)).status, href).toBe(200);
    const search = await get(`${data!.searchHref.replace('?', '/_payload.json?')}`);
    expect((search.body.loaderData['sold-house-prices'] as SoldPricesData).stats.count).toBe(
      data!.count,
    );
  });

  /** Moves a lot to a postcode with no seeded sales, in a town of `nation`; returns its id. */
  async function lotMovedTo(postcode: string, nation: string, which: 'min' | 'max') {
    const { rows } = await t.db.query<{ id: number }>(
      `UPDATE auction_properties SET postcode = $1, postcode_district = lower(split_part($1, ' ', 1)),
              location_slug = (SELECT slug FROM locations WHERE kind = 'town' AND slug LIKE $2 ORDER BY id LIMIT 1)
        WHERE id = (SELECT ${which}(id) FROM auction_properties) RETURNING id`,
      [postcode, `${nation}/%`],
    );
    return rows[0]!.id;
  }

  it('with no sales in the district: say so and link to the district’s sold prices', async () => {
    // The Isles of Scilly: England, and no seeded sales.
    const { html, data } = await lotPage(await lotMovedTo('TR21 0AA', 'england', 'max'));
    expect(data?.count).toBe(0);
    expect(block(html)).toContain('in TR21 in the last 24 months are recorded by HM Land Registry');
    expect(block(html)).toContain('href="/sold-house-prices?location=TR21"');
    expect((await get('/sold-house-prices?location=TR21')).status).toBe(200);
  });

  it('in Scotland: say Land Registry records no sales there, and offer no search', async () => {
    const { html, data } = await lotPage(await lotMovedTo('ZE2 9AA', 'scotland', 'min'));
    expect(data?.count).toBe(0);
    expect(block(html)).toContain('HM Land Registry records sales in England and Wales only');
    expect(block(html)).not.toContain('href="/sold-house-prices');
  });
});

describe('comparables shared by the lots of one area', () => {
  it('a lot in the same sector, family and town gets the figures already worked out for the area', async () => {
    // Two terraced houses in one postcode sector and town, away from the other tests' districts
    // (a semi and a terraced house of one sector are compared with different sales).
    const busiest = await busiestHouseLot();
    const { rows } = await t.db.query<{ a: number; b: number; postcode: string }>(
      `SELECT a.id AS a, b.id AS b, a.postcode
         FROM auction_properties a
         JOIN auction_properties b ON b.id > a.id
          AND lower(split_part(b.postcode, ' ', 1)) = lower(split_part(a.postcode, ' ', 1))
          AND left(split_part(b.postcode, ' ', 2), 1) = left(split_part(a.postcode, ' ', 2), 1)
          AND b.location_slug = a.location_slug
        WHERE a.property_type = 'Terraced house' AND b.property_type = 'Terraced house'
          AND a.postcode_district NOT IN ($1, 'ze2')
        ORDER BY a.id LIMIT 1`,
      [busiest.district],
    );
    expect(rows, 'seeded data has two terraced lots in one sector and town').toHaveLength(1);
    const { a, b, postcode } = rows[0]!;
    const first = (await lotPage(a)).data!;
    const [outward, inward] = postcode.split(' ');
    await t.db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type,
              old_new, duration, paon, street, town_city, ppd_category)
       VALUES ('{SHARED-1}', 123456, current_date - 3, $1, 'T', 'N', 'F', '9', 'SHARED STREET', 'X', 'A')`,
      [`${outward} ${inward![0]}ZY`],
    );
    const column = first.area.level === 'sector' ? 'postcode_sector' : 'postcode_district';
    const area = first.area.level === 'sector' ? sectorOf(postcode) : outward!.toLowerCase();
    expect((await figures(column, area, searchedCodes(first))).count).toBe(first.count + 1);
    // Within the cache's interval the area's figures are those already worked out, for every
    // lot of the area: one computation per area, not one per lot page.
    const second = (await lotPage(b)).data!;
    expect(second.count).toBe(first.count);
    expect(second).toEqual(first);
  });
});

describe('comparables of the lot’s own kind', () => {
  /** The first lot of `type` alone in its sector among the lots (no other test's figures move). */
  async function lotAlone(type: string, where = 'true') {
    const busiest = await busiestHouseLot();
    const { rows } = await t.db.query<{ id: number; postcode: string; district: string }>(
      `SELECT l.id, l.postcode, l.postcode_district AS district FROM auction_properties l
        WHERE l.property_type = $1 AND l.postcode LIKE '% %' AND l.postcode_district NOT IN ($2, 'ze2', 'tr21')
          AND NOT EXISTS (SELECT 1 FROM auction_properties o WHERE o.id <> l.id
                AND lower(split_part(o.postcode, ' ', 1)) = lower(split_part(l.postcode, ' ', 1))
                AND left(split_part(o.postcode, ' ', 2), 1) = left(split_part(l.postcode, ' ', 2), 1))
          AND ${where}
        ORDER BY l.id LIMIT 1`,
      [type, busiest.district],
    );
    expect(rows, `a ${type} lot alone in its sector`).toHaveLength(1);
    return rows[0]!;
  }

  it('compare a detached house with detached sales alone, as its "See all" search does', async () => {
    // Found by a buyer walk: a 5-bed detached house guided at £560,000 was shown a median of
    // £364,500 from 26 "houses" of ME16 9, semis and terraces among them.
    const lot = await lotAlone('Detached house');
    await addSales(lot.postcode, 'DET', 'D', [520000, 560000, 610000, 580000, 540000, 650000]);
    await addSales(lot.postcode, 'SEMI', 'S', [180000, 190000, 210000, 175000, 200000, 185000]);
    await addSales(lot.postcode, 'TCE', 'T', [120000, 140000, 150000]);
    const sector = sectorOf(lot.postcode);
    const detached = await figures('postcode_sector', sector, ['D']);
    expect(detached.median).not.toBe((await figures('postcode_sector', sector, HOUSES)).median);

    const { html, data } = await lotPage(lot.id);
    const label = sector.toUpperCase().replace('/', ' ');
    expect(data).toMatchObject({
      area: { level: 'sector', label },
      salesNoun: 'detached houses',
      widenedKind: null,
      count: detached.count,
      median: detached.median,
    });
    expect(data!.recent.map((s) => s.type)).toEqual(data!.recent.map(() => 'D'));
    expect(block(html)).toContain(
      `${formatCount(detached.count)} sales of detached houses in ${label} in the last 24 months`,
    );
    expect(block(html)).toContain(formatMoney(detached.median));
    expect(searchedCodes(data!)).toEqual(['D']);
    expect(await searchOf(data!)).toMatchObject({ count: data!.count, median: data!.median });
  });

  it('compare houses of every kind, and say so, when the lot’s own kind sold too rarely nearby', async () => {
    const recent = `s.date_of_transfer > (current_date - interval '24 months')::date`;
    const lot = await lotAlone(
      'Terraced house',
      `(SELECT count(*) FROM sold_house_prices s WHERE s.postcode_district = l.postcode_district
          AND s.property_type = 'T' AND ${recent}) < 3`,
    );
    await addSales(lot.postcode, 'FALLBACK', 'S', [210000, 230000, 250000, 240000, 260000, 220000]);
    const sector = sectorOf(lot.postcode);
    const terraced = await figures('postcode_district', lot.district, ['T']);
    const houses = await figures('postcode_sector', sector, HOUSES);
    expect(terraced.count).toBeLessThan(3);

    const { html, data } = await lotPage(lot.id);
    const everyKind = 'houses of every kind (detached, semi-detached and terraced)';
    const had =
      terraced.count === 0
        ? 'no sales'
        : terraced.count === 1
          ? 'only 1 sale'
          : `only ${terraced.count} sales`;
    // The kinds are listed once, in the summary; the sentence after it does not repeat them.
    const sentence = `${lot.district.toUpperCase()} had ${had} of terraced houses, so these figures cover houses of every kind.`;
    expect(data).toMatchObject({
      area: { level: 'sector' },
      salesNoun: everyKind,
      widenedKind: sentence,
      count: houses.count,
      median: houses.median,
    });
    expect(block(html)).toContain(`${formatCount(houses.count)} sales of ${everyKind} in`);
    expect(block(html)).toContain(sentence);
    expect(searchedCodes(data!)).toEqual(HOUSES);
    expect(await searchOf(data!)).toMatchObject({ count: data!.count, median: data!.median });
  });

  it('compare a house with three sales of its own kind in the district, not with every kind', async () => {
    // Found by a review: CR2's 3 detached sales had a median of £1,145,000; the box showed
    // £522,500 from houses of every kind, the half price decision 167 set out to end.
    const recent = `s.date_of_transfer > (current_date - interval '24 months')::date`;
    const lot = await lotAlone(
      'Semi-detached house',
      `NOT EXISTS (SELECT 1 FROM sold_house_prices s WHERE s.postcode_district = l.postcode_district
          AND s.property_type = 'S' AND ${recent})`,
    );
    await addSales(lot.postcode, 'SEMI3', 'S', [400000, 420000, 440000]);
    await addSales(lot.postcode, 'OTHERS3', 'T', [150000, 160000, 170000, 180000]);
    const semis = await figures('postcode_district', lot.district, ['S']);
    expect(semis.count).toBe(3);

    const { data } = await lotPage(lot.id);
    expect(data).toMatchObject({
      area: { level: 'district' },
      salesNoun: 'semi-detached houses',
      widenedKind: null,
      count: 3,
      median: 420000,
    });
    expect(searchedCodes(data!)).toEqual(['S']);
    expect(await searchOf(data!)).toMatchObject({ count: 3, median: 420000 });
  });

  it('give no median or range for non-residential sales of every kind, and say why', async () => {
    // Found by a buyer walk: a garage guided at £14,000 was shown a median of £111,000 from
    // "garages and other non-residential property", Land Registry's one type for land and shops.
    const lot = await lotAlone('Garage');
    await addSales(lot.postcode, 'OTHER', 'O', [15000, 30000, 95000, 111000, 450000, 1200000]);
    const other = await figures('postcode_sector', sectorOf(lot.postcode), ['O']);
    expect(other.count).toBeGreaterThanOrEqual(5);

    const { html, data } = await lotPage(lot.id);
    expect(data).toMatchObject({ count: other.count, median: null, min: null, max: null });
    const shown = block(html);
    expect(shown).toContain('sales of non-residential property of every kind');
    expect(shown).toContain('no average, median or price range is given');
    expect(shown).not.toContain('Median price');
    expect(shown).not.toContain(formatMoney(other.median));
    expect(searchedCodes(data!)).toEqual(['O']);
    expect((await searchOf(data!)).count).toBe(data!.count);
  });
});

describe('the lot’s place and postcode', () => {
  it('link to the town’s and the district’s pages, which answer 200', async () => {
    const lot = await busiestHouseLot();
    const { html, lot: record } = await lotPage(lot.id);
    const place = `/locations/${record.location_slug}`;
    expect(html).toContain(`href="${place}"`);
    expect(html).toContain(`href="/postcodes/${lot.district}"`);
    expect((await get(place)).status).toBe(200);
    expect((await get(`/postcodes/${lot.district}`)).status).toBe(200);
  });
});

describe('the legal pack', () => {
  /** The PDF at `path`, its bytes as the body. */
  const pdf = (path: string) =>
    get(path)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('is a PDF served by the app for every lot that links to one', async () => {
    const { rows } = await t.db.query<{ id: number; url: string; lot_number: string }>(
      `SELECT id, legal_pack_url AS url, lot_number FROM auction_properties
        WHERE legal_pack_url IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const lot = rows[0]!;
    expect(lot.url).toBe(`/listings/${lot.id}/legal-pack.pdf`);
    expect((await lotPage(lot.id)).html).toContain(`href="${lot.url}"`);
    const res = await pdf(lot.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="lot-${lot.lot_number}-legal-pack.pdf"`,
    );
    const body = (res.body as Buffer).toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(body).toContain('(Legal pack \\(demonstration\\)) Tj');
  });

  /** The pack of the first lot with one and a closing time (not Modern) that `where` picks. */
  async function packOf(where: string) {
    const { rows } = await t.db.query<{ id: number; status: string }>(
      `SELECT id, lot_status AS status FROM auction_properties
        WHERE legal_pack_url IS NOT NULL AND auction_end_date IS NOT NULL
          AND auction_method <> 'Modern' AND ${where}
        ORDER BY id LIMIT 1`,
    );
    const lot = rows[0]!;
    const res = await pdf(`/listings/${lot.id}/legal-pack.pdf`);
    return { ...lot, body: (res.body as Buffer).toString('latin1') };
  }

  it('says "Bidding closed" for a sale that has closed', async () => {
    const { body } = await packOf("sale_phase(auction_date, auction_end_date) = 'closed'");
    expect(body).toContain('(Bidding closed: ');
    expect(body).not.toContain('Bidding closes');
  });

  it('gives a lot sold before its auction no time bidding closed', async () => {
    // Found by a walk: the pack said "Bidding closed: 09 February, 2026" of a lot the page says
    // was sold before the auction, 25 January: nobody bid (the pack did not read when it sold).
    const lot = await packOf(
      "lower(lot_status) = 'sold' AND sold_when(lot_status, history, auction_date, auction_end_date) = 'before'",
    );
    expect(lot.body).toMatch(/\(Auction (?:date|ended): /);
    expect(lot.body).not.toContain('Bidding clos');
  });

  it('gives a lot withdrawn or postponed from a sale still to close no time to bid by', async () => {
    for (const status of ['withdrawn', 'postponed']) {
      const lot = await packOf(
        `lower(lot_status) = '${status}' AND sale_phase(auction_date, auction_end_date) <> 'closed'`,
      );
      expect(lot.body, status).toContain(`\\(${status}\\)) Tj`);
      expect(lot.body, status).not.toContain('Bidding clos');
    }
  });

  it('answers 404 for an unknown lot, a malformed id, and a lot without a pack', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM auction_properties WHERE legal_pack_url IS NULL ORDER BY id LIMIT 1',
    );
    for (const path of [
      '/listings/99999999/legal-pack.pdf',
      '/listings/abc/legal-pack.pdf',
      '/listings/0/legal-pack.pdf',
      `/listings/${rows[0]!.id}/legal-pack.pdf`,
    ])
      expect((await get(path)).status, path).toBe(404);
  });
});
