import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import {
  districtsOf,
  expectCountedAsFollowed,
  searchQs,
  soldCount,
  soldEmptyNote,
  soldResults,
  titled,
} from '../helpers/sold-price-search';
import type { SoldSearchOffers } from '#shared/payloads/area-data';

/**
 * An eighth walk of the sold-price search box (decision 138): "park av leeds" was no street;
 * "flat 4 high street york" offered flats; "high street, yrok" offered York uncounted; "victoria
 * st, bristol" offered "Victoria St, Crewe", as typed.
 */

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

const LEEDS = 'england/west-yorkshire/leeds';
const YORK = 'england/north-yorkshire/york';

const countedAsFollowed = (offers: SoldSearchOffers['offers']) =>
  expectCountedAsFollowed(t, offers);

/**
 * A street of one word and the ending given, lower case, the most sold with sales in the
 * districts (`inside`) or with none there (`!inside`); its first word five letters or more.
 */
async function streetOf(ending: string, districts: string[], inside: boolean): Promise<string> {
  const { rows } = await t.db.query<{ name: string }>(
    `SELECT lower(s.name) AS name FROM sold_price_streets s
      WHERE s.name ~ ('^[A-Z]{5,} ' || $1 || '$')
        AND EXISTS (SELECT 1 FROM sold_house_prices p WHERE p.street = s.name) = true
        AND EXISTS (SELECT 1 FROM sold_house_prices p
                     WHERE p.street = s.name AND p.postcode_district = ANY($2::text[])) = $3
      ORDER BY (SELECT count(*) FROM sold_house_prices p WHERE p.street = s.name) DESC, s.name
      LIMIT 1`,
    [ending.toUpperCase(), districts, inside],
  );
  expect(
    rows[0],
    `a … ${ending} ${inside ? 'in' : 'outside'} ${districts.join(',')}`,
  ).toBeDefined();
  return rows[0]!.name;
}

/** The sales in the districts on streets holding `text`, as a street search finds them. */
const countIn = (text: string, districts: string[]) =>
  soldCount(t, 'street ILIKE $1 AND postcode_district = ANY($2::text[])', [`%${text}%`, districts]);

describe('a short street ending typed as buyers type it', () => {
  it('“… av leeds” is that avenue in Leeds', async () => {
    const leeds = await districtsOf(t, LEEDS);
    const avenue = await streetOf('avenue', leeds, true);
    const typed = avenue.replace(/avenue$/, 'av');
    // It was no street ("av" no ending): "No street or place called …", all of Leeds offered.
    const sent = await sentTo(`/sold-house-prices?${searchQs(`${typed} leeds`)}`);
    expect(sent.search).toBe(typed);
    const found = await soldResults(t, new URLSearchParams(sent).toString());
    expect(found.locationLabel).toBe('Leeds');
    expect(found.stats.count).toBe(await countIn(typed, leeds));
    expect(found.stats.count).toBeGreaterThan(0);
  });

  it('“… av” in a town without it says so and names the towns it is in in full', async () => {
    const leeds = await districtsOf(t, LEEDS);
    const avenue = await streetOf('avenue', leeds, false);
    const typed = `${avenue.replace(/avenue$/, 'av')} leeds`;
    const found = await soldResults(t, searchQs(typed));
    expect(found.streetNotIn?.place, typed).toBe('Leeds');
    const elsewhere = found.streetNotIn!.elsewhere!;
    await countedAsFollowed(elsewhere);
    for (const offer of elsewhere) expect(offer.label).toMatch(new RegExp(`^${titled(avenue)}, `));
    expect(await soldEmptyNote(get, searchQs(typed))).toContain(
      `No sales are recorded on ‘${typed.replace(/ leeds$/, '')}’ in Leeds`,
    );
  });

  it('a misspelt first word before “av” offers the avenue it means', async () => {
    const avenue = await streetOf('avenue', await districtsOf(t, LEEDS), false);
    const [word] = avenue.split(' ');
    // "prak av leeds": two letters swapped, then the short ending.
    const misspelt = `${word![0]}${word![2]}${word![1]}${word!.slice(3)}`;
    const typed = `${misspelt} av leeds`;
    expect(await soldCount(t, 'street ILIKE $1', [`%${misspelt} av%`])).toBe(0);
    const found = await soldResults(t, searchQs(typed));
    expect(found.streetNowhere?.meant, typed).toBe(true);
    expect(found.streetNowhere?.elsewhere?.street).toBe(titled(avenue));
    await countedAsFollowed(found.streetNowhere!.offers);
  });
});

