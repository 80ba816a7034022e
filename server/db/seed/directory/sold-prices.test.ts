import { describe, expect, it } from 'vitest';
import { loadGbCities } from './cities.server';
import { buildPlaces } from './places';
import { buildPostcodes } from './postcodes';
import { Rng } from './prng';
import { SOLD_COLUMN_NAMES, soldPriceBatches } from './sold-prices';

describe('generated sold prices', () => {
  const places = buildPlaces(loadGbCities());
  const book = buildPostcodes(new Rng(1729).fork('postcodes'), places.majorTowns, places.towns);
  const col = (name: string) => SOLD_COLUMN_NAMES.indexOf(name as never);
  const rows: Array<{ key: string; type: string; price: number; date: string; category: string }> =
    [];
  for (const batch of soldPriceBatches(
    new Rng(7).fork('sold'),
    book,
    new Date('2026-11-28T00:00:00Z'),
    60_000,
    20_000,
  )) {
    for (let i = 0; i < batch[0]!.length; i++)
      rows.push({
        key: `${batch[col('postcode')]![i]} ${batch[col('saon')]![i] ?? ''} ${batch[col('paon')]![i]}`,
        type: String(batch[col('property_type')]![i]),
        price: Number(batch[col('price')]![i]),
        date: String(batch[col('date_of_transfer')]![i]),
        category: String(batch[col('ppd_category')]![i]),
      });
  }
  const byAddress = new Map<string, typeof rows>();
  for (const r of rows) byAddress.set(r.key, [...(byAddress.get(r.key) ?? []), r]);
  // Numbered addresses ("11 CHERRY ROAD"): a name ("ROSE COTTAGE", "KINGS COURT") may be drawn for
  // two numbers of one postcode, and is then two homes under one name.
  const repeats = [...byAddress.entries()]
    .filter(([key, sales]) => sales.length > 1 && /\s\d+$/.test(key))
    .map(([, sales]) => sales);

  it('one address is one kind of home in every sale of it', () => {
    expect(repeats.length).toBeGreaterThan(100);
    for (const sales of repeats) expect(new Set(sales.map((s) => s.type)).size).toBe(1);
  });

  it('a home sold twice within a year sells for about the same', () => {
    const DAY = 86_400_000;
    let pairs = 0;
    for (const sales of repeats) {
      const standard = sales.filter((s) => s.category === 'A');
      for (const a of standard)
        for (const b of standard) {
          if (a === b || Math.abs(Date.parse(a.date) - Date.parse(b.date)) > 365 * DAY) continue;
          pairs++;
          expect(Math.max(a.price, b.price) / Math.min(a.price, b.price)).toBeLessThan(1.6);
        }
    }
    expect(pairs).toBeGreaterThan(10);
  });
});
