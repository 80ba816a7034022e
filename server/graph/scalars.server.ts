import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  print,
  valueFromASTUntyped,
  type ValueNode,
} from './graphql.server';

/**
 * Scalars named as Hasura names them, so existing client documents (`$id: bigint!`,
 * `$from: timestamptz`) keep validating. Inputs are checked here, before SQL ever sees them:
 * a value PostgreSQL would reject becomes a 400 with a clear message, never a 500.
 */

const INT8_MIN = -(2n ** 63n);
const INT8_MAX = 2n ** 63n - 1n;

function fail(type: string, message: string): never {
  throw new GraphQLError(`${type} ${message}`);
}

/** Literal errors name the offending literal and carry its location. */
function literal<T>(parse: (ast: ValueNode) => T): (ast: ValueNode) => T {
  return (ast) => {
    try {
      return parse(ast);
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      throw new GraphQLError(`${err.message} Found ${print(ast)}.`, { nodes: ast });
    }
  };
}

function parseBigint(value: unknown): string {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) fail('bigint', 'must be an integer.');
    text = String(value);
  } else if (typeof value === 'string' && /^-?\d{1,19}$/.test(value)) {
    text = value;
  } else {
    fail('bigint', 'must be an integer (a number or a string of digits).');
  }
  const big = BigInt(text);
  if (big < INT8_MIN || big > INT8_MAX) fail('bigint', 'is out of range.');
  return big.toString();
}

export const BigintScalar = new GraphQLScalarType({
  name: 'bigint',
  description: '64-bit integer; sent as a JSON number while it is a safe integer.',
  serialize(value) {
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
      const n = Number(value);
      return Number.isSafeInteger(n) ? n : String(value);
    }
    throw new GraphQLError('bigint cannot represent this value.');
  },
  parseValue: parseBigint,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return parseBigint(ast.value);
    return fail('bigint', 'must be an integer.');
  }),
});

function parseSmallint(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    fail('smallint', 'must be an integer.');
  if (value < -32768 || value > 32767) fail('smallint', 'is out of range (-32768..32767).');
  return value;
}

export const SmallintScalar = new GraphQLScalarType({
  name: 'smallint',
  description: '16-bit integer.',
  serialize: (value) => Number(value),
  parseValue: parseSmallint,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.INT) return parseSmallint(Number(ast.value));
    return fail('smallint', 'must be an integer.');
  }),
});

function parseFloat8(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail('float8', 'must be a number.');
  return value;
}

export const Float8Scalar = new GraphQLScalarType({
  name: 'float8',
  description: 'Double-precision number.',
  serialize: (value) => Number(value),
  parseValue: parseFloat8,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return parseFloat8(Number(ast.value));
    return fail('float8', 'must be a number.');
  }),
});

function parseBpchar(value: unknown): string {
  if (typeof value !== 'string') fail('bpchar', 'must be a string.');
  return value;
}

export const BpcharScalar = new GraphQLScalarType({
  name: 'bpchar',
  description: 'Fixed-width character code, e.g. a Land Registry property type.',
  serialize: (value) => (typeof value === 'string' ? value.trimEnd() : String(value)),
  parseValue: parseBpchar,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.STRING) return ast.value;
    return fail('bpchar', 'must be a string.');
  }),
});

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseDate(value: unknown): string {
  const m = typeof value === 'string' ? DATE_RE.exec(value) : null;
  if (!m || !validDay(Number(m[1]), Number(m[2]), Number(m[3]))) {
    fail('date', 'must be a calendar date written YYYY-MM-DD.');
  }
  return value as string;
}

export const DateScalar = new GraphQLScalarType({
  name: 'date',
  description: 'Calendar date, YYYY-MM-DD.',
  serialize(value) {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value);
  },
  parseValue: parseDate,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.STRING) return parseDate(ast.value);
    return fail('date', 'must be a string.');
  }),
});

/** Accepts ISO 8601 (date, or date and time, optional offset; no offset means UTC); returns ISO UTC. */
function parseTimestamptz(value: unknown): string {
  const m = typeof value === 'string' ? TIMESTAMP_RE.exec(value) : null;
  const bad = (): never =>
    fail('timestamptz', 'must be an ISO 8601 date-time, e.g. 2024-05-01T10:00:00Z.');
  if (!m) return bad();
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  if (!validDay(Number(y), Number(mo), Number(d))) return bad();
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return bad();
  let offset = 'Z';
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hh = digits.slice(0, 2);
    const mm = digits.slice(2) || '00';
    if (Number(hh) > 15 || Number(mm) > 59) return bad();
    offset = `${zone[0]}${hh}:${mm}`;
  }
  const time = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${offset}`);
  if (Number.isNaN(time)) return bad();
  return new Date(time).toISOString();
}

export const TimestamptzScalar = new GraphQLScalarType({
  name: 'timestamptz',
  description: 'Point in time, ISO 8601 (UTC on output).',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return new Date(value).toISOString();
    throw new GraphQLError('timestamptz cannot represent this value.');
  },
  parseValue: parseTimestamptz,
  parseLiteral: literal((ast) => {
    if (ast.kind === Kind.STRING) return parseTimestamptz(ast.value);
    return fail('timestamptz', 'must be a string.');
  }),
});

export const JsonbScalar = new GraphQLScalarType({
  name: 'jsonb',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode, variables?: { [key: string]: unknown } | null) =>
    valueFromASTUntyped(ast, variables ?? undefined),
});

export const SCALARS = {
  bigint: BigintScalar,
  smallint: SmallintScalar,
  float8: Float8Scalar,
  bpchar: BpcharScalar,
  date: DateScalar,
  timestamptz: TimestamptzScalar,
  jsonb: JsonbScalar,
};

export const _internals = { parseTimestamptz, parseDate, parseBigint };
