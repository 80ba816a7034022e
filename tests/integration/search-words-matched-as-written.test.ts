import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, TYPES, all, lit, typeIn } from '../helpers/lot-truth';
import { EVERYDAY_WORDS } from '#schema/everyday-words';
import { MATCHED_AS_WRITTEN } from '#schema/lot-search-text';

/**
 * "house with pool" found the houses in Poole, none with a pool: the English stemmer makes
 * "Poole" and "pool" one word, and every Poole lot's address and description name the town. "house
 * with swimming pool" went to Pool, North Yorkshire (0 lots). A word about the home after "with"
 * is no place, and a word a town's name shares a stem with is also matched as written.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

/** Lots whose title, address or description says the word as written (or its plural). */
const saysAsWritten = (word: string) =>
  `concat_ws(' ', a.title, a.address, a.description) ~* ${lit(`\\m${word}s?\\M`)}`;

const idsWhere = async (where: string) =>
  (
    await t.db.query<{ id: string }>(
      `SELECT a.id::text AS id FROM auction_properties a WHERE ${where} ORDER BY a.id`,
    )
  ).rows.map((r) => r.id);

describe('a word that is also a town’s name to the stemmer', () => {
  it('a page of a type and a word about the home offers no place of that name', async () => {
    // "flat with pool" leads to the flats that say pool (none): the page offered "Search within
    // 10 mi of Pool, Flats". With a type chosen, a word about the home alone is what the lot has.
    for (const qs of [
      'search=pool&property_type=flats',
      'search=swimming+pool&property_type=flats',
    ]) {
      const page = await listings(qs);
      expect(page.total, qs).toBe(0);
      const offers = [page.reading?.search, ...page.relax.map((r) => r.search)];
      expect(
        offers.filter((o) => o?.includes('location=')),
        qs,
      ).toEqual([]);
    }
  });

  it('“house with pool” is the houses that say pool, none of Poole’s others', async () => {
    const poole = await idsWhere(
      all(FOR_SALE, typeIn(...TYPES.houses), `a.location LIKE 'Poole,%'`),
    );
    expect(poole.length, 'the seed has houses for sale in Poole').toBeGreaterThan(1);
    // One of them has a pool; the catalogue says so.
    await t.db.query(
      `UPDATE auction_properties
          SET description = description || ' To the rear is a heated swimming pool.'
        WHERE id = $1`,
      [poole[0]],
    );
    expect(await sentTo('/listings?search=house+with+pool')).toEqual({
      search: 'pool',
      property_type: 'houses',
    });
    const expected = await idsWhere(all(FOR_SALE, typeIn(...TYPES.houses), saysAsWritten('pool')));
    expect(expected).toContain(poole[0]);
    const found = await listings('search=pool&property_type=houses');
    expect(found.total).toBe(expected.length);
    expect(found.items.map((lot) => String(lot.id)).sort()).toEqual([...expected].sort());
    expect(found.items.map((lot) => String(lot.id))).not.toContain(poole[1]);
  });

  it('“house with swimming pool” is no house in Pool, North Yorkshire', async () => {
    expect(await sentTo('/listings?search=house+with+swimming+pool')).toEqual({
      search: 'swimming pool',
      property_type: 'houses',
    });
    // A place said after what the lot has still is the place.
    expect(await sentTo('/listings?search=flat+with+parking+leeds')).toMatchObject({
      location: 'Leeds',
    });
  });

  it('matches as written every word about the home a place’s name shares a stem with', async () => {
    const { rows } = await t.db.query<{ word: string }>(
      `SELECT w AS word FROM unnest($1::text[]) w
        WHERE EXISTS (SELECT 1 FROM locations l
                       WHERE to_tsvector('english', l.name) = to_tsvector('english', w)
                         AND lower(l.name) <> w)
        ORDER BY w`,
      [[...EVERYDAY_WORDS, 'pools']],
    );
    const twins = rows.map((r) => r.word);
    expect(twins).toContain('pool');
    expect(twins.filter((w) => !MATCHED_AS_WRITTEN.has(w))).toEqual([]);
  });

  it('“flat with parking” is the flats that say parking, not those near a park', async () => {
    expect(await sentTo('/listings?search=flat+with+parking')).toEqual({
      search: 'with parking',
      property_type: 'flats',
    });
    const expected = await idsWhere(
      all(FOR_SALE, typeIn(...TYPES.flats), saysAsWritten('parking')),
    );
    const nearPark = await idsWhere(
      all(FOR_SALE, typeIn(...TYPES.flats), `a.description ~* '\\mparks?\\M'`),
    );
    expect(nearPark.filter((id) => !expected.includes(id)).length).toBeGreaterThan(0);
    // The card's line of the description marks the parking, never "near [[parks]]"; searched as
    // sent there ("with parking"), "with" is no word to mark either: nine of twelve cards read
    // "offered [[with]] vacant possession".
    for (const search of ['parking', 'with+parking']) {
      const found = await listings(`search=${search}&property_type=flats`);
      expect(found.total, search).toBe(expected.length);
      const marked = Object.values(found.excerpts).flatMap((line) =>
        [...line.matchAll(/\[\[(.+?)\]\]/g)].map((m) => m[1]!.toLowerCase()),
      );
      expect(marked.length, search).toBeGreaterThan(0);
      expect([...new Set(marked)], search).toEqual(['parking']);
    }
  });
});