describe('the towns a street is in, named as the address names it', () => {
  it('“… st, <town>” offers “… Street, <town>”, not the short form typed', async () => {
    const york = await districtsOf(t, YORK);
    const street = await streetOf('street', york, false);
    const typed = `${street.replace(/street$/, 'st')}, york`;
    const sent = await sentTo(`/sold-house-prices?${searchQs(typed)}`);
    const found = await soldResults(t, new URLSearchParams(sent).toString());
    const elsewhere = found.streetNotIn?.elsewhere ?? [];
    await countedAsFollowed(elsewhere);
    // It said "Victoria St, Crewe".
    for (const offer of elsewhere) expect(offer.label).toMatch(new RegExp(`^${titled(street)}, `));
  });
});

describe('a flat’s number is part of an address', () => {
  // A flat's number said with its street is that flat's sales (decision 140): see
  // sold-search-flat-on-street.test.ts.
  it('“flat 2 bed leeds” is still bedrooms and flats', async () => {
    const found = await soldResults(t, searchQs('flat 2 bed leeds'));
    expect(found.partlyRead?.bedroomsLeftOut).toBe(true);
    expect(found.partlyRead?.flatLeftOut).toBeUndefined();
    const [first] = found.partlyRead!.offers;
    expect(new URLSearchParams(first!.search).get('property_type')).toBe('F');
  });
});

describe('a street, a comma and a misspelt town', () => {
  it('offers the street in the town meant, counted as followed', async () => {
    const street = await streetOf('street', await districtsOf(t, YORK), true);
    const typed = `${street}, yrok`;
    const found = await soldResults(t, searchQs(typed));
    // It offered "‘…’ in York (North Yorkshire)" with no sales figure.
    const offers = found.streetBeforeComma?.offers ?? [];
    expect(offers[0]?.label).toBe(`${titled(street)} in York, North Yorkshire`);
    await countedAsFollowed(offers);
    // "high st, yrok": the street as the address writes it.
    const short = await soldResults(t, searchQs(`${street.replace(/street$/, 'st')}, yrok`));
    expect(short.streetBeforeComma?.offers[0]?.label).toBe(offers[0]!.label);
    expect(await soldEmptyNote(get, searchQs(typed))).toMatch(
      new RegExp(
        `^No place called ‘yrok’\\. Did you mean ${titled(street)} in York, North Yorkshire \\(\\d[\\d,]* sales?\\)`,
      ),
    );
  });

  it('offers the town meant, counted, when no sale of the street is there', async () => {
    const york = await districtsOf(t, YORK);
    const street = await streetOf('street', york, false);
    const typed = `${street}, yrok`;
    const found = await soldResults(t, searchQs(typed));
    expect(found.streetBeforeComma?.streetFound).toBe(false);
    const offers = found.streetBeforeComma!.offers;
    expect(offers[0]?.label).toBe('York, North Yorkshire');
    expect(offers[0]?.count).toBe(
      await soldCount(t, 'postcode_district = ANY($1::text[])', [york]),
    );
    await countedAsFollowed(offers);
  });
});

describe('a bungalow said with how it is built', () => {
  it.each([
    ['semi-detached bungalows in york', 'S'],
    ['terraced bungalow york', 'T'],
  ])('“%s” offers York’s houses of that build first', async (text, code) => {
    const typed = searchQs(text);
    const found = await soldResults(t, typed);
    // It offered every house in York first, then its detached houses.
    expect(found.partlyRead?.bungalowsLeftOut).toBe(true);
    const types = found.partlyRead!.offers.map((o) =>
      new URLSearchParams(o.search).get('property_type'),
    );
    expect(types[0]).toBe(code);
    expect(types).not.toContain('D');
    expect(types).not.toContain('D,S,T');
    expect(found.partlyRead!.offers[0]!.count).toBe(
      await soldCount(t, `property_type = $1 AND postcode_district = ANY($2::text[])`, [
        code,
        await districtsOf(t, YORK),
      ]),
    );
    await countedAsFollowed(found.partlyRead!.offers);
  });
});

describe('“the cres” and a town', () => {
  it('offers the Crescents, the ending written out', async () => {
    const york = await districtsOf(t, YORK);
    expect(await soldCount(t, 'street ILIKE $1', ['%the cres%'])).toBe(0);
    const found = await soldResults(t, searchQs('the cres york'));
    const offers = found.streetNowhere?.offers ?? [];
    // It said "Every street named … Cres".
    const inYork = await countIn('crescent', york);
    expect(offers.map((o) => o.label)).toEqual([
      ...(inYork ? ['Every street named … Crescent in York'] : []),
      'Every street named … Crescent',
    ]);
    expect(offers.at(-1)!.count).toBe(await soldCount(t, 'street ILIKE $1', ['%crescent%']));
    await countedAsFollowed(offers);
  });
});
