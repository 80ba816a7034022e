import { describe, expect, it } from 'vitest';
import { Kind } from './graphql.server';
import {
  BigintScalar,
  DateScalar,
  SmallintScalar,
  TimestamptzScalar,
  _internals,
} from './scalars.server';

const { parseTimestamptz, parseDate, parseBigint } = _internals;

describe('timestamptz', () => {
  it.each([
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T11:00:00+01:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01 11:00:00+0100', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T05:00-05', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T10:00:00.123456Z', '2024-05-01T10:00:00.123Z'],
    ['2024-05-01T10:00:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01', '2024-05-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('accepts %s', (input, iso) => {
    expect(parseTimestamptz(input)).toBe(iso);
  });

  it.each([
    'yesterday',
    '2024-13-01',
    '2023-02-29',
    '2024-05-01T24:00:00Z',
    '0000-01-01',
    '2024-05-01T10:00:00+16:00',
    12,
  ])('refuses %s', (input) => {
    expect(() => parseTimestamptz(input)).toThrow(/^timestamptz must be an ISO 8601 date-time/);
  });

  it('serialises Dates as ISO UTC', () => {
    expect(TimestamptzScalar.serialize(new Date('2024-05-01T10:00:00Z'))).toBe(
      '2024-05-01T10:00:00.000Z',
    );
  });

  it('names the literal in the error', () => {
    expect(() => TimestamptzScalar.parseLiteral({ kind: Kind.STRING, value: 'soon' })).toThrow(
      'timestamptz must be an ISO 8601 date-time, e.g. 2024-05-01T10:00:00Z. Found "soon".',
    );
  });
});

describe('date', () => {
  it('accepts calendar dates only', () => {
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2024-02-30', '2024-1-01', '01/02/2024', '2024-02-29T00:00:00Z']) {
      expect(() => parseDate(bad)).toThrow('date must be a calendar date written YYYY-MM-DD.');
    }
  });

  it('serialises Dates as YYYY-MM-DD', () => {
    expect(DateScalar.serialize(new Date('2024-02-29T00:00:00Z'))).toBe('2024-02-29');
  });
});

describe('bigint and smallint', () => {
  it('accept numbers and digit strings within int8, returned as strings for SQL', () => {
    expect(parseBigint(5)).toBe('5');
    expect(parseBigint('9223372036854775807')).toBe('9223372036854775807');
    expect(() => parseBigint('9223372036854775808')).toThrow('bigint is out of range.');
    expect(() => parseBigint(1.5)).toThrow('bigint must be an integer.');
    expect(() => parseBigint('1e3')).toThrow(/bigint must be an integer/);
  });

  it('serialise safe integers as numbers and larger ones as strings', () => {
    expect(BigintScalar.serialize('42')).toBe(42);
    expect(BigintScalar.serialize('9223372036854775807')).toBe('9223372036854775807');
  });

  it('smallint refuses values PostgreSQL would overflow on', () => {
    expect(SmallintScalar.parseValue(32767)).toBe(32767);
    expect(() => SmallintScalar.parseValue(32768)).toThrow(
      'smallint is out of range (-32768..32767).',
    );
  });
});
