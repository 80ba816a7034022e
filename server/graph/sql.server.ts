import { INPUT_LIMITS, WILDCARD_WORK } from '#schema/input-limits';
import { isSafeText } from '#schema/safe-text';
import { badUserInput } from './errors.server';
import {
  SQL_TYPE,
  TABLES,
  columnSql,
  selectList,
  sourceOf,
  type ColumnKind,
  type TableDef,
  type RelationDef,
} from './tables.server';

/**
 * Compiles Hasura-style `where` / `order_by` / `limit` / `offset` arguments into one parameterised
 * SQL statement. Values only ever travel as `$n` parameters with an explicit cast; identifiers come
 * only from the TABLES whitelist; anything a client could make PostgreSQL choke on is refused
 * first with a 400 (BAD_USER_INPUT).
 */

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 10_000;
/** Bounds on one request's boolean expressions: nesting, total comparisons and `_in` list sizes. */
export const MAX_BOOL_DEPTH = 8;
export const MAX_CONDITIONS = 64;
export const MAX_IN_LIST = 1_000;
export const MAX_ORDER_TERMS = 10;

export type BoolExp = Record<string, unknown>;
export type OrderBy = Record<string, unknown>;

export interface ListArgs {
  where?: BoolExp | null;
  order_by?: OrderBy[] | OrderBy | null;
  limit?: number | null;
  offset?: number | null;
}

export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder, cast to `sqlType`. */
  add(value: unknown, sqlType: string): string {
    assertSafeText(value);
    this.values.push(value);
    return `$${this.values.length}::${sqlType}`;
  }
}

function assertSafeText(value: unknown): void {
  if (typeof value === 'string' && !isSafeText(value)) {
    throw badUserInput('Text values must not contain the NUL character or broken Unicode.');
  }
  if (Array.isArray(value)) value.forEach(assertSafeText);
}

/** A text value compared with a column: at most INPUT_LIMITS.graphText characters. */
function assertTextLength(value: unknown, path: string): void {
  const max = INPUT_LIMITS.graphText;
  if (typeof value === 'string' && value.length > max) {
    throw badUserInput(`${path} must be at most ${max} characters (got ${value.length}).`);
  }
  if (Array.isArray(value)) value.forEach((v, i) => assertTextLength(v, `${path}[${i}]`));
}

interface Compiler {
  params: SqlParams;
  aliases: number;
  conditions: number;
  /** LIKE work so far: pattern characters, a wildcard counting WILDCARD_WORK. */
  patternWork: number;
}

export function newCompiler(params = new SqlParams()): Compiler {
  return { params, aliases: 0, conditions: 0, patternWork: 0 };
}

function nextAlias(c: Compiler): string {
  c.aliases += 1;
  return `r${c.aliases}`;
}

export const MAX_JSON_DEPTH = 32;

function jsonDepth(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return depth;
  let max = depth + 1;
  for (const v of Object.values(value)) max = Math.max(max, jsonDepth(v, depth + 1));
  return max;
}

/** A parameter of a column kind (jsonb travels as text and is cast, so both drivers agree). */
function param(c: Compiler, kind: ColumnKind, value: unknown, path = 'value'): string {
  assertTextLength(value, path);
  if (kind === 'jsonb') {
    if (jsonDepth(value) > MAX_JSON_DEPTH) {
      throw badUserInput(`JSON values may be nested at most ${MAX_JSON_DEPTH} levels deep.`);
    }
    return `${c.params.add(JSON.stringify(value), 'text')}::jsonb`;
  }
  return c.params.add(value, SQL_TYPE[kind]);
}

function listParam(c: Compiler, kind: ColumnKind, values: unknown[], path: string): string {
  if (values.length > MAX_IN_LIST) {
    throw badUserInput(`${path} accepts at most ${MAX_IN_LIST} values.`);
  }
  assertTextLength(values, path);
  const type = kind === 'String_array' ? 'text[]' : `${SQL_TYPE[kind]}[]`;
  return c.params.add(values, type);
}

const wildcardsIn = (text: string): number => text.match(/[%_]/g)?.length ?? 0;

/** What matching one LIKE pattern costs: its characters, a wildcard counting WILDCARD_WORK. */
export function patternWork(text: string): number {
  return text.length + wildcardsIn(text) * (WILDCARD_WORK - 1);
}

