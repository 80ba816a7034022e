/**
 * Names buyers search by that group places our list files under other regions and counties:
 * "anglesey" (its towns, filed under Gwynedd) offered Arlesey, Bedfordshire; "scottish borders"
 * and "east anglia" offered nothing. Each is now a place, searched as the places it groups, and the
 * page says which (decision 149). Counts expected come from SQL over the places' slugs.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { groupOf, lotsUnder as lotsUnderIn } from '../helpers/grouped-places';
import { districtsOf, soldCount, soldResults } from '../helpers/sold-price-search';

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);
const lotsUnder = (slugs: readonly string[]) => lotsUnderIn(t, slugs);

describe('a name that groups places of our list', () => {
  it('“anglesey” is the island’s towns, said so', async () => {
    const towns = groupOf('wales/anglesey');
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locations WHERE slug = ANY($1::text[])',
      [towns],
    );
    // Every town listed is a place of the seed's list.
    expect(rows[0]!.n).toBe(towns.length);
    for (const written of ['anglesey', 'Isle of Anglesey', 'ynys mon']) {
      const page = await listings(new URLSearchParams({ location: written }).toString());
      // It said "No place called ‘anglesey’. Did you mean Arlesey?"
      expect(page.place?.label, written).toBe('Isle of Anglesey');
      expect(page.place?.searchedAs, written).toMatch(
        new RegExp(
          `^Isle of Anglesey is searched as the ${towns.length} places we list in it, among them Holyhead, `,
        ),
      );
      expect(page.total, written).toBe(await lotsUnder(towns));
    }
  });

  it('“east anglia” is Norfolk, Suffolk and Cambridgeshire, in both searches', async () => {
    const counties = groupOf('england/east-anglia');
    const page = await listings('location=east+anglia');
    expect(page.place?.searchedAs).toBe(
      'East Anglia is searched as Norfolk, Suffolk and Cambridgeshire.',
    );
    expect(page.total).toBe(await lotsUnder(counties));
    expect(page.total).toBeGreaterThan(0);
    expect(await sentTo('/listings?search=houses+in+east+anglia')).toEqual({
      location: 'East Anglia',
      property_type: 'houses',
    });
    const districts = (await Promise.all(counties.map((c) => districtsOf(t, c)))).flat();
    const sold = await soldResults(t, 'location=East+Anglia');
    expect(sold.stats.count).toBe(
      await soldCount(t, 'postcode_district = ANY($1::text[])', [districts]),
    );
    expect(sold.stats.count).toBeGreaterThan(0);
  });

  it('“scottish borders” and “the borders” are its three lieutenancy areas', async () => {
    const areas = groupOf('scotland/scottish-borders');
    for (const written of ['scottish borders', 'the borders']) {
      const page = await listings(new URLSearchParams({ location: written }).toString());
      expect(page.place?.label, written).toBe('Scottish Borders');
      expect(page.place?.searchedAs, written).toBe(
        'Scottish Borders is searched as Berwickshire, Roxburgh, Ettrick and Lauderdale and Tweeddale.',
      );
      expect(page.total, written).toBe(await lotsUnder(areas));
    }
  });
});
