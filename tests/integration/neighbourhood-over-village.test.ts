import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { inDistrict, countLots } from '../helpers/lot-truth';
import { NEIGHBOURHOODS, OVER_VILLAGES } from '#server/areas/neighbourhoods';
import { placeKey } from '#server/areas/place-match';
import { MIGRATIONS } from '#server/db/migrate.server';
import type { SuggestResponse } from '#schema/suggest';

/**
 * Decision 144: "clifton" was Clifton, Bedfordshire (0 lots, nothing offered) where buyers mean
 * Bristol's BS8; "kennington" was Kennington, Kent before London's; "chorlton" a Cheshire hamlet
 * of 346 people before Chorlton-cum-Hardy. The neighbourhood or the place buyers mean takes the
 * bare name; the village keeps a value of its own ("Clifton, Bedfordshire"), reached from the
 * offer beside, its suggestion and its own page, and searches saved with the bare name stay on it.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const suggestions = async (q: string) =>
  (
    (await request(t.app).get(`/api/suggest?q=${encodeURIComponent(q)}`)).body as SuggestResponse
  ).suggestions.map((s) => ({ label: s.label, context: s.context, value: s.value }));

describe('a neighbourhood over a village of the same name', () => {
  it('“clifton” is Bristol’s BS8, with Clifton, Bedfordshire offered beside', async () => {
    const expected = await countLots(t, inDistrict('BS8'));
    expect(expected, 'the seed has lots in BS8').toBeGreaterThan(0);
    // Searched, or offered where nothing there is for sale and a street's name holds the word.
    const typed = await get('/listings?search=clifton');
    const led =
      typed.status === 302
        ? typed.headers.location
        : `/listings${(await listings('search=clifton')).emptyPlace?.search}`;
    expect(led).toBe('/listings?location=Clifton');
    const data = await listings('location=Clifton&lot_status=all');
    expect(data.total).toBe(expected);
    expect(data.place).toMatchObject({ label: 'Clifton', context: 'Bristol' });
    expect(data.place?.namesakes).toEqual([
      { label: 'Clifton', context: 'Bedfordshire', value: 'Clifton, Bedfordshire' },
    ]);
  });

  it('the village is reached by its own value, from its suggestion and its page', async () => {
    const village = await listings(`location=${encodeURIComponent('Clifton, Bedfordshire')}`);
    expect(village.place).toMatchObject({
      slug: 'england/bedfordshire/clifton',
      value: 'Clifton, Bedfordshire',
    });
    // The neighbourhood first, then the village by a value that reaches it.
    expect((await suggestions('clifton')).slice(0, 2)).toEqual([
      { label: 'Clifton', context: 'Bristol', value: 'Clifton' },
      { label: 'Clifton', context: 'Bedfordshire', value: 'Clifton, Bedfordshire' },
    ]);
    const page = await get('/locations/england/bedfordshire/clifton');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/location=Clifton(&|")/);
  });

  it('is the district’s sales on the sold-price search, the village offered', async () => {
    const data = await soldResults(t, 'location=Clifton');
    expect(data.stats.count).toBe(await soldCount(t, `split_part(postcode, ' ', 1) = 'BS8'`));
    expect(data.namesakes).toEqual([
      { label: 'Clifton', context: 'Bedfordshire', value: 'Clifton, Bedfordshire' },
    ]);
    const village = await soldResults(t, `location=${encodeURIComponent('Clifton, Bedfordshire')}`);
    expect(village.locationLabel).toBe('Clifton, Bedfordshire');
  });

  it('takes a name only from small villages, and only names listed to take one', async () => {
    const { rows } = await t.db.query<{ name: string; population: number | null }>(
      `SELECT name, population FROM locations`,
    );
    const ours = new Set(rows.map((r) => placeKey(r.name)));
    const taking = new Set(OVER_VILLAGES.map(placeKey));
    // One found only with its city ("west end london", decision 155) takes no name.
    const bare = NEIGHBOURHOODS.filter((n) => !n.withCityOnly);
    expect(
      bare
        .filter((n) => ours.has(placeKey(n.name)) && !taking.has(placeKey(n.name)))
        .map((n) => n.name),
    ).toEqual([]);
    const large = rows.filter((r) => taking.has(placeKey(r.name)) && (r.population ?? 0) >= 10_000);
    expect(large).toEqual([]);
  });
});

describe('London’s neighbourhoods over villages of their name (decision 150)', () => {
  it('“kilburn”, “bow”, “dalston”, “southgate” are London’s, the village offered beside', async () => {
    for (const [name, district, county] of [
      ['Kilburn', 'NW6', 'Derbyshire'],
      ['Bow', 'E3', 'Devon'],
      ['Dalston', 'E8', 'Cumbria'],
      ['Southgate', 'N14', 'Dyfed'],
    ]) {
      // Each was the village: 0 lots, London named nowhere.
      const page = await listings(`location=${name!.toLowerCase()}`);
      const said = page.place ?? page.unknownPlace;
      expect(said?.searchedAs, name).toBe(
        `${name} is searched as the ${district} postcode district.`,
      );
      const offered = page.place?.namesakes ?? page.unknownPlace?.suggestions ?? [];
      expect(offered, name).toContainEqual({
        label: name,
        context: county,
        value: `${name}, ${county}`,
      });
      const village = await listings(`location=${encodeURIComponent(`${name}, ${county}`)}`);
      expect(village.place?.context, name).toBe(county);
    }
  });
});

describe('two places of ours of one name, read as buyers mean them', () => {
  it('“kennington” is London’s, Kennington, Kent offered and suggested after it', async () => {
    expect(await sentTo('/listings?search=kennington')).toEqual({ location: 'Kennington' });
    const data = await listings('location=Kennington');
    expect(data.place).toMatchObject({ context: 'Greater London' });
    expect(data.place?.namesakes).toEqual([
      { label: 'Kennington', context: 'Kent', value: 'Kennington, Kent' },
    ]);
    const kennington = (await suggestions('kenn')).filter((s) => s.label === 'Kennington');
    expect(kennington.map((s) => s.context)).toEqual(['Greater London', 'Kent']);
  });

  it('“chorlton” is Chorlton-cum-Hardy, not the Cheshire hamlet', async () => {
    expect(await sentTo('/listings?search=chorlton')).toEqual({ location: 'Chorlton cum Hardy' });
    const hamlet = await listings(`location=${encodeURIComponent('Chorlton, Cheshire')}`);
    expect(hamlet.place).toMatchObject({ slug: 'england/cheshire/chorlton' });
  });
});

describe('a shared name typed beside the place the page has', () => {
  it('is the place of that name within it, on the lot search', async () => {
    // Each went to the city's neighbourhood or the better-known namesake, or offered only it.
    expect(await sentTo('/listings?location=Bedfordshire&search=clifton')).toEqual({
      location: 'Clifton, Bedfordshire',
    });
    expect(await sentTo('/listings?location=Kent&search=houses+kennington')).toEqual({
      location: 'Kennington, Kent',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?location=Cheshire&search=chorlton')).toEqual({
      location: 'Chorlton, Cheshire',
    });
    // The neighbourhood within its city, as before.
    expect(await sentTo('/listings?location=Bristol&search=clifton')).toEqual({
      location: 'Clifton',
    });
  });

  it('is the place of that name within it, on the sold-price search', async () => {
    expect(
      await sentTo('/sold-house-prices?location=Bedfordshire&search=flats+clifton'),
    ).toMatchObject({ location: 'Clifton, Bedfordshire', property_type: 'F' });
    expect(await sentTo('/sold-house-prices?location=Herefordshire&search=withington')).toEqual({
      location: 'Withington, Herefordshire',
    });
  });
});

describe('/locations/{name} of a neighbourhood', () => {
  it('leads to its lot search, as a region’s does (it was a 404)', async () => {
    const res = await get('/locations/clifton');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/listings?location=Clifton');
  });
});

describe('migration 059: searches saved with a village’s bare name', () => {
  const sql = MIGRATIONS.find(
    (m) => m.name === '059_saved_searches_keep_villages_named_by_neighbourhoods',
  )!.sql;

  it('stay on the village, by the value that reaches it; other searches are untouched', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, confirmed)
       VALUES ('villager@example.co.uk', 'villager', 'x', true) RETURNING id`,
    );
    const user = Number(rows[0]!.id);
    const save = (name: string, query: object) =>
      t.db.query(
        `INSERT INTO saved_searches (user_id, name, query, unsubscribe_token)
         VALUES ($1, $2, $3::jsonb, $4)`,
        [user, name, JSON.stringify(query), `village-${name}`],
      );
    // As the app saves them: the location in lower case (parseListingQuery).
    await save('clifton', { location: 'clifton', property_type: ['houses'] });
    await save('kennington', { location: 'Kennington ' });
    await save('headingley', { location: 'headingley' });
    // Already saved both ways: the bare one stays and now means the neighbourhood; no two
    // searches of the village, whose alerts would each send its lots.
    await save('clapham', { location: 'clapham', order_by: 'price_asc' });
    await save('clapham-beds', { location: 'clapham, bedfordshire', order_by: 'price_asc' });
    await save('kilburn', { location: 'kilburn' });
    await t.db.exec(sql);
    await t.db.exec(
      MIGRATIONS.find((m) => m.name === '063_saved_searches_keep_london_named_villages')!.sql,
    );
    const saved = await t.db.query<{ name: string; location: string }>(
      `SELECT name, query->>'location' AS location FROM saved_searches WHERE user_id = $1
        ORDER BY name`,
      [user],
    );
    expect(saved.rows).toEqual([
      { name: 'clapham', location: 'clapham' },
      { name: 'clapham-beds', location: 'clapham, bedfordshire' },
      { name: 'clifton', location: 'clifton, bedfordshire' },
      { name: 'headingley', location: 'headingley' },
      { name: 'kennington', location: 'kennington, kent' },
      { name: 'kilburn', location: 'kilburn, derbyshire' },
    ]);
  });

  it('names, for each bare name, a place of that name the bare name no longer means', async () => {
    // Migration 063 keeps the villages decision 150's London neighbourhoods took the name from.
    const later = MIGRATIONS.find(
      (m) => m.name === '063_saved_searches_keep_london_named_villages',
    )!.sql;
    const pairs = [...`${sql}${later}`.matchAll(/\('([a-z ]+)', '([^']+)'\)/g)].map(
      (m) => [m[1]!, m[2]!] as const,
    );
    expect(pairs.length).toBe(OVER_VILLAGES.length + 2);
    for (const [name, village] of pairs) {
      const bare = await listings(`location=${encodeURIComponent(name)}`);
      const kept = await listings(`location=${encodeURIComponent(village)}`);
      expect(placeKey(kept.place?.label ?? ''), village).toBe(name);
      expect(kept.place?.value.toLowerCase(), village).toBe(village);
      expect(kept.place?.slug, village).not.toBe(bare.place?.slug);
    }
  });
});
