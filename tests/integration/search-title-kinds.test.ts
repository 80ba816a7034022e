import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';
import { lotTextWhere } from '#schema/lot-search-text';

/**
 * A kind of lot said in the search and matched in titles ("shop", "end terrace", "detached
 * bungalow") is the lot's title saying it, as a phrase: not its address or place (weight A held
 * them with the title until migration 067), nor the words apart.
 */

const LOTS: [title: string, address: string | null, location: string | null][] = [
  ['Three-bedroom terraced house', '4 Shop Lane', 'Wickham, Hampshire'],
  ['Shop with two-bedroom flat above', '12 High Street', 'Leeds, West Yorkshire'],
  ['Vacant shop premises', '3 Market Place', 'Bristol'],
  ['Two-bedroom mid-terrace house', '8 Park Road', 'Crouch End, London'],
  ['Three-bedroom end-of-terrace house', '2 Mill Lane', 'Leeds, West Yorkshire'],
  ['End terrace house', '9 Church Street', 'York, North Yorkshire'],
  ['Mid-terrace house with end garden', '1 Long Row', 'Derby, Derbyshire'],
  ['Two-bedroom detached bungalow', '5 Elm Close', 'Poole, Dorset'],
  ['Detached dormer bungalow', '6 Elm Close', 'Poole, Dorset'],
  ['Two-bedroom semi-detached bungalow', '7 Elm Close', 'Poole, Dorset'],
  ['Semi bungalow', '9 Elm Close', 'Poole, Dorset'],
  ['Office building', '1 Office Row', 'Leeds, West Yorkshire'],
  ['Two-bedroom flat', '20 Office Row', 'Leeds, West Yorkshire'],
  ['One-bedroom flat', 'Flat 9, Maple Court', 'Leeds, West Yorkshire'],
  ['Studio flat', 'Flat 19, 9 Maple Court', 'York, North Yorkshire'],
];

describe.each(testLanes())('a kind of lot is found in titles, as a phrase (%s)', (lane) => {
  let t: TestDb;
  let g: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'title-kinds' });
    await t.db.exec(`INSERT INTO auction_houses (slug, name) VALUES ('house', 'House')`);
    for (const [title, address, location] of LOTS)
      await t.db.query(
        `INSERT INTO auction_properties (auction_house_id, title, address, location)
         VALUES (1, $1, $2, $3)`,
        [title, address, location],
      );
    g = graphTestApp(t.db);
  }, 60_000);
  afterAll(async () => {
    await t?.dispose();
  });

  /** The titles of the lots a search's words find, as the results page asks the graph. */
  async function titlesFound(words: string): Promise<string[]> {
    const res = await request(g.app)
      .post('/graphql')
      .send({
        query:
          'query ($w: auction_properties_bool_exp) { auction_properties(where: $w, order_by: {title: asc}) { title } }',
        variables: { w: { _and: lotTextWhere(words) } },
      });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return (res.body.data.auction_properties as { title: string }[]).map((l) => l.title);
  }

  it('“shop” and “office” are lots titled so, not lots on Shop Lane or Office Row', async () => {
    expect(await titlesFound('shop')).toEqual([
      'Shop with two-bedroom flat above',
      'Vacant shop premises',
    ]);
    expect(await titlesFound('office')).toEqual(['Office building']);
  });

  it('“end terrace” is an end-of-terrace title, not Crouch End or an end garden', async () => {
    expect(await titlesFound('end of terrace')).toEqual([
      'End terrace house',
      'Three-bedroom end-of-terrace house',
    ]);
    expect(await titlesFound('mid terrace')).toEqual([
      'Mid-terrace house with end garden',
      'Two-bedroom mid-terrace house',
    ]);
  });

  it('a detached bungalow is no semi-detached one, and a semi bungalow either kind of title', async () => {
    expect(await titlesFound('detached bungalow')).toEqual([
      'Detached dormer bungalow',
      'Two-bedroom detached bungalow',
    ]);
    expect(await titlesFound('semi bungalow')).toEqual([
      'Semi bungalow',
      'Two-bedroom semi-detached bungalow',
    ]);
  });

  it('two kinds a lot is one of, said joined, are either: “shops and offices”', async () => {
    // Each was asked for as well as the other: 0 lots.
    const either = ['Office building', 'Shop with two-bedroom flat above', 'Vacant shop premises'];
    expect(await titlesFound('shops and offices')).toEqual(either);
    expect(await titlesFound('shop or office')).toEqual(either);
    expect(await titlesFound('end terrace or mid terrace')).toEqual([
      'End terrace house',
      'Mid-terrace house with end garden',
      'Three-bedroom end-of-terrace house',
      'Two-bedroom mid-terrace house',
    ]);
    // The phrase said once for both: "end" was a word of its own, found beside mid-terraces.
    expect(await titlesFound('end or mid terrace')).toEqual([
      'End terrace house',
      'Mid-terrace house with end garden',
      'Three-bedroom end-of-terrace house',
      'Two-bedroom mid-terrace house',
    ]);
    // A shop with an office is still both.
    expect(await titlesFound('shop with office')).toEqual([]);
  });

  it('“flat 9” is the address’s Flat 9, not any flat with a 9 in its text', async () => {
    expect(await titlesFound('flat 9')).toEqual(['One-bedroom flat']);
    expect(await titlesFound('flat 9 maple court')).toEqual(['One-bedroom flat']);
    expect(await titlesFound('flat 19')).toEqual(['Studio flat']);
  });

  it('the address and place are still found as words', async () => {
    expect(await titlesFound('crouch end')).toEqual(['Two-bedroom mid-terrace house']);
    expect(await titlesFound('shop lane')).toEqual(['Three-bedroom terraced house']);
  });
});
