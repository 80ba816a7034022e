/**
 * A postcode sector typed without its space, as buyers type it on a phone ("m145" for M14 5,
 * "ls61" for LS6 1), in the lot search and the sold-price search. Sectors and districts are
 * picked from the seeded data at run time; the lots expected come from SQL.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { pageText } from '../helpers/page-text';
import { FOR_SALE, inPostcodeArea, inSector, lit } from '../helpers/lot-truth';
import { PAGE_SIZE } from '#schema/listing-query';
import { isDistrictNumber } from '#server/areas/postcode-districts';

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

/** The sector a district's slug reads as without its space: `ls1/8` for `ls18`. */
const spaceless = (district: string) => district.replace(/(\d)$/, '/$1');

const rowsOf = async <T extends Record<string, unknown>>(sql: string) =>
  (await t.db.query<T>(sql)).rows;

const truthIds = async (where: string) =>
  (await rowsOf<{ id: string }>(`SELECT a.id::text AS id FROM auction_properties a WHERE ${where}`))
    .map((r) => Number(r.id))
    .sort((x, y) => x - y);

describe('a sector typed without its space', () => {
  it('“m145” is M14 5, where no district is written with three digits', async () => {
    // A held sector of a two-digit district with lots for sale in it ("M14 5").
    const sectors = await rowsOf<{ label: string }>(
      `SELECT label FROM postcodes WHERE kind = 'sector' AND label ~ '^[A-Z]{1,2}[0-9]{2} [0-9]$'
       ORDER BY label`,
    );
    let sector: string | undefined;
    let ids: number[] = [];
    for (const { label } of sectors) {
      ids = await truthIds(`${FOR_SALE} AND ${inSector(label)}`);
      if (ids.length) {
        sector = label;
        break;
      }
    }
    if (!sector) throw new Error('the seed holds no lot for sale in a two-digit district sector');
    const typed = sector.replace(' ', '').toLowerCase();

    // Before, "m145" stayed a word: 0 lots, and only "Remove “m145”".
    const res = await get(`/listings?search=${typed}`);
    expect(res.status).toBe(302);
    expect(new URLSearchParams(res.headers.location!.split('?')[1]).get('location')).toBe(sector);

    const data = await listings(`location=${typed}`);
    expect(data.place).toMatchObject({ kind: 'sector', label: sector });
    expect(data.unknownPlace).toBeNull();
    const found: number[] = [];
    for (let page = 1; page <= Math.ceil(data.total / PAGE_SIZE); page++)
      found.push(...(await listings(`location=${typed}&page=${page}`)).items.map((l) => +l.id));
    expect(found.sort((x, y) => x - y)).toEqual(ids);

    // The sold-price search says it as the sector it is, not "M145".
    const sold = await get(`/sold-house-prices?location=${typed}`);
    expect(sold.status).toBe(200);
    expect(pageText(sold.text)).toContain(`Sold house prices in ${sector}`);
  });

  it('“ls61”, no district of its area, offers LS6 1 before its area; “ls18”, a real district, does not', async () => {
    const districts = await rowsOf<{ slug: string; parent_slug: string }>(
      `SELECT slug, parent_slug FROM postcodes WHERE kind = 'district'`,
    );
    const number = (slug: string) => Number(/\d+/.exec(slug)![0]);
    // Every district we hold is one the table knows (B90 to B98 had been left out of it).
    const unknown = districts
      .filter((d) => /^[a-z]+\d+$/.test(d.slug))
      .filter((d) => !isDistrictNumber(d.parent_slug, number(d.slug)))
      .map((d) => d.slug);
    expect(unknown).toEqual([]);
    const top = new Map<string, number>();
    for (const d of districts)
      top.set(d.parent_slug, Math.max(top.get(d.parent_slug) ?? 0, number(d.slug)));
    // A held sector "LS6 1" whose spaceless form ("ls61") is no district of its area.
    const sectors = await rowsOf<{ slug: string; label: string; parent_slug: string }>(
      `SELECT slug, label, parent_slug FROM postcodes
        WHERE kind = 'sector' AND slug ~ '^[a-z]{1,2}[1-9]/[0-9]$' ORDER BY slug`,
    );
    const held = new Set(districts.map((d) => d.slug));
    const pick = sectors.find((s) => {
      const spaceless = s.slug.replace('/', '');
      const area = /^[a-z]+/.exec(spaceless)![0];
      return !held.has(spaceless) && isDistrictNumber(area, number(spaceless)) === false;
    });
    if (!pick) throw new Error('the seed holds no sector whose spaceless form is above its area');
    const typed = pick.slug.replace('/', '').toUpperCase();
    const area = /^[A-Z]+/.exec(typed)![0];

    // Before, it offered only the postcode area: "Try the LS (Leeds) postcode area".
    const data = await listings(`location=${typed.toLowerCase()}`);
    expect(data.total).toBe(0);
    expect(data.unknownPlace).toMatchObject({ text: typed, postcode: true });
    expect(data.unknownPlace!.suggestions.map((s) => s.value)).toEqual([pick.label, area]);
    const page = pageText((await get(`/listings?location=${typed}`)).text);
    expect(page).toContain(`We hold no lots or sales in ${typed} yet.`);
    expect(page).toContain(`Try ${pick.label} (`);
    expect(page).toContain(`or the ${area} (`);

    // The sold-price search offers the sector first too, counted, when it has sales.
    const sales = await rowsOf<{ n: string }>(
      `SELECT count(*) AS n FROM sold_house_prices WHERE postcode_sector = ${lit(pick.slug)}`,
    );
    const sold = pageText((await get(`/sold-house-prices?location=${typed}`)).text);
    expect(sold).toContain(`No sales are recorded at ${typed}.`);
    if (Number(sales[0]!.n))
      expect(sold).toMatch(new RegExp(`Try ${pick.label} \\([\\d,]+ sales?\\)`));

    // A district within its area's numbers is a real one we may hold nothing in: only the area,
    // even above every district of the area we hold. "LS18" (Horsforth) offered LS1 8, the centre
    // of Leeds, and "PO30" (Newport, Isle of Wight) PO3 0 in Portsmouth.
    const within = sectors
      .map((s) => s.slug.replace('/', ''))
      .find((d) => {
        const letters = /^[a-z]+/.exec(d)![0];
        return (
          !held.has(d) && isDistrictNumber(letters, number(d))! && number(d) > top.get(letters)!
        );
      });
    if (!within)
      throw new Error('the seed holds no sector whose spaceless form is a real district');
    const withinArea = /^[A-Z]+/.exec(within.toUpperCase())![0];
    const inRange = await listings(`location=${within}`);
    expect(inRange.total).toBe(0);
    expect(inRange.unknownPlace!.suggestions.map((s) => s.value)).toEqual([withinArea]);
    const soldInRange = pageText((await get(`/sold-house-prices?location=${within}`)).text);
    expect(soldInRange).toContain(`No sales are recorded at ${within.toUpperCase()}.`);
    expect(soldInRange).not.toContain(spaceless(within).replace('/', ' ').toUpperCase() + ' (');
    expect(await truthIds(`${FOR_SALE} AND ${inPostcodeArea(area)}`)).not.toHaveLength(0);
  });
});
