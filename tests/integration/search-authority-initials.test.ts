import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { soldResults } from '../helpers/sold-price-search';

/**
 * London boroughs and a few councils go by their initials in agents' particulars and on their own
 * letters: "RBKC", "H&F", "BCP". Each found nothing ("No place called rbkc"). They are now the
 * authority they stand for, in the Location box, the search box, the sold prices and the typeahead.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

describe('a local authority by its initials', () => {
  it('“rbkc” and “k&c” in the Location box are Kensington and Chelsea, with its lots', async () => {
    const named = await listings('location=Kensington+and+Chelsea');
    expect(named.total).toBeGreaterThan(0);
    for (const said of ['rbkc', 'RBKC', 'k%26c']) {
      const found = await listings(`location=${said}`);
      expect(found.place?.label, said).toBe('Kensington and Chelsea');
      expect(found.total, said).toBe(named.total);
    }
  });

  it('in the search box, with what else the words say', async () => {
    expect(await sentTo('/listings?search=flats+in+rbkc')).toEqual({
      location: 'Kensington and Chelsea',
      property_type: 'flats',
    });
    expect(await sentTo('/listings?search=houses+in+h%26f')).toEqual({
      location: 'Hammersmith and Fulham',
      property_type: 'houses',
    });
  });

  it('on the sold prices, the same sales as the name', async () => {
    const named = await soldResults(t, 'location=Bournemouth%2C+Christchurch+and+Poole');
    expect(named.stats.count).toBeGreaterThan(0);
    const found = await soldResults(t, 'location=bcp');
    expect(found.locationLabel).toBe(named.locationLabel);
    expect(found.stats.count).toBe(named.stats.count);
  });

  it('the typeahead offers the authority for its initials', async () => {
    const res = await get('/api/suggest?q=rbkc');
    expect(res.status).toBe(200);
    expect(res.body.suggestions.map((s: { label: string }) => s.label)).toContain(
      'Kensington and Chelsea',
    );
  });
});
