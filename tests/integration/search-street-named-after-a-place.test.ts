import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * A street named after a place is the street: "london road" offered "Search Greater London,
 * “road”: 34 lots", "church lane" the lots within 10 miles of Church, Lancashire whose text says
 * "lane", and "york street" asked "Did you mean York, “street”?" over the York Street it found.
 * The sold-price search read them so already (decision 133); both now share the rule.
 */

const { get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const placeIn = (search: string) => new URLSearchParams(search).get('location');

describe('a street named after a place, in the lot search', () => {
  it.each(['london road', 'leeds road', 'church lane', 'bath road', 'york street', 'lodnon road'])(
    '“%s” is searched as the street, and no offer splits it into a place and a word',
    async (said) => {
      const qs = `search=${encodeURIComponent(said)}`;
      const res = await get(`/listings?${qs}`);
      expect(res.status, 'searched as typed, not sent to a place').toBe(200);
      const data = await listings(qs);
      expect(data.reading?.search ?? '', 'no "Did you mean" place').not.toMatch(/location=/);
      expect(data.relax.map((r) => placeIn(r.search)).filter(Boolean)).toEqual([]);
    },
  );

  it('reads the town written after the street (“york road leeds”)', async () => {
    // Offered as the reading over the lots found, or, with none, as a way to find some.
    const data = await listings('search=york+road+leeds');
    const offered = [data.reading?.search, ...data.relax.map((r) => r.search)];
    expect(offered.map((search) => placeIn(search ?? ''))).toContain('Leeds');
  });
});