/**
 * LIKE patterns: capped in length and wildcards (ILIKE backtracks over each `%`), and their work
 * counted over the whole `where` so many short patterns cannot add up to one long one. PostgreSQL
 * rejects a pattern ending in a lone escape character.
 */
function likePattern(c: Compiler, value: unknown, path: string): string {
  const text = String(value);
  const { graphPattern, graphPatternWildcards, graphPatternWork } = INPUT_LIMITS;
  if (text.length > graphPattern) {
    throw badUserInput(`${path} must be at most ${graphPattern} characters (got ${text.length}).`);
  }
  if (wildcardsIn(text) > graphPatternWildcards) {
    throw badUserInput(`${path} may use at most ${graphPatternWildcards} wildcards (% and _).`);
  }
  c.patternWork += patternWork(text);
  if (c.patternWork > graphPatternWork) {
    throw badUserInput(
      `where asks for too much pattern matching (at most ${graphPatternWork} units; a character is 1, a wildcard ${WILDCARD_WORK}).`,
    );
  }
  const trailing = /\\*$/.exec(text)?.[0].length ?? 0;
  if (trailing % 2 === 1) {
    throw badUserInput(`${path} must not end with a single backslash (escape it as \\\\).`);
  }
  return text;
}

const COMPARISON_SQL: Record<string, string> = {
  _eq: '=',
  _neq: '<>',
  _gt: '>',
  _gte: '>=',
  _lt: '<',
  _lte: '<=',
};

const LIKE_SQL: Record<string, string> = {
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
};

/** The `_like` family of operators, whose value is a pattern. */
export const isLikeOperator = (op: string): boolean => Object.hasOwn(LIKE_SQL, op);

/** Operators each kind accepts (the `<kind>_comparison_exp` input types list the same). */
export function operatorsFor(kind: ColumnKind): string[] {
  const ordered = ['_eq', '_neq', '_gt', '_gte', '_lt', '_lte', '_in', '_nin', '_is_null'];
  switch (kind) {
    case 'String':
    case 'bpchar':
      return [...ordered, '_like', '_nlike', '_ilike', '_nilike'];
    case 'jsonb':
      return ['_eq', '_neq', '_contains', '_contained_in', '_has_key', '_is_null'];
    case 'String_array':
      return ['_eq', '_neq', '_contains', '_contained_in', '_is_null'];
    default:
      return ordered;
  }
}

/** A number of a geometric operator (`at` names it), from `min` to `max`, or a 400 saying so. */
function boundedNumber(v: unknown, min: number, max: number, at: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    throw badUserInput(`${at} must be a number from ${min} to ${max}.`);
  return v;
}

/** Most boxes in one `_within_boxes`: a country's counties, each its own. */
export const MAX_BOXES = 100;

/**
 * `_within_boxes: [{ west, south, east, north }]`: rows inside any of the boxes (a wide place's
 * land, widened by a search's radius: server/areas/place-where.ts). One condition, however many
 * boxes: England's 48 counties were 96 comparisons, past the budget of 64.
 */
function compileBoxes(
  c: Compiler,
  geo: { lat: string; lng: string },
  alias: string,
  value: unknown,
  at: string,
): string {
  if (!Array.isArray(value) || value.length > MAX_BOXES)
    throw badUserInput(`${at} must be a list of at most ${MAX_BOXES} boxes.`);
  if (!value.length) return 'FALSE';
  const p = c.params;
  const deg = (v: unknown, min: number, max: number, name: string) =>
    p.add(boundedNumber(v, min, max, `${at}.${name}`), 'double precision');
  const boxes = value.map((box: Record<string, unknown>, i) => {
    const [w, s, e, n] = [
      deg(box?.west, -180, 180, `[${i}].west`),
      deg(box?.south, -90, 90, `[${i}].south`),
      deg(box?.east, -180, 180, `[${i}].east`),
      deg(box?.north, -90, 90, `[${i}].north`),
    ];
    return `(${alias}.${geo.lat} BETWEEN ${s} AND ${n} AND ${alias}.${geo.lng} BETWEEN ${w} AND ${e})`;
  });
  return `(${boxes.join(' OR ')})`;
}

