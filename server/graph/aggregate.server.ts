import {
  GraphQLFloat,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLFieldConfigMap,
  type GraphQLResolveInfo,
} from './graphql.server';
import { childFields, selectedFields } from './selection.server';
import type { BoolExp } from './sql.server';
import { compileWhere, newCompiler, SqlParams, type Statement } from './sql.server';
import {
  columnSql,
  sourceOf,
  type ColumnDef,
  type ColumnKind,
  type TableDef,
} from './tables.server';

/** Hasura's aggregate functions over numeric columns: `aggregate { count avg { price } … }`. */
export const AGGREGATE_FUNCTIONS = ['avg', 'sum', 'min', 'max'] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

const NUMERIC: readonly ColumnKind[] = ['bigint', 'Int', 'smallint', 'float8'];

export function numericColumns(table: TableDef): ColumnDef[] {
  return table.columns.filter((c) => NUMERIC.includes(c.kind));
}

/** `<table>_aggregate_fields`: count, and avg/sum/min/max of each numeric column (as Float). */
export function aggregateFieldsType(table: TableDef): GraphQLObjectType {
  const numeric = numericColumns(table);
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {
    count: { type: new GraphQLNonNull(GraphQLInt) },
  };
  if (numeric.length) {
    for (const fn of AGGREGATE_FUNCTIONS) {
      fields[fn] = {
        type: new GraphQLObjectType({
          name: `${table.name}_${fn}_fields`,
          fields: Object.fromEntries(numeric.map((c) => [c.name, { type: GraphQLFloat }])),
        }),
      };
    }
  }
  return new GraphQLObjectType({ name: `${table.name}_aggregate_fields`, fields });
}

/** The aggregate functions a query asks for under `aggregate { … }` (fragments included). */
export function requestedFunctions(info: GraphQLResolveInfo): Set<AggregateFunction> {
  const wanted = new Set<AggregateFunction>();
  for (const field of childFields(info)) {
    if (field.name.value !== 'aggregate') continue;
    for (const fn of selectedFields(field.selectionSet, info.fragments)) {
      const name = fn.name.value;
      if ((AGGREGATE_FUNCTIONS as readonly string[]).includes(name))
        wanted.add(name as AggregateFunction);
    }
  }
  return wanted;
}

/** One statement for the count and every requested function over every numeric column. */
export function aggregateStatement(
  table: TableDef,
  where: BoolExp | null | undefined,
  functions: ReadonlySet<AggregateFunction>,
): Statement {
  const c = newCompiler();
  const condition = compileWhere(c, table, where, 't');
  const select = ['count(*)::int AS count'];
  for (const fn of functions) {
    for (const column of numericColumns(table))
      select.push(`${fn}(${columnSql(column, 't')})::float8 AS "${fn}.${column.name}"`);
  }
  return {
    sql: `SELECT ${select.join(', ')} FROM ${sourceOf(table)} t WHERE ${condition}`,
    params: c.params.values,
  };
}

/**
 * Sibling counts of one table in one statement (the batch loader gathers those resolved together,
 * e.g. the empty results page's "remove this filter" counts): each condition is its own `FILTER`,
 * the rows read are those any of them matches, and each condition is compiled alone, so its
 * limits (conditions, pattern work) are those of a statement of its own. Aliases are
 * `"<index>:count"`; `splitAggregateRow` gives each its own row back. A condition that does not
 * compile is returned as its error, for its own field alone.
 */
export function mergedCountStatement(
  table: TableDef,
  wheres: readonly (BoolExp | null | undefined)[],
): { statement: Statement | null; errors: Map<number, unknown> } {
  const params = new SqlParams();
  const select: string[] = [];
  const conditions: string[] = [];
  const errors = new Map<number, unknown>();
  wheres.forEach((where, i) => {
    const before = params.values.length;
    try {
      const condition = compileWhere(newCompiler(params), table, where, 't');
      conditions.push(`(${condition})`);
      select.push(`count(*) FILTER (WHERE ${condition})::int AS "${i}:count"`);
    } catch (err) {
      params.values.length = before;
      errors.set(i, err);
    }
  });
  if (!conditions.length) return { statement: null, errors };
  return {
    statement: {
      sql: `SELECT ${select.join(', ')} FROM ${sourceOf(table)} t WHERE ${conditions.join(' OR ')}`,
      params: params.values,
    },
    errors,
  };
}

/** The row of aggregate `index` out of a merged statement's row, as `aggregateStatement` gives it. */
export function splitAggregateRow(
  row: Record<string, unknown> | undefined,
  index: number,
): Record<string, unknown> {
  const prefix = `${index}:`;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row ?? {}))
    if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
  return out;
}

/** The statement's row as the `aggregate` object: `{ count, avg: { price }, … }`. */
export function aggregateResult(row: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, Record<string, number | null> | number> = {
    count: Number(row?.count ?? 0),
  };
  for (const [key, value] of Object.entries(row ?? {})) {
    const [fn, column] = key.split('.');
    if (!column || !fn) continue;
    const group = (out[fn] ??= {}) as Record<string, number | null>;
    group[column] = value === null || value === undefined ? null : Number(value);
  }
  return out;
}
