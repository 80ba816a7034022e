import { describe, expect, it } from 'vitest';
import { GraphQLError } from './graphql.server';
import {
  arrayRelationStatement,
  compileOrderBy,
  compileWhere,
  listStatement,
  newCompiler,
  paging,
  type OrderBy,
} from './sql.server';
import { aggregateStatement, mergedCountStatement, splitAggregateRow } from './aggregate.server';
import { TABLES } from './tables.server';

const lots = TABLES.auction_properties;

function where(exp: Record<string, unknown>) {
  const c = newCompiler();
  return { sql: compileWhere(c, lots, exp, 't'), params: c.params.values };
}

function errorOf(fn: () => unknown): GraphQLError {
  try {
    fn();
  } catch (err) {
    return err as GraphQLError;
  }
  throw new Error('expected an error');
}

describe('compileWhere', () => {
  it('casts every value as a parameter of the column type', () => {
    expect(where({ id: { _eq: '5' }, title: { _ilike: '%x%' }, lat: { _gt: 51.5 } })).toEqual({
      sql: 't.id = $1::bigint AND t.title ILIKE $2::text AND t.lat > $3::double precision',
      params: ['5', '%x%', 51.5],
    });
  });

  it('compiles _in/_nin to ANY over an array parameter and _is_null without one; a derived column reads its SQL', () => {
    expect(
      where({ lot_status: { _in: ['Sold'], _nin: ['Withdrawn'] }, auction_id: { _is_null: true } }),
    ).toEqual({
      sql: 'lot_state(t.lot_status, t.auction_date, t.auction_end_date) = ANY($1::text[]) AND NOT (lot_state(t.lot_status, t.auction_date, t.auction_end_date) = ANY($2::text[])) AND t.auction_id IS NULL',
      params: [['Sold'], ['Withdrawn']],
    });
  });

  it('compiles an empty _in list to FALSE and an empty _nin list to TRUE, with no parameter', () => {
    expect(where({ postcode_district: { _in: [] }, price: { _gte: 1 } })).toEqual({
      sql: 'FALSE AND coalesce(t.sold_price, t.guide_price_min) >= $1::integer',
      params: [1],
    });
    expect(where({ postcode_district: { _nin: [] } })).toEqual({ sql: 'TRUE', params: [] });
  });

  it('sends jsonb as text cast to jsonb, and arrays with @> / <@', () => {
    expect(
      where({ history: { _contains: [{ event: 'sold' }] }, image_urls: { _contained_in: ['a'] } }),
    ).toEqual({
      sql: 't.history @> $1::text::jsonb AND t.image_urls <@ $2::text[]',
      params: ['[{"event":"sold"}]', ['a']],
    });
  });

  it('combines _and/_or/_not, empty lists meaning true/false', () => {
    expect(
      where({ _or: [{ id: { _eq: '1' } }, { _not: { id: { _eq: '2' } } }], _and: [] }).sql,
    ).toBe('(t.id = $1::bigint OR NOT (t.id = $2::bigint)) AND TRUE');
    expect(where({ _or: [] }).sql).toBe('FALSE');
    expect(where({}).sql).toBe('TRUE');
  });

  it('filters through relations with EXISTS and fresh aliases', () => {
    expect(
      where({ auction_house: { name: { _eq: 'A' } }, auction: { title: { _eq: 'B' } } }).sql,
    ).toBe(
      'EXISTS (SELECT 1 FROM auction_houses r1 WHERE r1.id = t.auction_house_id AND r1.name = $1::text) AND ' +
        'EXISTS (SELECT 1 FROM auctions r2 WHERE r2.id = t.auction_id AND r2.title = $2::text)',
    );
  });

  it('uses the full-text index expression for _search', () => {
    expect(where({ _search: 'garden flat' })).toEqual({
      sql: "t.search_vector @@ plainto_tsquery('english', $1::text)",
      params: ['garden flat'],
    });
  });

  it('refuses nulls, bad LIKE patterns and NUL characters with BAD_USER_INPUT', () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { title: { _eq: null } },
        'where.title._eq must not be null (use _is_null to match missing values).',
      ],
      [{ _not: null }, 'where._not must not be null.'],
      [
        { title: { _like: 'a\\' } },
        'where.title._like must not end with a single backslash (escape it as \\\\).',
      ],
      [
        { title: { _eq: 'a\u0000' } },
        'Text values must not contain the NUL character or broken Unicode.',
      ],
      [{ nope: { _eq: 1 } }, 'Unknown field where.nope.'],
      [
        { history: { _contains: JSON.parse('['.repeat(40) + ']'.repeat(40)) } },
        'JSON values may be nested at most 32 levels deep.',
      ],
    ];
    for (const [exp, message] of cases) {
      const err = errorOf(() => where(exp));
      expect(err).toBeInstanceOf(GraphQLError);
      expect(err.message).toBe(message);
      expect(err.extensions.code).toBe('BAD_USER_INPUT');
    }
    // An escaped trailing backslash is fine.
    expect(where({ title: { _like: 'a\\\\' } }).params).toEqual(['a\\\\']);
  });
});