/** Largest `_near` radius: a search area, not the whole country. */
export const MAX_NEAR_KM = 500;
const KM_PER_DEGREE = 111.32;

/**
 * `_near: { lat, lng, km }`: rows within `km` of the point. A box on the coordinates first (cheap,
 * index-friendly), then the distance on an equirectangular projection, accurate to well under 1%
 * at the distances a property search uses.
 */
function compileNear(
  c: Compiler,
  geo: { lat: string; lng: string },
  alias: string,
  value: unknown,
  at: string,
): string {
  const { lat, lng, km } = (value ?? {}) as { lat?: unknown; lng?: unknown; km?: unknown };
  const la = boundedNumber(lat, -90, 90, `${at}.lat`);
  const ln = boundedNumber(lng, -180, 180, `${at}.lng`);
  const radius = boundedNumber(km, 0, MAX_NEAR_KM, `${at}.km`);
  const dLat = radius / KM_PER_DEGREE;
  const dLng = radius / (KM_PER_DEGREE * Math.max(Math.cos((la * Math.PI) / 180), 0.01));
  const p = c.params;
  const colLat = `${alias}.${geo.lat}`;
  const colLng = `${alias}.${geo.lng}`;
  const pLat = p.add(la, 'double precision');
  const pLng = p.add(ln, 'double precision');
  return (
    `(${colLat} BETWEEN ${p.add(la - dLat, 'double precision')} AND ${p.add(la + dLat, 'double precision')} ` +
    `AND ${colLng} BETWEEN ${p.add(ln - dLng, 'double precision')} AND ${p.add(ln + dLng, 'double precision')} ` +
    `AND 6371 * sqrt(power(radians(${colLat} - ${pLat}), 2) + ` +
    `power(cos(radians(${pLat})) * radians(${colLng} - ${pLng}), 2)) <= ${p.add(radius, 'double precision')})`
  );
}

function compileComparison(
  c: Compiler,
  expr: string,
  kind: ColumnKind,
  ops: Record<string, unknown>,
  path: string,
): string {
  const parts: string[] = [];
  for (const [op, value] of Object.entries(ops)) {
    if (value === undefined) continue;
    const at = `${path}.${op}`;
    if (value === null) {
      throw badUserInput(`${at} must not be null (use _is_null to match missing values).`);
    }
    c.conditions += 1;
    if (op in COMPARISON_SQL) {
      parts.push(`${expr} ${COMPARISON_SQL[op]} ${param(c, kind, value, at)}`);
    } else if ((op === '_in' || op === '_nin') && Array.isArray(value) && value.length === 0) {
      // An empty list as the constant it is: `x = ANY($1)` with $1 = '{}' matches nothing too,
      // but a prepared statement's generic plan cannot see that, and walked a whole index for it.
      parts.push(op === '_in' ? 'FALSE' : 'TRUE');
    } else if (op === '_in' || op === '_nin') {
      const list = listParam(c, kind, value as unknown[], at);
      parts.push(op === '_in' ? `${expr} = ANY(${list})` : `NOT (${expr} = ANY(${list}))`);
    } else if (op === '_is_null') {
      parts.push(value ? `${expr} IS NULL` : `${expr} IS NOT NULL`);
    } else if (op in LIKE_SQL) {
      parts.push(`${expr} ${LIKE_SQL[op]} ${c.params.add(likePattern(c, value, at), 'text')}`);
    } else if (op === '_contains' || op === '_contained_in') {
      const sqlOp = op === '_contains' ? '@>' : '<@';
      const rhs =
        kind === 'jsonb' ? param(c, kind, value, at) : listParam(c, kind, value as unknown[], at);
      parts.push(`${expr} ${sqlOp} ${rhs}`);
    } else if (op === '_has_key') {
      assertTextLength(value, at);
      parts.push(`${expr} ? ${c.params.add(value, 'text')}`);
    } else {
      throw badUserInput(`Unknown operator ${at}.`);
    }
  }
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}

function relationJoin(rel: RelationDef, alias: string, relAlias: string): string {
  return `${relAlias}.${rel.to} = ${alias}.${rel.from}`;
}

