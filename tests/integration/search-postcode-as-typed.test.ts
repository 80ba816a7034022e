/**
 * Postcodes as buyers type them, beside the forms the searches read already: a two-letter area
 * apart from its district ("ls 6", "LS 6 8EF"), hyphens for spaces ("ls-6", "LS6-8EF"), a full
 * stop or comma after it ("ls6 8ef."), and a house number before or after a full postcode ("126
 * LS6 8EF", "ls6 8ef 126"). Each found nothing (the whole text searched as a street or as words);
 * each is now the postcode, in both searches and both Location boxes. The postcode and house
 * picked come from the seeded sales at run time; the counts expected come from SQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  expectCountedAsFollowed,
  searchQs,
  soldCount,
  soldEmptyNote,
  soldResults,
} from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

type House = { paon: string; postcode: string };

/** A numbered house at a postcode where other houses sold too, in a two-letter area. */
let house: House;
beforeAll(async () => {
  const { rows } = await t.db.query<House>(
    `SELECT paon, postcode FROM sold_house_prices
      WHERE paon ~ '^[0-9]+$' AND postcode ~ '^[A-Z]{2}[0-9] '
        AND postcode IN (SELECT postcode FROM sold_house_prices GROUP BY postcode
                          HAVING count(DISTINCT paon) > 1)
      GROUP BY paon, postcode ORDER BY count(*) DESC, postcode, paon LIMIT 1`,
  );
  expect(rows[0], 'a numbered house sold at a postcode of two-letter area').toBeDefined();
  house = rows[0]!;
}, 60_000);

const district = () => house.postcode.split(' ')[0]!;
/** "LS6 8EF" written "ls 6 8ef": the area apart from its district. */
const apart = (postcode: string) => postcode.toLowerCase().replace(/^([a-z]{2})/, '$1 ');

