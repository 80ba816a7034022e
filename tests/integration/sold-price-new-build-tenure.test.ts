import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { soldCount, soldResults } from '../helpers/sold-price-search';
import { readHead } from '../helpers/page-head';

/**
 * HM Land Registry records whether a sale was a new build (old/new) and its tenure (duration): a
 * buyer comparing a new-build flat, or a leasehold one, with what sold nearby filters by them,
 * in the form, the URL, the words beside the count and the search box.
 */

const { t, get } = seededDirectoryApp();

const results = (qs: string) => soldResults(t, qs);

const dbCount = (where: string, params?: unknown[]) => soldCount(t, where, params);

/** The postcode district with the most new-build leasehold sales. */
async function busyDistrict(): Promise<string> {
  const { rows } = await t.db.query<{ d: string }>(
    `SELECT postcode_district AS d FROM sold_house_prices WHERE old_new = 'Y' AND duration = 'L'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  return rows[0]!.d;
}

describe('sold prices by new build and tenure', () => {
  it('counts, figures and lists only the sales they keep', async () => {
    const d = await busyDistrict();
    const cases = [
      ['new_build=only', "old_new = 'Y'"],
      ['new_build=exclude', "old_new = 'N'"],
      ['tenure=Freehold', "duration = 'F'"],
      ['tenure=leasehold&new_build=only', "duration = 'L' AND old_new = 'Y'"],
    ] as const;
    for (const [qs, sql] of cases) {
      const data = await results(`location=${d.toUpperCase()}&${qs}`);
      const n = await dbCount(`postcode_district = $1 AND ${sql}`, [d]);
      expect(n, qs).toBeGreaterThan(0);
      expect(data.stats.count, qs).toBe(n);
      const { rows } = await t.db.query<{ avg: number }>(
        `SELECT round(avg(price))::int AS avg FROM sold_house_prices
          WHERE postcode_district = $1 AND ${sql}`,
        [d],
      );
      expect(data.stats.average, qs).toBe(rows[0]!.avg);
      expect(data.items.length, qs).toBe(Math.min(12, n));
      for (const s of data.items) {
        if (qs.includes('new_build=only')) expect(s.old_new).toBe('Y');
        if (qs.includes('new_build=exclude')) expect(s.old_new).toBe('N');
        if (qs.includes('tenure=Freehold')) expect(s.duration).toBe('F');
        if (qs.includes('tenure=leasehold')) expect(s.duration).toBe('L');
      }
    }
  });

  it('a town: new builds and the others add up to all its sales', async () => {
    const all = await results('location=Leeds');
    const only = await results('location=Leeds&new_build=only');
    const none = await results('location=Leeds&new_build=exclude');
    expect(only.stats.count).toBeGreaterThan(0);
    expect(only.stats.count + none.stats.count).toBe(all.stats.count);
    const free = await results('location=Leeds&tenure=Freehold');
    const lease = await results('location=Leeds&tenure=Leasehold');
    expect(free.stats.count).toBeGreaterThan(lease.stats.count);
    expect(free.stats.count + lease.stats.count).toBeLessThanOrEqual(all.stats.count);
  });

  it('says them beside the count and in the description, and keeps them in the form', async () => {
    const d = (await busyDistrict()).toUpperCase();
    const res = await get(`/sold-house-prices?location=${d}&tenure=l&new_build=y`);
    expect(res.status).toBe(200);
    const html = res.text.replaceAll('<!-- -->', '');
    expect(html).toContain('Leasehold · new builds only');
    const head = readHead(html);
    expect(head.description).toMatch(new RegExp(`sales? in ${d}, leasehold, new builds only`));
    // The canonical URL spells the filters one way.
    expect(head.canonical).toContain(`?location=${d}&tenure=Leasehold&new_build=only`);
    expect(html).toMatch(/<option value="Leasehold" selected="">Leasehold<\/option>/);
    expect(html).toMatch(/<option value="only" selected="">New builds only<\/option>/);
  });

  it('ignores a value it does not know, as the other filters do', async () => {
    const res = await get('/sold-house-prices?location=LS6&tenure=commonhold&new_build=maybe');
    expect(res.status).toBe(200);
    const head = readHead(res.text);
    expect(head.canonical).toMatch(/\/sold-house-prices\?location=LS6$/);
  });

  it('reads "new build" and tenure words typed in the search box as these filters', async () => {
    const cases = [
      ['new build flats in Leeds', { location: 'Leeds', property_type: 'F', new_build: 'only' }],
      ['leasehold', { tenure: 'Leasehold' }],
      ['new-build, Leeds', { location: 'Leeds', new_build: 'only' }],
      [
        'freehold houses not new build',
        { tenure: 'Freehold', property_type: 'D,S,T', new_build: 'exclude' },
      ],
      // What is refused is left out: "not leasehold" was the leasehold sales (decision 164).
      ['not leasehold in Leeds', { location: 'Leeds', tenure: 'Freehold' }],
      ['not flats in York', { location: 'York', property_type: 'D,S,T,O' }],
      ['houses not flats in York', { location: 'York', property_type: 'D,S,T' }],
    ] as const;
    for (const [text, want] of cases) {
      const res = await get(`/sold-house-prices?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(302);
      const to = new URL(res.headers.location!, 'http://x.test');
      expect(to.pathname).toBe('/sold-house-prices');
      expect(Object.fromEntries(to.searchParams), text).toEqual(want);
    }
    // Price Paid does not tell bungalows apart: refused, they are no reading ("F,O" left out
    // every house).
    const bungalows = await get('/sold-house-prices?search=not+bungalows+in+York');
    expect(bungalows.headers.location ?? '').not.toContain('property_type');
    // Within a place the words narrow it; what they say replaces the filter chosen (decision 142).
    const inTown = await get(
      '/sold-house-prices?location=Leeds&tenure=Freehold&search=leasehold+new+homes',
    );
    expect(inTown.status).toBe(302);
    expect(
      Object.fromEntries(new URL(inTown.headers.location!, 'http://x.test').searchParams),
    ).toEqual({ location: 'Leeds', tenure: 'Leasehold', new_build: 'only' });
  });

  it('reads "terraced houses in York" as terraced sales in York, from either box', async () => {
    const want = { location: 'York', property_type: 'T' };
    for (const box of ['search', 'location']) {
      const res = await get(
        `/sold-house-prices?${box}=${encodeURIComponent('terraced houses in York')}`,
      );
      expect(res.status, box).toBe(302);
      const to = new URL(res.headers.location!, 'http://x.test');
      expect(Object.fromEntries(to.searchParams), box).toEqual(want);
    }
    // Words in the Location box that are no place and name no filter stay as they are.
    expect((await get('/sold-house-prices?location=Xylophone')).status).toBe(200);
    // A real place is never read as words.
    expect((await get('/sold-house-prices?location=York')).status).toBe(200);
  });

  it('keeps a street whose name holds such a word a street search', async () => {
    for (const text of ['Freehold Road', 'New Build Lane', '3 bed new build']) {
      const res = await get(`/sold-house-prices?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
    }
  });
});
