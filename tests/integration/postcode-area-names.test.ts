import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import type { AreaIndexData, AreaPageData } from '#shared/payloads/area-data';
import type { SuggestResponse } from '#schema/suggest';

/**
 * A postcode area was shown as "HP · Hemel Hempstead" on /postcodes, "HP, Hemel Hempstead" in the
 * Location box and "HP postcode area in Hemel Hempstead" in its page's title, read as a place in
 * Hemel Hempstead, though HP reaches High Wycombe and Aylesbury; its breadcrumb and links said
 * "HP" alone. It is now named as Royal Mail names it, by its post town: "HP (Hemel Hempstead)",
 * wherever a page names it.
 */

let t: TestApp;
let town: string;
const name = () => `HP (${town})`;
beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  const { rows } = await t.db.query<{ name: string }>(
    "SELECT l.name FROM postcodes p JOIN locations l ON l.slug = p.location_slug WHERE p.slug = 'hp'",
  );
  town = rows[0]!.name;
}, 120_000);
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const payload = async <T>(path: string, key: string): Promise<T> => {
  const res = await get(`${path}/_payload.json`);
  expect(res.status, path).toBe(200);
  return res.body.loaderData[key] as T;
};

describe('a postcode area is named by its post town', () => {
  it('on /postcodes', async () => {
    const data = await payload<AreaIndexData>('/postcodes', 'postcodes');
    const hp = data.groups.flatMap((g) => g.links).find((l) => l.path === '/postcodes/hp')!;
    expect(hp.label).toBe(name());
    expect(hp.note).toBeUndefined();
  });

  it('on its page: heading, title, breadcrumb and links, not as a place in the town', async () => {
    const data = await payload<AreaPageData>('/postcodes/hp', 'postcode');
    expect(data.heading).toBe(`${name()} postcode area`);
    expect(data.meta.title).toBe(`${name()} postcode area: auctions and sold prices`);
    expect(data.summary).toBe(
      `Property auctions and sold house prices in the ${name()} postcode area.`,
    );
    expect(data.crumbs.at(-1)!.name).toBe(name());
    expect(data.lotsLink!.label).toMatch(new RegExp(` in HP \\(${town}\\)$`));
    expect(data.salesLink!.label).toBe(`All sold prices in ${name()}`);
    const district = await payload<AreaPageData>('/postcodes/hp11', 'postcode');
    expect(district.crumbs.map((c) => c.name)).toContain(name());
  });

  it('in the Location box and the searches', async () => {
    const suggest = (await get('/api/suggest?q=hp')).body as SuggestResponse;
    expect(suggest.suggestions[0]).toMatchObject({
      kind: 'area',
      label: name(),
      context: null,
      value: 'HP',
    });
    const lots = (await get('/listings?location=HP')).text;
    expect(lots).toContain(`Lots in the ${name()} postcode area`);
    expect(lots).toContain(`Sold prices in ${name()}`);
    const sold = (await get('/sold-house-prices?location=HP')).text;
    expect(sold).toContain(`<h1`);
    expect(sold).toContain(`Sold house prices in ${name()} postcode area`);
    // A district of HP we hold nothing for offers its area by the same name.
    const unknown = (await get('/listings?location=HP1')).text;
    expect(unknown).toContain(`${name()} postcode area</a>`);
  });
});

describe('an area filed under a place that is not its post town', () => {
  // London's areas read "E (Greater London)", a county, and EN "EN (Enfield Town)", a part of
  // Enfield: Royal Mail's post towns are London and Enfield, as every other area's page says.
  const POST_TOWNS = [
    ['e', 'E (London)'],
    ['sw', 'SW (London)'],
    ['wc', 'WC (London)'],
    ['en', 'EN (Enfield)'],
    ['hu', 'HU (Hull)'],
  ] as const;

  it('is named by its post town on /postcodes', async () => {
    const data = await payload<AreaIndexData>('/postcodes', 'postcodes');
    const labels = new Map(data.groups.flatMap((g) => g.links).map((l) => [l.path, l.label]));
    for (const [slug, label] of POST_TOWNS) expect(labels.get(`/postcodes/${slug}`)).toBe(label);
    expect([...labels.values()].filter((l) => /Greater London|Enfield Town/.test(l))).toEqual([]);
  });

  it.each(POST_TOWNS)(
    '/postcodes/%s, its suggestion and its lot search say %s',
    async (slug, label) => {
      const data = await payload<AreaPageData>(`/postcodes/${slug}`, 'postcode');
      expect(data.heading).toBe(`${label} postcode area`);
      const suggest = (await get(`/api/suggest?q=${slug}`)).body as SuggestResponse;
      expect(suggest.suggestions.find((s) => s.kind === 'area')?.label).toBe(label);
      const lots = (await get(`/listings?location=${slug.toUpperCase()}`)).text;
      expect(lots).toContain(`Lots in the ${label} postcode area`);
    },
  );
});
