import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

const { get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

/**
 * The home page's form sends its empty boxes (`radius=&property_type=&…`). A misspelt town there
 * offered "Search Manchester: 19 lots" twice (the two links differing in parameter order), and
 * "Remove “manchster”" led to a page of empty boxes, so "Clear filters" showed beside it.
 */
describe('an empty search offers each way out once', () => {
  it('a misspelt town from the home page’s form: one offer of the town, links without empty boxes', async () => {
    const data = await listings(
      'location=manchster&radius=&property_type=&guide_price_min=&guide_price_max=',
    );
    const townOffers = data.relax.filter((r) => r.action === 'Search Manchester');
    expect(townOffers).toHaveLength(1);
    expect(townOffers[0]!.search).toBe('?location=Manchester');
    expect(data.relax.find((r) => r.action.startsWith('Remove'))?.search).toBe('');
    for (const offer of data.relax) expect(offer.search).not.toMatch(/=(&|$)/);
  });

  it('a misspelt town with a filter: the town and the filter, offered once', async () => {
    const data = await listings('location=leeeds&property_type=flats');
    const searches = data.relax.map((r) => [...new URLSearchParams(r.search)].sort().join('&'));
    expect(new Set(searches).size).toBe(searches.length);
    expect(data.relax.filter((r) => /^Search Leeds/.test(r.action))).toHaveLength(1);
  });

  it('“Clear filters” is not shown beside a “Remove” that already leads to every lot', async () => {
    const page = await get(
      '/listings?location=manchster&radius=&property_type=&guide_price_min=&guide_price_max=',
    );
    expect(page.text).not.toContain('Clear filters');
  });
});
