import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, all, countLots } from '../helpers/lot-truth';

/**
 * London's and Glasgow's West End (decision 155): "West End London" was offered "West End of
 * London", a place of ours we hold no postcodes for (0 lots), and "glasgow west end" nothing. Each
 * is searched, with its city, as the postcode districts it is known by; "West End" alone stays the
 * Hampshire village of the name.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

/** Lots for sale in postcode districts matching a pattern (`^(w1[a-z]?|wc2[a-z]?)$`). */
const forSaleIn = (pattern: string) =>
  countLots(t, all(FOR_SALE, `lower(a.postcode_district) ~ '${pattern}'`));

describe('the West End', () => {
  it.each(['West End London', 'west end, london', 'london west end', 'West End of London'])(
    '“%s” is London’s W1 and WC2',
    async (said) => {
      const page = await listings(`location=${encodeURIComponent(said)}`);
      expect(page.place?.label, said).toBe('West End');
      expect(page.place?.context, said).toBe('London');
      expect(page.place?.searchedAs, said).toBe(
        'West End is searched as the W1 and WC2 postcode districts.',
      );
      const own = await forSaleIn('^(w1[a-z]?|wc2[a-z]?)$');
      expect(own).toBeGreaterThan(0);
      expect(page.total, said).toBe(own);
      // Its value finds it again: "West End" alone is Hampshire's.
      expect(page.place?.value).toBe('West End, London');
    },
  );

  it('“glasgow west end” is Glasgow’s G3, G11 and G12', async () => {
    const page = await listings('location=glasgow+west+end');
    expect(page.place).toMatchObject({ label: 'West End', context: 'Glasgow' });
    expect(page.total).toBe(await forSaleIn('^(g3|g11|g12)[a-z]?$'));
  });

  it('its sold prices are W1’s and WC2’s', async () => {
    const res = await get('/sold-house-prices/_payload.json?location=West+End+London');
    const data = res.body.loaderData['sold-house-prices'] as {
      locationLabel: string;
      stats: { count: number };
    };
    expect(data.locationLabel).toBe('West End');
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sold_house_prices
        WHERE lower(postcode_district) ~ '^(w1[a-z]?|wc2[a-z]?)$'`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(data.stats.count).toBe(rows[0]!.n);
  });

  it('the Location box offers both West Ends, each leading to its own', async () => {
    const res = await get('/api/suggest?q=west+end');
    const parts = (res.body.suggestions as Array<{ context: string; value: string }>).filter(
      (s) => s.context === 'London' || s.context === 'Glasgow',
    );
    expect(parts.map((s) => s.value).sort()).toEqual(['West End, Glasgow', 'West End, London']);
  });

  it('“West End” alone stays the Hampshire village', async () => {
    const page = await listings('location=West+End');
    expect(page.place).toMatchObject({ label: 'West End', context: 'Hampshire' });
  });
});
