import { describe, expect, it } from 'vitest';
import { getVariableValues, Kind, parse, type OperationDefinitionNode } from './graphql.server';
import { graphSchema } from './schema.server';
import { coerceTrusted, sameCoercion, trustedOperation } from './trusted-variables.server';

const schema = graphSchema();
const LISTINGS =
  parse(`query Listings($where: auction_properties_bool_exp, $order: [auction_properties_order_by!],
  $limit: Int, $offset: Int, $house: [bigint!], $withHouse: Boolean!) {
  items: auction_properties(where: $where, order_by: $order, limit: $limit, offset: $offset) { id }
  chosen: auction_houses(where: { id: { _in: $house } }, limit: 1) @include(if: $withHouse) { id }
}`);
const definitions = (LISTINGS.definitions[0] as OperationDefinitionNode).variableDefinitions!;
const graphqlJs = (values: Record<string, unknown>) =>
  getVariableValues(schema, definitions, values);

const where = {
  _and: [
    { _or: [{ location_slug: { _eq: 'england/west-yorkshire/leeds' } }] },
    // Keys out of the type's order: graphql-js writes them in the type's order.
    { price: { _lte: 200_000 }, bedrooms: { _gte: 2 }, property_type: { _in: ['Flat'] } },
    { closes_at: { _gt: '2026-11-29T14:24:10.332Z' }, id: { _in: '7' } },
    { _not: { lot_status: { _eq: 'Withdrawn' }, title: undefined } },
  ],
};
const values = {
  where,
  order: [{ price: 'asc_nulls_last' }, { id: 'asc' }],
  limit: 12,
  offset: 0,
  house: ['3'],
  withHouse: true,
  unused: 'ignored',
};

describe('trusted variables', () => {
  it('coerce as graphql-js does: values, key order, lists of one, scalars parsed', () => {
    const operation = trustedOperation(schema, LISTINGS)!;
    const ours = coerceTrusted(operation, values);
    const theirs = graphqlJs(values);
    expect(ours).not.toBeNull();
    expect(theirs.errors).toBeUndefined();
    expect(sameCoercion(ours, theirs.coerced)).toBe(true);
    // `_in: '7'` is a list of one; the second object's keys follow the type's order.
    type Where = { _and: Array<Record<string, unknown>> };
    const second = (ours!.where as Where)._and[1]!;
    expect(Object.keys(second)).toEqual(['property_type', 'bedrooms', 'price']);
    expect(Object.keys((theirs.coerced!.where as Where)._and[1]!)).toEqual(Object.keys(second));
    expect(sameCoercion({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
  });

  it('run with the variables declared as the pass-through scalar, each once', () => {
    const operation = trustedOperation(schema, LISTINGS)!;
    const declared = (
      operation.document.definitions[0] as OperationDefinitionNode
    ).variableDefinitions!.map((d) => (d.type.kind === Kind.NAMED_TYPE ? d.type.name.value : '?'));
    expect(declared).toEqual(['jsonb', 'jsonb', 'jsonb', 'jsonb', 'jsonb', 'jsonb']);
    expect(operation.variables.map((v) => v.name)).toEqual([
      'where',
      'order',
      'limit',
      'offset',
      'house',
      'withHouse',
    ]);
  });

  it('leave to graphql-js every value it would report, and what they cannot express', () => {
    const operation = trustedOperation(schema, LISTINGS)!;
    const bad = [
      { ...values, where: { no_such_field: { _eq: 1 } } },
      { ...values, where: { bedrooms: { _gte: 'two' } } },
      { ...values, where: [where] },
      { ...values, order: [{ price: 'sideways' }] },
      { ...values, withHouse: null },
      { limit: 12 },
    ];
    for (const value of bad) {
      expect(coerceTrusted(operation, value), JSON.stringify(value)).toBeNull();
      expect(graphqlJs(value).errors?.length, JSON.stringify(value)).toBeGreaterThan(0);
    }
    expect(
      trustedOperation(
        schema,
        parse('query A($n: Int = 3) { auction_properties(limit: $n) { id } }'),
      ),
    ).toBeNull();
    expect(trustedOperation(schema, parse('query A { auction_properties { id } }'))).toBeNull();
    expect(
      trustedOperation(
        schema,
        parse(
          'query A($n: Int) { a: auction_properties(limit: $n) { id } } query B { auction_properties { id } }',
        ),
      ),
    ).toBeNull();
  });
});