/** Compiles a `<table>_bool_exp` value into a SQL condition on `alias`. */
export function compileWhere(
  c: Compiler,
  table: TableDef,
  exp: BoolExp | null | undefined,
  alias: string,
  path = 'where',
  depth = 0,
): string {
  if (exp === null || exp === undefined) return 'TRUE';
  if (depth > MAX_BOOL_DEPTH) {
    throw badUserInput(`${path} is nested too deeply (at most ${MAX_BOOL_DEPTH} levels).`);
  }
  const parts: string[] = [];
  for (const [key, value] of Object.entries(exp)) {
    if (value === undefined) continue;
    const at = `${path}.${key}`;
    if (value === null) {
      throw badUserInput(`${at} must not be null.`);
    }
    if (c.conditions >= MAX_CONDITIONS) {
      throw badUserInput(`where has too many conditions (at most ${MAX_CONDITIONS}).`);
    }
    if (key === '_and' || key === '_or') {
      const list = (Array.isArray(value) ? value : [value]) as BoolExp[];
      if (list.length === 0) {
        parts.push(key === '_and' ? 'TRUE' : 'FALSE');
        continue;
      }
      const inner = list.map((e, i) => compileWhere(c, table, e, alias, `${at}[${i}]`, depth + 1));
      parts.push(`(${inner.join(key === '_and' ? ' AND ' : ' OR ')})`);
    } else if (key === '_not') {
      parts.push(`NOT (${compileWhere(c, table, value as BoolExp, alias, at, depth + 1)})`);
    } else if (key === '_near' && table.geo) {
      c.conditions += 1;
      parts.push(compileNear(c, table.geo, alias, value, at));
    } else if (key === '_within_boxes' && table.geo) {
      c.conditions += 1;
      parts.push(compileBoxes(c, table.geo, alias, value, `${at}._within_boxes`));
    } else if (
      (key === '_search' || key === '_search_title' || key === '_search_phrase') &&
      table.searchVector
    ) {
      c.conditions += 1;
      assertTextLength(value, at);
      const vector = `${alias}.${table.searchVector}`;
      // `_search_phrase`: the words next to each other, in order ("union street" is no lot on
      // Union Grove in "a residential street"). So are `_search_title`'s: "detached bungalow" is
      // no "semi-detached bungalow" ("semi-detached" is "semi", "detached" to the index).
      const parse = key === '_search' ? 'plainto_tsquery' : 'phraseto_tsquery';
      const query = `${parse}('english', ${c.params.add(value, 'text')})`;
      // `_search_title`: the GIN index finds the rows, then only the lexemes of weight A (the
      // title: migration 067) are matched, not the address's (a house on Shop Lane is no shop).
      parts.push(
        key !== '_search_title'
          ? `${vector} @@ ${query}`
          : `(${vector} @@ ${query} AND ts_filter(${vector}, '{a}') @@ ${query})`,
      );
    } else if (key === '_search_word' && table.searchVector && table.wordsVector) {
      c.conditions += 1;
      assertTextLength(value, at);
      // The words as written ('simple' neither stems nor drops them: "pool" is in "Poole" to the
      // English stemmer), and by their stems, so that both GIN indexes answer together.
      const text = c.params.add(value, 'text');
      parts.push(
        `(${alias}.${table.searchVector} @@ plainto_tsquery('english', ${text}) AND ` +
          `${alias}.${table.wordsVector} @@ plainto_tsquery('simple', ${text}))`,
      );
    } else {
      const column = table.columns.find((col) => col.name === key);
      const computed = table.computed.find((f) => f.name === key);
      const rel = table.relations.find((r) => r.name === key);
      if (column) {
        parts.push(
          compileComparison(c, columnSql(column, alias), column.kind, value as BoolExp, at),
        );
      } else if (computed) {
        parts.push(compileComparison(c, computed.sql(alias), computed.kind, value as BoolExp, at));
      } else if (rel) {
        const target = TABLES[rel.target];
        const relAlias = nextAlias(c);
        const inner = compileWhere(c, target, value as BoolExp, relAlias, at, depth + 1);
        parts.push(
          `EXISTS (SELECT 1 FROM ${sourceOf(target)} ${relAlias} WHERE ${relationJoin(rel, alias, relAlias)} AND ${inner})`,
        );
      } else {
        throw badUserInput(`Unknown field ${at}.`);
      }
    }
  }
  return parts.length === 0 ? 'TRUE' : parts.length === 1 ? parts[0]! : parts.join(' AND ');
}

