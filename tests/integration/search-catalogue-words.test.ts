import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { all, FOR_SALE, lit, mentions, TYPES, typeIn } from '../helpers/lot-truth';
import { PAGE_SIZE } from '#schema/listing-query';
import type { ListingsData } from '#shared/payloads/directory-data';

/**
 * Decision 112: a lot search reads the lot's description as well as its title, and a buyer's word
 * for who sells or how a lot is let finds the catalogue's. "repossessions", "probate" and "hmo"
 * found no lot, as no title says who sells or how a house is let; the catalogues say it in the
 * description ("Sold on behalf of the LPA receivers", "let as a licensed house in multiple
 * occupation").
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

/**
 * Lots for sale whose own text says one of the catalogue's words (case aside): the title or the
 * description, or the title alone.
 */
async function saying(
  where: 'title or description' | 'title',
  ...words: string[]
): Promise<number[]> {
  const text = where === 'title' ? 'a.title' : "concat_ws(' ', a.title, a.description)";
  const said = words.map((w) => `${text} ~* ${lit(`\\m${w}`)}`).join(' OR ');
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, `(${said})`)}`,
  );
  return rows.map((r) => Number(r.id)).sort((x, y) => x - y);
}

async function found(qs: string): Promise<number[]> {
  const first = await listings(qs);
  const ids = first.items.map((l) => Number(l.id));
  for (let page = 2; page <= Math.ceil(first.total / PAGE_SIZE); page++)
    ids.push(...(await listings(`${qs}&page=${page}`)).items.map((l) => Number(l.id)));
  expect(ids).toHaveLength(first.total);
  return ids.sort((x, y) => x - y);
}

describe('who sells, and how a lot is let, in a buyer’s words', () => {
  it.each([
    ['repossessions', 'title or description', ['repossession', 'receivers', 'mortgagees']],
    ['repossessed', 'title or description', ['repossession', 'receivers', 'mortgagees']],
    ['probate', 'title or description', ['probate', 'executors']],
    ['hmo', 'title or description', ['hmo', 'multiple occupation']],
    ['pubs', 'title', ['pub', 'public house']],
  ] as const)(
    '“%s” finds every lot for sale whose %s says one of %j, and only those',
    async (typed, where, words) => {
      const expected = await saying(where, ...words);
      expect(expected.length, `lots for sale that say ${words.join(' or ')}`).toBeGreaterThan(0);
      expect(await found(`search=${encodeURIComponent(typed)}`)).toEqual(expected);
    },
  );

  it('“refurbishment” is every lot that needs work, not those “refurbished in recent years”', async () => {
    const refurbished = await saying('title or description', 'refurbished in recent years');
    expect(refurbished.length, 'lots for sale refurbished in recent years').toBeGreaterThan(0);
    // Titled so, or a description that says the lot needs it ("The premises need refurbishment":
    // a commercial lot's title does not say so).
    const titled = await saying(
      'title',
      'refurbishment',
      'improvement',
      'modernisation',
      'renovation',
      'repair',
    );
    const described = await saying(
      'title or description',
      'needs? (of )?(refurbishment|modernisation)',
      'programme of refurbishment',
    );
    expect(described.filter((id) => !titled.includes(id)).length).toBeGreaterThan(0);
    const needsWork = await found('search=needs+work');
    expect(needsWork).toEqual([...new Set([...titled, ...described])].sort((x, y) => x - y));
    // Typed alone, the catalogue's word is the kind: it was the 68 lots of 217 titled with it.
    expect(await found('search=refurbishment')).toEqual(needsWork);
    expect(needsWork.filter((id) => refurbished.includes(id))).toEqual([]);
  });

  it('“no work needed” and its like are the lots for sale that do not need work', async () => {
    // Read as typed, the first three found lots that need work (their text says "need" or
    // "work"), and the last two none ("does" and "doesn't" were words to find).
    const needsWork = await found('search=needs+work');
    const forSale = (await listings('')).total;
    expect(needsWork.length).toBeGreaterThan(0);
    for (const typed of [
      'no work needed',
      'house that needs no work',
      'no need for modernisation',
      'does not need refurbishment',
      'doesn’t need work',
      'doesn’t need any work',
    ]) {
      const answer = await listings(`search=${encodeURIComponent(typed)}`);
      const shown = answer.items.map((l) => Number(l.id));
      expect(
        shown.filter((id) => needsWork.includes(id)),
        typed,
      ).toEqual([]);
      if (!typed.startsWith('house')) expect(answer.total, typed).toBe(forSale - needsWork.length);
      else expect(answer.total, typed).toBeGreaterThan(0);
    }
  });

  it('a word only a description holds is found: “cash buyers”, “cottage”', async () => {
    for (const words of ['cash buyers', 'cottage']) {
      const { rows } = await t.db.query<{ id: string }>(
        `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, mentions(words))}`,
      );
      const expected = rows.map((r) => Number(r.id)).sort((x, y) => x - y);
      expect(expected.length, words).toBeGreaterThan(0);
      expect(await found(`search=${encodeURIComponent(words)}`)).toEqual(expected);
    }
  });
});

describe('“detached” among other words', () => {
  it('finds the lots titled detached, never a semi-detached one', async () => {
    // The index reads "semi-detached" as "semi", "detached" and "semi-detached": "detached house
    // with garden" listed semi-detached houses first.
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(
        FOR_SALE,
        mentions('garden'),
        `a.title ~* '(^|[^-a-z])detached'`,
        `a.title !~* 'semi[- ]?detached'`,
        `a.property_type IS DISTINCT FROM 'Semi-detached house'`,
      )}`,
    );
    const expected = rows.map((r) => Number(r.id)).sort((x, y) => x - y);
    expect(expected.length, 'detached lots for sale with a garden').toBeGreaterThan(0);
    // Without "with": "detached with garden" is the Detached house type and the word.
    const ids = await found('search=detached+garden');
    expect(ids).toEqual(expected);
    const semis = await found('search=semi+detached+garden');
    expect(semis.length, 'semi-detached lots with a garden').toBeGreaterThan(0);
    expect(semis.filter((id) => ids.includes(id))).toEqual([]);
  });
});

