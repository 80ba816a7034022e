import { CARD_FIELDS } from '#schema/entities';
import type { CardsQuery } from './schema';
import { londonDayOf } from '#schema/london-time';

type Value = CardsQuery['filters'][number]['value'];

/**
 * Replaces the tokens: NOW → the request time (ISO), or on a column of dates the day it is in
 * London (the graph's `date` takes only YYYY-MM-DD); NULL → null; also inside lists.
 */
export function resolveTokens(value: Value, now: Date, onDates = false): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveTokens(v, now, onDates));
  if (value === 'NOW') return onDates ? londonDayOf(now) : now.toISOString();
  if (value === 'NULL') return null;
  return value;
}

/** Whether a filter's field (`column` or `relation.column`) holds dates; the server knows. */
export type IsDateField = (field: string) => boolean;

/** Sets `{ relation: { column: leaf } }` for a dotted field. */
function nest(field: string, leaf: unknown): Record<string, unknown> {
  return field
    .split('.')
    .reverse()
    .reduce<unknown>((acc, key) => ({ [key]: acc }), leaf) as Record<string, unknown>;
}

/** One filter → a Hasura bool_exp; `_eq NULL` / `_neq NULL` become `_is_null` checks (SQL null semantics). */
function condition(
  f: CardsQuery['filters'][number],
  now: Date,
  isDateField: IsDateField,
): Record<string, unknown> {
  const value = resolveTokens(f.value, now, isDateField(f.field));
  if (value === null && (f.op === '_eq' || f.op === '_neq'))
    return nest(f.field, { _is_null: f.op === '_eq' });
  if (f.op === '_is_null')
    return nest(f.field, { _is_null: value === true || value === 'true' || value === null });
  return nest(f.field, { [f.op]: value });
}

export function toGraphVariables(q: CardsQuery, now: Date, isDateField: IsDateField = () => false) {
  return {
    where: { _and: q.filters.map((f) => condition(f, now, isDateField)) },
    order_by: q.order.map((o) => nest(o.field, o.direction)),
    limit: q.limit,
  };
}

export function cardsQueryDocument(dataset: CardsQuery['dataset']): string {
  return `query CardsByQuery($where: ${dataset}_bool_exp, $order_by: [${dataset}_order_by!], $limit: Int) {
  items: ${dataset}(where: $where, order_by: $order_by, limit: $limit) { ${CARD_FIELDS[dataset]} }
}`;
}