export const ORDER_DIRECTIONS: Record<string, string> = {
  asc: 'ASC NULLS LAST',
  asc_nulls_first: 'ASC NULLS FIRST',
  asc_nulls_last: 'ASC NULLS LAST',
  desc: 'DESC NULLS FIRST',
  desc_nulls_first: 'DESC NULLS FIRST',
  desc_nulls_last: 'DESC NULLS LAST',
};

interface OrderTerm {
  expr: string;
  dir: string;
}

function orderTerms(
  c: Compiler,
  table: TableDef,
  order: OrderBy,
  alias: string,
  path: string,
): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const [key, value] of Object.entries(order)) {
    if (value === undefined || value === null) continue;
    const at = `${path}.${key}`;
    const column = table.columns.find((col) => col.name === key);
    const computed = table.computed.find((f) => f.name === key);
    const rel = table.relations.find((r) => r.name === key && r.kind === 'object');
    if (column || computed) {
      const dir = ORDER_DIRECTIONS[String(value)];
      if (!dir) throw badUserInput(`${at} has an unknown direction.`);
      terms.push({ expr: column ? columnSql(column, alias) : computed!.sql(alias), dir });
    } else if (rel) {
      const target = TABLES[rel.target];
      const relAlias = nextAlias(c);
      for (const inner of orderTerms(c, target, value as OrderBy, relAlias, at)) {
        terms.push({
          expr: `(SELECT ${inner.expr} FROM ${sourceOf(target)} ${relAlias} WHERE ${relationJoin(rel, alias, relAlias)} LIMIT 1)`,
          dir: inner.dir,
        });
      }
    } else {
      throw badUserInput(`Unknown field ${at}.`);
    }
  }
  return terms;
}

/**
 * ORDER BY terms for `order_by`, always ending with the primary key (ascending) unless it is
 * already ordered on, so pages never overlap or skip rows that tie.
 */