describe('why a lot was found, on its card', () => {
  it('a word only the description holds is shown in the line of it that holds it', async () => {
    // "cash buyers" found lots titled "Three-bedroom semi-detached house": the card said nothing
    // of cash buyers, and the buyer could not tell why it was there.
    const data = await listings('search=cash+buyers');
    expect(data.items.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ id: string; titled: boolean }>(
      `SELECT a.id::text AS id,
              to_tsvector('english', concat_ws(' ', a.title, a.address, a.location, a.postcode))
                @@ plainto_tsquery('english', 'cash buyers') AS titled
         FROM auction_properties a WHERE a.id = ANY($1::bigint[])`,
      [data.items.map((l) => l.id)],
    );
    for (const { id, titled } of rows) {
      const excerpt = data.excerpts[id];
      if (titled) expect(excerpt, id).toBeUndefined();
      else expect(excerpt, id).toMatch(/\[\[(cash|buyers)\]\]/i);
    }
    expect(Object.keys(data.excerpts).length).toBeGreaterThan(0);
    // A kind of lot in the catalogue's words: the word it was found by is the one marked.
    const probate = await listings('search=probate');
    expect(Object.values(probate.excerpts).length).toBeGreaterThan(0);
    for (const excerpt of Object.values(probate.excerpts))
      expect(excerpt).toMatch(/\[\[(probate|executors)\]\]/i);
    const page = await get('/listings?search=probate');
    expect(page.text).toContain('From the description: ');
    expect(page.text).toMatch(/<mark[^>]*>(probate|executors)<\/mark>/i);
  });

  it('a search its titles answer, or no search, shows no line of description', async () => {
    expect((await listings('search=pubs')).excerpts).toEqual({});
    expect((await listings('property_type=flats')).excerpts).toEqual({});
  });
});

describe('“council”: the lot, not its Council Tax band', () => {
  // Every residential description gives its "Council Tax band" (Northern Ireland's: "Domestic
  // rates are payable to the council"), so "council" found 739 of the lots for sale and "ex
  // council house" offered "Leave out “ex”: 411 lots" of houses that were never the council's.
  const notTax = `regexp_replace(concat_ws(' ', a.title, a.description), 'council[[:space:]-]+tax|payable to the council', ' ', 'gi') ~* '\\mcouncil'`;

  it('finds only the lots that say “council” other than of its tax', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE ${all(FOR_SALE, `a.description ~* 'council tax band'`)}
        ORDER BY a.id LIMIT 1`,
    );
    const exCouncil = Number(rows[0]!.id);
    await t.db.query(
      `UPDATE auction_properties
          SET description = 'Ex-council, bought from the council in 1988. ' || description
        WHERE id = $1`,
      [exCouncil],
    );
    const { rows: said } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, notTax)}`,
    );
    const expected = said.map((r) => Number(r.id)).sort((x, y) => x - y);
    expect(expected).toContain(exCouncil);
    expect(await found('search=council')).toEqual(expected);
    const excerpt = (await listings('search=council')).excerpts[String(exCouncil)];
    expect(excerpt).toMatch(/\[\[council\]\]/i);
    // A buyer's words for it find the catalogue's: "ex council", "ex-local authority".
    const { rows: ex } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(
        FOR_SALE,
        `concat_ws(' ', a.title, a.description) ~* '\\m(ex|former)[- ](council|local authority)'`,
      )}`,
    );
    expect(ex.map((r) => Number(r.id))).toContain(exCouncil);
    for (const said of ['ex+council', 'ex-local+authority', 'former+council'])
      expect(await found(`search=${said}`), said).toEqual(
        ex.map((r) => Number(r.id)).sort((x, y) => x - y),
      );
  });

  it('“council house” is the houses that say “council”, never those that pay Council Tax', async () => {
    // Of the houses, only one the test above made ex-council (if it is a house), and none of the
    // hundreds whose description gives their band.
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE ${all(FOR_SALE, notTax, typeIn(...TYPES.houses))}`,
    );
    expect(await found('search=council+house')).toEqual(
      rows.map((r) => Number(r.id)).sort((x, y) => x - y),
    );
  });
});

