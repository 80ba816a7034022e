import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * Found by a buyer's walk of the lot search (decision 166): "home counties" was the houses
 * searched for "counties" (0 lots); "care home" offered the houses; "townhouse" found nothing;
 * "leeds or york" offered Leeds only, beside lots on York Road in Leeds; "leeds/bradford" found
 * nothing and offered nothing.
 */

const { get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

describe('homes that are no house, and two places said together', () => {
  it('“home counties” is the Home Counties, not houses', async () => {
    expect(await sentTo('/listings?search=home+counties')).toEqual({
      location: 'The Home Counties',
    });
    expect(await sentTo('/listings?search=houses+in+the+home+counties')).toEqual({
      location: 'The Home Counties',
      property_type: 'houses',
    });
  });

  it('“care home” and “park home” are not the houses', async () => {
    for (const said of ['care+home', 'park+homes', 'retirement+homes']) {
      const res = await get(`/listings?search=${said}`);
      if (res.status === 302) expect(res.headers.location).not.toContain('property_type=houses');
      const data = await listings(`search=${said}`);
      expect(data.chips.map((c) => c.label)).not.toContain('Houses');
      expect(data.relax.map((r) => r.search).join(' ')).not.toContain('property_type=houses');
    }
  });

  it('“townhouse” is the houses', async () => {
    expect(await sentTo('/listings?search=townhouse+leeds')).toEqual({
      location: 'Leeds',
      property_type: 'houses',
    });
    expect(await sentTo('/listings?search=town+houses')).toEqual({ property_type: 'houses' });
  });

  it('“leeds or york” offers each place’s lots, counted', async () => {
    const [leeds, york] = await Promise.all([
      listings('location=Leeds'),
      listings('location=York'),
    ]);
    expect(leeds.total).toBeGreaterThan(0);
    expect(york.total).toBeGreaterThan(0);
    const data = await listings('search=leeds+or+york');
    const offers = data.total
      ? [data.reading, ...(data.reading?.also ?? [])].map((o) => [o?.labels.join(', '), o?.count])
      : data.relax.slice(0, 2).map((r) => [r.action.replace(/^Search /, ''), r.count]);
    expect(offers).toEqual([
      ['Leeds', leeds.total],
      ['York', york.total],
    ]);
  });

  it('two big towns as a list, “leeds, york”, “leeds,york”, “york leeds”, are as “leeds or york”', async () => {
    // "leeds york" was Leeds' lots with "york" in their text (on York Road), York never offered;
    // "leeds,york" was one word, and nothing offered.
    const offers = (d: Awaited<ReturnType<typeof listings>>) =>
      d.total
        ? [d.reading, ...(d.reading?.also ?? [])].map((o) => [o?.labels.join(', '), o?.count])
        : d.relax.slice(0, 2).map((r) => [r.action.replace(/^Search /, ''), r.count]);
    const or = offers(await listings('search=leeds+or+york'));
    expect(or.map(([label]) => label)).toEqual(['Leeds', 'York']);
    for (const said of ['leeds%2C+york', 'leeds%2Cyork', 'leeds+york', 'york+leeds'])
      expect(offers(await listings(`search=${said}`)), said).toEqual(or);
    // A locality and the town that says where it is stays the locality; a street stays a street.
    expect(await sentTo('/listings?search=sale+manchester')).toEqual({ location: 'Sale' });
    // A town whose name is an auction word beside a town is that word: "auction sale leeds" is
    // Leeds' lots that say "sale", not Leeds with Sale offered (the review found it).
    for (const said of ['auction+sale+leeds', 'manchester+sale']) {
      const data = await listings(`search=${said}`);
      const offered = [data.reading, ...(data.reading?.also ?? [])].flatMap((o) => o?.labels ?? []);
      expect(offered, said).not.toContain('Sale');
    }
    const street = await listings('search=leeds+york+road');
    expect(
      [street.reading, ...(street.reading?.also ?? [])].map((o) => o?.labels[0]),
    ).not.toContain('York');
  });

  it('“leeds/bradford” is either place, as “leeds or bradford”', async () => {
    const slash = await listings('search=leeds%2Fbradford');
    const or = await listings('search=leeds+or+bradford');
    const offers = (d: typeof slash) =>
      d.total
        ? [d.reading, ...(d.reading?.also ?? [])].map((o) => o?.labels.join(', '))
        : d.relax.slice(0, 2).map((r) => r.action);
    expect(offers(or)).toEqual(['Search Leeds', 'Search Bradford']);
    expect(offers(slash)).toEqual(offers(or));
  });
});