describe('a postcode typed oddly in the sold-price search', () => {
  it('“ls 6”, “ls-6”, “LS 6 8EF”, “LS6-8EF” and “ls6 8ef.” are the postcode, as written', async () => {
    const unit = house.postcode;
    const cases: Array<[typed: string, location: string]> = [
      [apart(district()), district()],
      [apart(district()).replace(' ', '-'), district()],
      [apart(unit).toUpperCase(), unit],
      [unit.replace(' ', '-'), unit],
      [`${unit.toLowerCase()}.`, unit],
      [`${unit.toLowerCase()},`, unit],
    ];
    for (const [typed, location] of cases)
      expect(await sentTo(`/sold-house-prices?${searchQs(typed)}`), typed).toEqual({ location });
    // The page of the district typed apart is the district's own.
    const sales = await soldCount(t, 'postcode_district = $1', [district().toLowerCase()]);
    const page = await soldResults(t, `location=${encodeURIComponent(apart(district()))}`);
    expect(page.locationLabel).toBe(district());
    expect(page.stats.count).toBe(sales);
  });

  it('a house number before or after a full postcode is that house’s sales there', async () => {
    const expected = await soldCount(t, 'postcode = $1 AND paon = $2', [
      house.postcode,
      house.paon,
    ]);
    const everyone = await soldCount(t, 'postcode = $1', [house.postcode]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(everyone);
    const pc = house.postcode.toLowerCase();
    for (const typed of [
      `${house.paon} ${pc}`,
      `${house.paon}, ${house.postcode}`,
      `${pc} ${house.paon}`,
      `${house.postcode}, ${house.paon}`,
    ]) {
      const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
      expect(sent, typed).toEqual({ location: house.postcode, search: house.paon });
      const found = await soldResults(t, new URLSearchParams(sent).toString());
      expect(found.stats.count, typed).toBe(expected);
      expect(found.items.every((s) => s.paon === house.paon)).toBe(true);
    }
  });

  it('a house number no sale at the postcode has is said so, the postcode’s sales offered', async () => {
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT (max(paon::int) + 1)::text AS n FROM sold_house_prices
        WHERE postcode = $1 AND paon ~ '^[0-9]+$'`,
      [house.postcode],
    );
    const number = rows[0]!.n;
    const qs = new URLSearchParams({ location: house.postcode, search: number }).toString();
    expect(await sentTo(`/sold-house-prices?${searchQs(`${number} ${house.postcode}`)}`)).toEqual(
      Object.fromEntries(new URLSearchParams(qs)),
    );
    // It said "No sales are recorded on ‘127’ in LS6 8EF", as if 127 were a street.
    const note = await soldEmptyNote(get, qs);
    expect(note).toMatch(
      new RegExp(`^No sale is recorded at number ${number} in ${house.postcode}\\. Try`),
    );
    expect(note).toContain(`All sales in ${house.postcode}`);
  });
});

describe('a postcode typed oddly in the lot search', () => {
  it('“ls 6” and “ls-6” in either box are the district, as “LS6” is', async () => {
    const asWritten = await listings(`location=${district()}`);
    expect(asWritten.place?.label).toBe(district());
    for (const typed of [apart(district()), apart(district()).replace(' ', '-')]) {
      const boxed = await listings(new URLSearchParams({ location: typed }).toString());
      expect(boxed.unknownPlace ?? null, typed).toBeNull();
      expect(boxed.place?.label, typed).toBe(asWritten.place?.label);
      expect(boxed.total, typed).toBe(asWritten.total);
      // The search box sends a postcode to the Location box, as it sends "LS6".
      expect(await sentTo(`/listings?${searchQs(typed)}`), typed).toEqual(
        await sentTo(`/listings?${searchQs(district())}`),
      );
    }
  });

  it('“LS6 8EF.” with its full stop is the postcode', async () => {
    const asWritten = await listings(`location=${encodeURIComponent(house.postcode)}`);
    const typed = `${house.postcode.toLowerCase()}.`;
    const boxed = await listings(new URLSearchParams({ location: typed }).toString());
    expect(boxed.place?.label).toBe(house.postcode);
    expect(boxed.total).toBe(asWritten.total);
  });
});

/** "LS6 8EF" typed as far as "LS6 8E". */
const halfOf = (postcode: string) => postcode.slice(0, -1);

describe('a postcode typed up to the first letter of its unit (“LS6 8E”)', () => {
  it('the sold-price search says it is the start of a postcode and offers those it begins', async () => {
    const half = halfOf(house.postcode);
    const sector = house.postcode.slice(0, -2);
    for (const qs of [searchQs(half), new URLSearchParams({ location: half }).toString()]) {
      const page = await soldResults(t, qs);
      expect(page.stats.count, qs).toBe(0);
      const offered = page.partlyRead;
      expect(offered?.halfPostcode, qs).toBe(true);
      const places = offered!.offers.map((o) => o.label.replace(/^All sales in /, ''));
      // The postcodes it begins (ours among them: it sold most there), then its sector.
      expect(places, qs).toContain(house.postcode);
      expect(places.at(-1), qs).toBe(sector);
      expect(
        places.slice(0, -1).every((l) => l.startsWith(half)),
        qs,
      ).toBe(true);
      await expectCountedAsFollowed(t, offered!.offers);
      // It said "No street or place called ‘LS6 8E’".
      const note = await soldEmptyNote(get, qs);
      expect(note, qs).toMatch(
        new RegExp(`^‘${half}’ is the start of a postcode, not a whole one\\. Try`),
      );
      expect(note, qs).toContain(`All sales in ${house.postcode}`);
    }
  });

  it('the lot search offers the sector it begins first, with its lots counted', async () => {
    // The lot postcodes whose sectors hold most lots: the first whose sector's search finds some.
    const { rows } = await t.db.query<{ postcode: string }>(
      `SELECT min(postcode) AS postcode FROM auction_properties
        WHERE postcode ~ '^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$'
        GROUP BY left(postcode, length(postcode) - 2) ORDER BY count(*) DESC, 1 LIMIT 5`,
    );
    let postcode: string | undefined;
    let inSector: Awaited<ReturnType<typeof listings>> | undefined;
    for (const row of rows) {
      const page = await listings(`location=${encodeURIComponent(row.postcode.slice(0, -2))}`);
      if (page.total > 0) [postcode, inSector] = [row.postcode, page];
      if (postcode) break;
    }
    expect(postcode, 'a lot postcode whose sector finds lots').toBeDefined();
    const half = halfOf(postcode!);
    const sector = postcode!.slice(0, -2);
    const district = postcode!.split(' ')[0]!;
    for (const qs of [searchQs(half), new URLSearchParams({ location: half }).toString()]) {
      const page = await listings(qs);
      expect(page.total, qs).toBe(0);
      // It offered only to remove the words, or "No place called ‘LS6 8E’".
      expect(page.relax[0], qs).toMatchObject({
        action: `Search ${sector}`,
        count: inSector!.total,
      });
      const followed = await listings(page.relax[0]!.search.replace(/^\?/, ''));
      expect(followed.total, qs).toBe(inSector!.total);
      expect(followed.place?.label, qs).toBe(sector);
      // Its district next, named as such where it holds more lots (the search box offered it
      // as "Leave out “8e”"); never a word of the postcode left out.
      const inDistrict = await listings(`location=${encodeURIComponent(district)}`);
      const districtOffer = page.relax.find((r) => r.action === `Search ${district}`);
      if (inDistrict.total > inSector!.total) {
        expect(page.relax[1], qs).toEqual(districtOffer);
        expect(districtOffer, qs).toMatchObject({ count: inDistrict.total });
        const wider = await listings(districtOffer!.search.replace(/^\?/, ''));
        expect(wider.place?.label, qs).toBe(district);
      } else expect(districtOffer, qs).toBeUndefined();
      expect(page.relax.map((r) => r.action).join(' | '), qs).not.toMatch(/Leave out/);
    }
    // The Location box said "No place called ‘ls6 8e’. Check the spelling".
    const boxed = await listings(new URLSearchParams({ location: half.toLowerCase() }).toString());
    expect(boxed.unknownPlace).toMatchObject({ text: half, halfPostcode: true });
    expect(boxed.unknownPlace!.suggestions.map((p) => p.label)).toEqual([sector]);
    const res = await get(`/listings?location=${encodeURIComponent(half.toLowerCase())}`);
    const shown = res.text.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(shown).toMatch(
      new RegExp(`‘${half}’ is the start of a postcode, not a whole one\\. ?Try ${sector}\\b`),
    );
  });
});