describe('“views”: the lot’s, not how to view it', () => {
  // Every description says how to view the lot ("Viewings are by block appointment"), and the
  // stemmer makes "viewings" and "views" one word: "flat with views" was every flat.
  const saysViews = `concat_ws(' ', a.title, a.address, a.location, a.postcode,
    regexp_replace(a.description, '\\mviewings?\\M', ' ', 'gi')) ~* '\\mview(s|ed)?\\M'`;

  it('finds only the lots whose text says view or views', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE ${all(FOR_SALE, `a.description ~* 'viewings'`)}
        ORDER BY a.id LIMIT 1`,
    );
    const withViews = Number(rows[0]!.id);
    await t.db.query(
      `UPDATE auction_properties
          SET description = 'Far-reaching views over the valley. ' || description
        WHERE id = $1`,
      [withViews],
    );
    const { rows: said } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, saysViews)}`,
    );
    const expected = said.map((r) => Number(r.id)).sort((x, y) => x - y);
    expect(expected).toContain(withViews);
    expect(await found('search=views')).toEqual(expected);
    // Far fewer than every lot for sale, which each say how to view them.
    expect(expected.length).toBeLessThan((await listings('')).total / 2);
  });
});

describe('“block”: the lot’s, not its block viewings', () => {
  // Every description says "Viewings are by block appointment", so after migration 057 left out
  // "viewing(s)", "block" still found all 822 lots, "block of flats" every flat and "office
  // block" every commercial lot. Only a lot whose text says block otherwise is found.
  const saysBlock = `concat_ws(' ', a.title, a.address, a.location, a.postcode,
    regexp_replace(a.description, '\\mblock[[:space:]]+(appointments?|viewings?)\\M', ' ', 'gi')) ~* '\\mblocks?\\M'`;

  it('finds only the lots whose text says block, and “block of flats” only among them', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a
        WHERE ${all(FOR_SALE, typeIn(...TYPES.flats), `a.description ~* 'block appointment'`)}
        ORDER BY a.id LIMIT 1`,
    );
    const inBlock = Number(rows[0]!.id);
    await t.db.query(
      `UPDATE auction_properties
          SET description = 'Sold as a freehold block of six flats. ' || description
        WHERE id = $1`,
      [inBlock],
    );
    const { rows: said } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(FOR_SALE, saysBlock)}`,
    );
    const expected = said.map((r) => Number(r.id)).sort((x, y) => x - y);
    expect(expected).toContain(inBlock);
    expect(await found('search=block')).toEqual(expected);
    expect(expected.length).toBeLessThan((await listings('')).total / 2);
    // "block of flats" finds the one made so, and no lot only for its block viewings.
    const res = await get('/listings?search=block+of+flats');
    const qs =
      res.status === 302
        ? new URL(res.headers.location!, 'http://x.test').search.slice(1)
        : 'search=block+of+flats';
    const blockOfFlats = await found(qs);
    expect(blockOfFlats).toContain(inBlock);
    expect(blockOfFlats.filter((id) => !expected.includes(id))).toEqual([]);
  });
});