describe('compileOrderBy', () => {
  const order = (o: unknown) => compileOrderBy(newCompiler(), lots, o as never, 't');

  it('maps the six directions and adds the primary key as tiebreaker', () => {
    expect(order([{ guide_price_min: 'asc' }, { auction_date: 'desc' }])).toBe(
      't.guide_price_min ASC NULLS LAST, t.auction_date DESC NULLS FIRST, t.id ASC',
    );
    expect(order({ bedrooms: 'asc_nulls_first' })).toBe('t.bedrooms ASC NULLS FIRST, t.id ASC');
    expect(order({ bedrooms: 'desc_nulls_last' })).toBe('t.bedrooms DESC NULLS LAST, t.id ASC');
    expect(order(null)).toBe('t.id ASC');
  });

  it('does not add the primary key twice', () => {
    expect(order({ id: 'desc' })).toBe('t.id DESC NULLS FIRST');
  });

  it('orders by an object relation through a scalar subquery', () => {
    expect(order({ auction_house: { name: 'asc' } })).toBe(
      '(SELECT r1.name FROM auction_houses r1 WHERE r1.id = t.auction_house_id LIMIT 1) ASC NULLS LAST, t.id ASC',
    );
  });
});

describe('paging', () => {
  it('defaults to 12 from 0 and allows up to 100', () => {
    expect(paging({})).toEqual({ limit: 12, offset: 0 });
    expect(paging({ limit: 100, offset: 10_000 })).toEqual({ limit: 100, offset: 10_000 });
  });

  it('refuses (does not clamp) a limit over 100 and negative values', () => {
    expect(errorOf(() => paging({ limit: 101 })).message).toBe(
      'limit must be at most 100 (got 101).',
    );
    expect(errorOf(() => paging({ limit: -1 })).message).toBe(
      'limit must be a whole number of at least 0.',
    );
    expect(errorOf(() => paging({ offset: -1 })).message).toBe(
      'offset must be a whole number of at least 0.',
    );
    expect(errorOf(() => paging({ limit: 500 }, 'x.y')).message).toBe(
      'x.y: limit must be at most 100 (got 500).',
    );
  });
});

