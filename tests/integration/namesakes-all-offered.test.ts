import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { PlaceSuggestion } from '#schema/place';
import type { ListingsData } from '#shared/payloads/directory-data';
import type { SoldPricesData } from '#shared/payloads/area-data';

/**
 * "Another Newport?" on a Newport search offered four of the five other Newports: the fifth could
 * not be reached from the page. Every other place of the name is now offered, on the lot search
 * and on the sold prices; a name shared by more places than the line lists says how many more and
 * how to reach them.
 */

const { t, get } = seededDirectoryApp();

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const linkText = (p: PlaceSuggestion) =>
  `>${escapeHtml(p.context ? `${p.label} (${p.context})` : p.label)}</a>`;

async function placesNamed(name: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM locations WHERE lower(name) = lower($1)',
    [name],
  );
  return rows[0]!.n;
}

describe('the other places of a name', () => {
  it('a Newport search offers every other Newport, on the lots and on the sold prices', async () => {
    const total = await placesNamed('Newport');
    expect(total).toBeGreaterThan(5);
    const lots = (await get('/listings/_payload.json?location=Newport')).body.loaderData
      .listings as ListingsData;
    const others = lots.place!.namesakes!;
    expect(others).toHaveLength(total - 1);
    const lotsHtml = (await get('/listings?location=Newport')).text;
    for (const p of others) expect(lotsHtml).toContain(linkText(p));

    const sold = (await get('/sold-house-prices/_payload.json?location=Newport')).body.loaderData[
      'sold-house-prices'
    ] as SoldPricesData;
    expect(sold.namesakes!.map((n) => n.value)).toEqual(others.map((n) => n.value));
    const soldHtml = (await get('/sold-house-prices?location=Newport')).text;
    for (const p of others) expect(soldHtml).toContain(linkText(p));
  });

  it('the most shared name offers each other place or says how many more and how to reach them', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT name FROM locations WHERE kind = 'town'
        GROUP BY name ORDER BY count(*) DESC, name LIMIT 1`,
    );
    const name = rows[0]!.name;
    const lots = (await get(`/listings/_payload.json?location=${encodeURIComponent(name)}`)).body
      .loaderData.listings as ListingsData;
    const others = lots.place!.namesakes ?? [];
    expect(others.length).toBeGreaterThan(1);
    const html = (await get(`/listings?location=${encodeURIComponent(name)}`)).text;
    const linked = others.filter((p) => html.includes(linkText(p)));
    const more = others.length - linked.length;
    if (more) expect(html).toContain(`${more} more share the name: type the county after it`);
    else expect(linked).toHaveLength(others.length);
  });
});
