import { describe, expect, it } from 'vitest';
import { resolveTokens, toGraphVariables } from './query';

const NOW = new Date('2026-11-23T09:00:00.000Z');

describe('cards-by-query tokens', () => {
  it('NOW becomes the request time and NULL becomes null, also inside lists', () => {
    expect(resolveTokens('NOW', NOW)).toBe('2026-11-23T09:00:00.000Z');
    expect(resolveTokens('NULL', NOW)).toBeNull();
    expect(resolveTokens(['NOW', 'x', 3], NOW)).toEqual(['2026-11-23T09:00:00.000Z', 'x', 3]);
    expect(resolveTokens('now', NOW)).toBe('now');
  });

  it('builds Hasura variables; _eq/_neq NULL become _is_null checks; dotted fields nest', () => {
    const vars = toGraphVariables(
      {
        dataset: 'auction_properties',
        filters: [
          { field: 'auction_date', op: '_gte', value: 'NOW' },
          { field: 'sold_price', op: '_eq', value: 'NULL' },
          { field: 'guide_price_min', op: '_neq', value: 'NULL' },
          { field: 'auction_house.name', op: '_ilike', value: '%allsop%' },
        ],
        order: [{ field: 'auction_date', direction: 'asc' }],
        limit: 6,
      },
      NOW,
    );
    expect(vars).toEqual({
      where: {
        _and: [
          { auction_date: { _gte: '2026-11-23T09:00:00.000Z' } },
          { sold_price: { _is_null: true } },
          { guide_price_min: { _is_null: false } },
          { auction_house: { name: { _ilike: '%allsop%' } } },
        ],
      },
      order_by: [{ auction_date: 'asc' }],
      limit: 6,
    });
  });
});