describe('statements', () => {
  it('one parameterised statement per list, never a value in the text', () => {
    const st = listStatement(lots, {
      where: { title: { _eq: "'; DROP TABLE x; --" } },
      limit: 5,
      offset: 10,
    });
    expect(st.sql).toMatch(
      /^SELECT t\.id AS id, .* FROM auction_properties t WHERE t\.title = \$1::text ORDER BY t\.id ASC LIMIT \$2::integer OFFSET \$3::integer$/,
    );
    expect(st.sql).not.toContain('DROP');
    expect(st.sql).not.toContain('search_vector');
    expect(st.params).toEqual(["'; DROP TABLE x; --", 5, 10]);
  });

  it('selects dates as text so no driver shifts them', () => {
    expect(listStatement(TABLES.sold_house_prices, {}).sql).toContain(
      't.date_of_transfer::text AS date_of_transfer',
    );
  });

  it('reads a short _in list of postcode districts one district at a time, then pages the merge', () => {
    const sold = TABLES.sold_house_prices;
    const st = listStatement(sold, {
      where: {
        _and: [{ postcode_district: { _in: ['ls6', 'ls7', 'ls6'] } }, { price: { _gte: 1 } }],
      },
      order_by: [{ date_of_transfer: 'desc' }],
      limit: 12,
      offset: 24,
    });
    expect(st.sql).toBe(
      `SELECT ${st.sql.slice(7, st.sql.indexOf(' FROM '))} FROM unnest($1::text[]) AS k(v) CROSS JOIN LATERAL (` +
        'SELECT t.* FROM sold_house_prices t WHERE t.postcode_district = k.v AND (t.price >= $2::integer) ' +
        // Only the rows on or after the district's 36th newest date are fetched from the table.
        'AND t.date_of_transfer >= (SELECT min(b.x) FROM (SELECT u.date_of_transfer AS x ' +
        'FROM sold_house_prices u WHERE u.postcode_district = k.v AND (u.price >= $6::integer) ' +
        'ORDER BY u.date_of_transfer DESC NULLS FIRST LIMIT $3::integer) b) ' +
        'ORDER BY t.date_of_transfer DESC NULLS FIRST, t.transaction_id ASC LIMIT $3::integer) t ' +
        'ORDER BY t.date_of_transfer DESC NULLS FIRST, t.transaction_id ASC LIMIT $4::integer OFFSET $5::integer',
    );
    // Each value once (a repeated value would repeat its rows); each district's first 36 rows.
    expect(st.params).toEqual([['ls6', 'ls7'], 1, 36, 12, 24, 1]);
  });

  it('bounds each value by its first order column only when that column is stored and never null', () => {
    const sold = TABLES.sold_house_prices;
    const where = { postcode_district: { _in: ['ls6', 'ls7'] } };
    const sqlFor = (order_by: OrderBy[]) => listStatement(sold, { where, order_by }).sql;
    expect(sqlFor([{ price: 'asc' }])).toContain(
      'AND t.price <= (SELECT max(b.x) FROM (SELECT u.price AS x FROM sold_house_prices u ' +
        'WHERE u.postcode_district = k.v AND TRUE ORDER BY u.price ASC NULLS LAST LIMIT $2::integer) b)',
    );
    // A nullable first column (NULLs sort first or last): no bound, the plain per-value list.
    expect(sqlFor([{ street: 'desc' }, { price: 'desc' }])).not.toContain('(SELECT min(b.x)');
    expect(sqlFor([{ street: 'desc' }])).toContain('CROSS JOIN LATERAL');
  });

  it('keeps one scan for no value, an unordered list, an _in under _or, or a long list', () => {
    const sold = TABLES.sold_house_prices;
    const order_by = [{ date_of_transfer: 'desc' }];
    const many = Array.from({ length: 65 }, (_, i) => `d${i}`);
    for (const args of [
      { where: { postcode_district: { _in: [] } }, order_by },
      { where: { postcode_district: { _in: ['ls6', 'ls7'] } } },
      { where: { _or: [{ postcode_district: { _in: ['ls6', 'ls7'] } }] }, order_by },
      { where: { postcode_district: { _in: many } }, order_by },
      { where: { postcode_district: { _in: ['ls6', 'ls7'], _neq: 'ls8' } }, order_by },
    ]) {
      expect(listStatement(sold, args).sql).toMatch(/^SELECT .* FROM sold_house_prices t WHERE /);
    }
    // One value (twice) is read in order from its index too.
    expect(
      listStatement(sold, { where: { street: { _in: ['MILL LANE', 'MILL LANE'] } }, order_by }).sql,
    ).toContain('FROM unnest($1::text[]) AS k(v) CROSS JOIN LATERAL');
    // Lots declare no fan-out column.
    expect(
      listStatement(lots, {
        where: { postcode_district: { _in: ['a', 'b'] } },
        order_by: [{ auction_date: 'asc' }],
      }).sql,
    ).not.toContain('LATERAL');
  });

  it('counts with the same condition', () => {
    expect(aggregateStatement(lots, { bedrooms: { _gte: 3 } }, new Set())).toEqual({
      sql: 'SELECT count(*)::int AS count FROM auction_properties t WHERE t.bedrooms >= $1::smallint',
      params: [3],
    });
  });

  it('merges sibling counts into one statement, each condition a FILTER of its own', () => {
    const { statement, errors } = mergedCountStatement(lots, [
      { bedrooms: { _gte: 3 } },
      { title: { _eq: 'bad \u0000' } },
      null,
    ]);
    expect(errors.size).toBe(1);
    expect(errors.has(1)).toBe(true);
    expect(statement).toEqual({
      sql:
        'SELECT count(*) FILTER (WHERE t.bedrooms >= $1::smallint)::int AS "0:count", ' +
        'count(*) FILTER (WHERE TRUE)::int AS "2:count" ' +
        'FROM auction_properties t WHERE (t.bedrooms >= $1::smallint) OR (TRUE)',
      params: [3],
    });
    expect(splitAggregateRow({ '0:count': 4, '2:count': 9, '2:max.price': 1 }, 2)).toEqual({
      count: 9,
      'max.price': 1,
    });
  });

  it('adds each requested function over every numeric column to the same statement', () => {
    const sold = TABLES.sold_house_prices;
    const st = aggregateStatement(sold, { price: { _gt: 0 } }, new Set(['avg', 'max'] as const));
    expect(st.sql).toContain('avg(t.price)::float8 AS "avg.price"');
    expect(st.sql).toContain('max(t.price)::float8 AS "max.price"');
    expect(st.sql).not.toContain('min(');
    expect(st.params).toEqual([0]);
  });

  it('batches an array relation for many parents in one LATERAL statement', () => {
    const rel = TABLES.auction_houses.relations.find((r) => r.name === 'auction_properties')!;
    const st = arrayRelationStatement(
      rel,
      ['1', '2'],
      { limit: 3, order_by: [{ auction_date: 'desc' }] },
      'p',
    );
    expect(st.sql).toContain(
      'FROM unnest($1::bigint[]) WITH ORDINALITY AS p(key, ord) CROSS JOIN LATERAL',
    );
    expect(st.sql).toContain(
      'WHERE t.auction_house_id = p.key AND TRUE ORDER BY t.auction_date DESC NULLS FIRST, t.id ASC LIMIT $2::integer OFFSET $3::integer',
    );
    expect(st.params).toEqual([['1', '2'], 3, 0]);
  });
});