export function compileOrderBy(
  c: Compiler,
  table: TableDef,
  orderBy: OrderBy[] | OrderBy | null | undefined,
  alias: string,
): string {
  const list = orderBy === null || orderBy === undefined ? [] : [orderBy].flat();
  const terms = list.flatMap((o, i) => orderTerms(c, table, o, alias, `order_by[${i}]`));
  if (terms.length > MAX_ORDER_TERMS) {
    throw badUserInput(`order_by accepts at most ${MAX_ORDER_TERMS} terms.`);
  }
  const pkExpr = `${alias}.${table.pk}`;
  if (!terms.some((t) => t.expr === pkExpr)) terms.push({ expr: pkExpr, dir: 'ASC' });
  return terms.map((t) => `${t.expr} ${t.dir}`).join(', ');
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Default 12, at most 100: over the maximum is an error, never silently clamped. */
export function paging(args: ListArgs, path = ''): Paging {
  const limit = args.limit ?? DEFAULT_LIMIT;
  const offset = args.offset ?? 0;
  const at = path ? `${path}: ` : '';
  if (!Number.isInteger(limit) || limit < 0) {
    throw badUserInput(`${at}limit must be a whole number of at least 0.`);
  }
  if (limit > MAX_LIMIT) {
    throw badUserInput(`${at}limit must be at most ${MAX_LIMIT} (got ${limit}).`);
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw badUserInput(`${at}offset must be a whole number of at least 0.`);
  }
  if (offset > MAX_OFFSET) {
    throw badUserInput(
      `${at}offset must be at most ${MAX_OFFSET}; narrow the query with where instead.`,
    );
  }
  return { limit, offset };
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** One page of a table (`columns`: only these; see neededColumns). */
export function listStatement(
  table: TableDef,
  args: ListArgs,
  columns?: ReadonlySet<string>,
): Statement {
  const page = paging(args);
  const c = newCompiler();
  const fan = args.order_by ? fanOutFilter(table, args.where) : null;
  if (fan) return fanOutStatement(c, table, fan, args, page, columns);
  const where = compileWhere(c, table, args.where, 't');
  const order = compileOrderBy(c, table, args.order_by, 't');
  const limit = c.params.add(page.limit, 'integer');
  const offset = c.params.add(page.offset, 'integer');
  return {
    sql: `SELECT ${selectList(table, 't', columns)} FROM ${sourceOf(table)} t WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: c.params.values,
  };
}

/** At most this many values are read one at a time; a longer list is one scan, as usual. */
export const MAX_FAN_OUT = 64;

interface FanOut {
  column: string;
  values: unknown[];
  rest: BoolExp;
}

const isInOnly = (v: unknown): v is { _in: unknown[] } =>
  typeof v === 'object' &&
  v !== null &&
  Object.keys(v).length === 1 &&
  Array.isArray((v as { _in?: unknown })._in);

/**
 * A top-level `<column>: { _in: [...] }` (alone or one member of a top-level `_and`) on one of
 * the table's `fanOut` columns, with 1 to MAX_FAN_OUT distinct values, and the rest of `where`.
 * One value too: PostgreSQL 15 reads `column = ANY(array)` from an index unordered, so even a
 * one-name street search would walk every sale newest first.
 */
function fanOutFilter(table: TableDef, where: BoolExp | null | undefined): FanOut | null {
  if (!table.fanOut || !where || typeof where !== 'object') return null;
  const pick = (column: string, list: unknown[], rest: BoolExp): FanOut | null => {
    const values = [...new Set(list)];
    return values.length >= 1 && values.length <= MAX_FAN_OUT && list.length <= MAX_IN_LIST
      ? { column, values, rest }
      : null;
  };
  for (const column of table.fanOut) {
    const direct = where[column];
    if (isInOnly(direct)) {
      const { [column]: _, ...rest } = where;
      return pick(column, direct._in, rest);
    }
    const and = where._and;
    if (!Array.isArray(and)) continue;
    const i = and.findIndex(
      (e: unknown) =>
        typeof e === 'object' &&
        e !== null &&
        Object.keys(e).length === 1 &&
        isInOnly((e as BoolExp)[column]),
    );
    if (i < 0) continue;
    const list = ((and[i] as BoolExp)[column] as { _in: unknown[] })._in;
    return pick(column, list, { ...where, _and: and.filter((_, j) => j !== i) });
  }
  return null;
}

/**
 * `column IN (a, b, …) ORDER BY … LIMIT n OFFSET m` as one LATERAL subquery per value, each
 * reading its first m + n rows from the (column, order) index, merged and paged once more.
 * Same rows as the plain statement (each row has one value, so the merged lists hold the global
 * first m + n), but a town of thirty postcode districts reads thirty short index ranges instead
 * of walking the whole table in date order or sorting every sale of the town.
 *
 * When the first order term is a stored column that is never null, each value's list is bounded
 * first (`cutoffBound`): its (m + n)-th value of that column, read from the index alone, then only
 * the rows on the right side of it are fetched. A street in a town is the street's sales in a few
 * postcode districts, thousands at national scale, which an index cannot hand over in date order
 * across districts: they were all read from the table to keep twelve.
 */
function fanOutStatement(
  c: Compiler,
  table: TableDef,
  fan: FanOut,
  args: ListArgs,
  page: Paging,
  columns: ReadonlySet<string> | undefined,
): Statement {
  const column = table.columns.find((col) => col.name === fan.column && !col.sql)!;
  c.conditions += 1;
  const values = listParam(c, column.kind, fan.values, `where.${fan.column}._in`);
  const where = compileWhere(c, table, fan.rest, 't');
  const order = compileOrderBy(c, table, args.order_by, 't');
  const perValue = c.params.add(page.offset + page.limit, 'integer');
  const limit = c.params.add(page.limit, 'integer');
  const offset = c.params.add(page.offset, 'integer');
  const bound = cutoffBound(c, table, fan, args.order_by, perValue);
  return {
    sql:
      `SELECT ${selectList(table, 't', columns)} FROM unnest(${values}) AS k(v) CROSS JOIN LATERAL (` +
      `SELECT t.* FROM ${sourceOf(table)} t WHERE t.${column.name} = k.v AND ${where}${bound} ` +
      `ORDER BY ${order} LIMIT ${perValue}) t ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: c.params.values,
  };
}

/**
 * ` AND t.x >= (the perValue-th largest x of this value's rows)` for a first order term `x DESC`
 * (`<=` and the smallest for ASC), or '' when the first term is not a stored, non-null column.
 * Every row of the value's first perValue rows is on that side of the bound (ties included), so
 * the page is unchanged; with no rows the bound is NULL and so is the answer.
 */
function cutoffBound(
  c: Compiler,
  table: TableDef,
  fan: FanOut,
  orderBy: ListArgs['order_by'],
  perValue: string,
): string {
  const first = Object.entries([orderBy ?? []].flat()[0] ?? {}).find(([, v]) => v != null);
  const column = first && table.columns.find((col) => col.name === first[0]);
  const dir = first && ORDER_DIRECTIONS[String(first[1])];
  if (!column || column.sql || column.nullable || !dir) return '';
  const descending = dir.startsWith('DESC');
  // The rest of `where` again, for the inner rows; its conditions count once against the limits.
  const { conditions, patternWork } = c;
  const inner = compileWhere(c, table, fan.rest, 'u');
  Object.assign(c, { conditions, patternWork });
  return (
    ` AND t.${column.name} ${descending ? '>=' : '<='} (SELECT ${descending ? 'min' : 'max'}(b.x) ` +
    `FROM (SELECT u.${column.name} AS x FROM ${sourceOf(table)} u WHERE u.${fan.column} = k.v AND ${inner} ` +
    `ORDER BY u.${column.name} ${dir} LIMIT ${perValue}) b)`
  );
}

export function byKeyStatement(
  table: TableDef,
  column: string,
  value: unknown,
  columns?: ReadonlySet<string>,
): Statement {
  const c = newCompiler();
  const kind = table.columns.find((col) => col.name === column)!.kind;
  const p = param(c, kind, value);
  return {
    sql: `SELECT ${selectList(table, 't', columns)} FROM ${sourceOf(table)} t WHERE t.${column} = ${p}`,
    params: c.params.values,
  };
}

function keyKind(table: TableDef, column: string): ColumnKind {
  return table.columns.find((col) => col.name === column)!.kind;
}

/** Rows of an object relation for many parents at once: `target.to = ANY(keys)`. */
export function objectRelationStatement(
  rel: RelationDef,
  keys: string[],
  columns?: ReadonlySet<string>,
): Statement {
  const target = TABLES[rel.target];
  const c = newCompiler();
  const list = listParam(c, keyKind(target, rel.to), keys, rel.name);
  const select = selectList(target, 't', columns && new Set([...columns, rel.to]));
  return {
    sql: `SELECT ${select} FROM ${sourceOf(target)} t WHERE t.${rel.to} = ANY(${list})`,
    params: c.params.values,
  };
}

/**
 * Rows of an array relation for many parents at once, each parent with its own page: a LATERAL
 * subquery per key, so every parent gets `limit` rows in `order_by` order and the indexes on
 * (foreign key, sort column) still apply. Rows come back with `__key` (the parent's key).
 */
export function arrayRelationStatement(
  rel: RelationDef,
  keys: string[],
  args: ListArgs,
  path: string,
  columns?: ReadonlySet<string>,
): Statement {
  const target = TABLES[rel.target];
  const page = paging(args, path);
  const c = newCompiler();
  const list = listParam(c, keyKind(target, rel.to), keys, path);
  const where = compileWhere(c, target, args.where, 't', `${path}.where`);
  const order = compileOrderBy(c, target, args.order_by, 't');
  const limit = c.params.add(page.limit, 'integer');
  const offset = c.params.add(page.offset, 'integer');
  return {
    sql:
      `SELECT p.key::text AS __key, r.* FROM unnest(${list}) WITH ORDINALITY AS p(key, ord) ` +
      `CROSS JOIN LATERAL (SELECT ${selectList(target, 't', columns)}, row_number() OVER (ORDER BY ${order}) AS __rn ` +
      `FROM ${sourceOf(target)} t WHERE t.${rel.to} = p.key AND ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) r ` +
      `ORDER BY p.ord, r.__rn`,
    params: c.params.values,
  };
}