describe('“for sale”: every lot is', () => {
  it('“pub for sale” is the pubs', async () => {
    // It found none: as text, "sale" is in no pub's catalogue.
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${all(
        FOR_SALE,
        `concat_ws(' ', a.title, a.description) ~* '\\m(pubs?|public houses?)\\M'`,
      )}`,
    );
    const pubs = rows.map((r) => Number(r.id)).sort((x, y) => x - y);
    expect(pubs.length).toBeGreaterThan(0);
    expect(await found('search=pub+for+sale')).toEqual(pubs);
  });
});

describe('a street in the words', () => {
  it('is found as its words next to each other, not each anywhere in the lot’s text', async () => {
    // "union street" listed a house on Union Grove "in an established residential street".
    let looser = 0;
    for (const street of ['union street', 'high street', 'station road', 'church lane']) {
      const { rows } = await t.db.query<{ id: string; phrase: boolean }>(
        `SELECT a.id::text AS id,
                concat_ws(' ', a.title, a.address, a.location, a.postcode, a.description)
                  ~* ${lit(`\\m${street.replace(' ', '\\s+')}\\M`)} AS phrase
           FROM auction_properties a
          WHERE ${all(FOR_SALE, `a.search_vector @@ plainto_tsquery('english', ${lit(street)})`)}`,
      );
      const expected = rows
        .filter((r) => r.phrase)
        .map((r) => Number(r.id))
        .sort((x, y) => x - y);
      looser += rows.length - expected.length;
      expect(await found(`search=${encodeURIComponent(street)}`), street).toEqual(expected);
    }
    expect(
      looser,
      'lots holding the words apart, which the search no longer lists',
    ).toBeGreaterThan(0);
  });
});

describe('a street as addresses shorten it', () => {
  it('“union st” and “station rd” find the lots on Union Street and Station Road', async () => {
    // "union st" found no lot and offered "Leave out “st”": the lots say "Street".
    const unionStreet = await found('search=union+street');
    expect(unionStreet.length).toBeGreaterThan(0);
    expect(await found('search=union+st')).toEqual(unionStreet);
    expect(await found('search=station+rd')).toEqual(await found('search=station+road'));
  });

  it('a lot whose address writes “Rd” is found by “road” and by “rd”', async () => {
    const { rows } = await t.db.query<{ id: string; name: string }>(
      `SELECT a.id::text AS id, (regexp_match(a.address, '([A-Z][a-z]+) Road'))[1] AS name
         FROM auction_properties a
        WHERE ${all(FOR_SALE, `a.address ~ '[A-Z][a-z]+ Road'`, `a.title !~* 'road'`)}
          AND a.address !~* '(station|leeds|york|london) road'
        ORDER BY a.id LIMIT 1`,
    );
    const lot = rows[0]!;
    // The feed writes it short everywhere (a description saying "Road" would find the lot).
    const shorten = (from: string, to: string) =>
      t.db.query(
        `UPDATE auction_properties
            SET address = replace(address, $2, $3), description = replace(description, $2, $3)
          WHERE id = $1`,
        [lot.id, from, to],
      );
    await shorten(`${lot.name} Road`, `${lot.name} Rd`);
    try {
      for (const said of [`${lot.name} road`, `${lot.name} rd`])
        expect(await found(`search=${encodeURIComponent(said)}`), said).toContain(Number(lot.id));
    } finally {
      await shorten(`${lot.name} Rd`, `${lot.name} Road`);
    }
  });
});

describe('a street in a town with nothing for sale on it', () => {
  it('offers the town, and the street wherever it is; never the same name miles off, nor half the street', async () => {
    // A street some lot for sale is on, none of them in Leeds (the test data's differ).
    const { rows } = await t.db.query<{ street: string }>(
      `SELECT DISTINCT lower((regexp_match(a.address, '([A-Z][a-z]+ Street)'))[1]) AS street
         FROM auction_properties a
        WHERE ${all(FOR_SALE, `a.address ~ '[A-Z][a-z]+ Street'`)} ORDER BY 1`,
    );
    let street = '';
    let data: ListingsData | undefined;
    for (const { street: s } of rows) {
      if (/^(leeds|york|london|high) /.test(s)) continue;
      data = await listings(`search=${encodeURIComponent(`${s} leeds`)}`);
      if (data.total === 0) {
        street = s;
        break;
      }
    }
    expect(street).not.toBe('');
    if (!data) throw new Error('no street');
    const onStreet = (await listings(`search=${encodeURIComponent(street)}`)).total;
    const inLeeds = (await listings('location=Leeds')).total;
    expect(onStreet).toBeGreaterThan(0);
    // "union street leeds" offered "Search within 50 mi of Leeds, “union street”" (a Union Street
    // in Hull) and "Leave out “union”" ("street leeds" as words).
    expect(data.relax.slice(0, 2).map(({ action, count }) => ({ action, count }))).toEqual([
      { action: 'Search Leeds', count: inLeeds },
      { action: `Search “${street}”`, count: onStreet },
    ]);
    const [name] = street.split(' ');
    const actions = data.relax.map((r) => r.action).join(' | ');
    expect(actions).not.toContain('within');
    expect(actions).not.toContain(`“${name}”`);
    expect(actions).not.toContain('“street”');
    // "street" after a street's name is no Street, Somerset.
    const garden = await listings('search=garden+flat+union+street');
    expect(garden.relax.map((r) => r.action).join(' | ')).not.toMatch(/of Street|Street,/);
  });
});

describe('a street found in a lot’s address', () => {
  it('shows the address on the card, the street marked, as the card names only the town', async () => {
    const { rows } = await t.db.query<{ id: string; address: string }>(
      `SELECT a.id::text AS id, a.address FROM auction_properties a
        WHERE ${all(FOR_SALE, `a.address ~* '\\mhigh street\\M'`, `a.title !~* 'high'`)}
        ORDER BY a.id LIMIT 1`,
    );
    const lot = rows[0]!;
    const data = await listings('search=high+street');
    expect(data.items.map((l) => String(l.id))).toContain(lot.id);
    const shown = data.matchedAddresses[lot.id]!;
    expect(shown.replace(/\[\[|\]\]/g, '')).toBe(lot.address);
    expect(shown).toMatch(/\[\[High\]\] \[\[Street\]\]|\[\[High Street\]\]/);
    const page = await get('/listings?search=high+street');
    expect(page.text).toContain('<span class="sr-only">Address: </span>');
    expect(page.text).toMatch(
      /<mark[^>]*>High<\/mark> <mark[^>]*>Street<\/mark>|<mark[^>]*>High Street<\/mark>/,
    );
    // A word only a description holds shows no address.
    expect((await listings('search=cash+buyers')).matchedAddresses).toEqual({});
  });
});

describe('a term of the catalogues that nothing for sale says', () => {
  it('is left out whole, never one of its words: “ground rent” was every ground floor flat', async () => {
    // The seed's lots say "ground floor" and never "ground rent"; checked, not assumed.
    expect(await saying('title or description', 'ground rent')).toEqual([]);
    expect((await saying('title or description', 'ground')).length).toBeGreaterThan(0);
    const page = await listings('search=ground+rent');
    expect(page.total).toBe(0);
    // It offered "Leave out “rent”": the lots saying "ground", its ground floor flats.
    for (const offer of page.relax) {
      expect(offer.action).not.toMatch(/^Leave out “(ground|rent)”/);
      expect(['ground', 'rent']).not.toContain(new URLSearchParams(offer.search).get('search'));
    }
    // With another word, the term goes whole: "ground rent investment" offers "investment".
    const more = await listings('search=ground+rent+investment');
    const left = more.relax.map((o) => new URLSearchParams(o.search).get('search'));
    expect(left).not.toContain('ground investment');
    expect(left).not.toContain('rent investment');
  });

  it('a kind of lot said in several words is left out whole: “house by the sea”', async () => {
    // Nothing for sale by the sea: each lot that says so is withdrawn first.
    const seaside = ['sea', 'seafront', 'seaside', 'coast', 'coastal', 'beach'];
    await t.db.query(
      `UPDATE auction_properties a SET lot_status = 'Withdrawn'
        WHERE ${all(FOR_SALE, seaside.map(mentions).join(' OR '))}`,
    );
    const page = await listings('search=house+by+the+sea');
    expect(page.total).toBe(0);
    // It offered "Leave out “sea”": a search for "house by the", every house.
    const left = page.relax.map((o) => new URLSearchParams(o.search).get('search'));
    expect(left).not.toContain('house by the');
    for (const offer of page.relax) expect(offer.action).not.toBe('Leave out “sea”');
  });
});

describe('agents’ short forms of the house types', () => {
  const { sentTo } = searchAnswers(get);

  it.each([
    ['3 bed det', { property_type: 'Detached house', bedrooms: '3', bedrooms_max: '3' }],
    ['semi-det', { property_type: 'Semi-detached house' }],
    ['tce', { property_type: 'Terraced house' }],
    // Which terrace stays to be found in the titles, as it does for "mid terrace".
    ['mid tce', { property_type: 'Terraced house', search: 'mid terrace' }],
    ['eot', { property_type: 'Terraced house', search: 'end terrace' }],
  ])('“%s” is the type (it was 0 lots, with “Remove” the only offer)', async (said, expected) => {
    const sent = await sentTo(`/listings?search=${encodeURIComponent(said)}`);
    expect(sent).toEqual(expected);
    const lots = await listings(new URLSearchParams(sent).toString());
    expect(lots.total).toBeGreaterThan(0);
  });
});
