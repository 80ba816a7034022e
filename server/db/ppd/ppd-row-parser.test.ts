import { describe, expect, it } from 'vitest';
import { parsePpdLine, type ParsedPpdLine } from './ppd-row-parser';

const ID = '{4AA14E71-B1D4-2FBC-E053-6C04A8C06DFC}';

/** A valid published line; `over` replaces columns by index (0-based). */
function line(over: Record<number, string> = {}, columns = 16): string {
  const fields = [
    ID,
    '615000',
    '2023-03-17 00:00',
    'E17 4QS',
    'T',
    'N',
    'F',
    '23',
    '',
    'FOREST ROAD',
    '',
    'LONDON',
    'WALTHAM FOREST',
    'GREATER LONDON',
    'A',
    'A',
  ];
  for (const [i, v] of Object.entries(over)) fields[Number(i)] = v;
  return fields
    .slice(0, columns)
    .map((f) => `"${f.replace(/"/g, '""')}"`)
    .join(',');
}

const parse = (text: string, lineNumber = 7) => parsePpdLine(text, lineNumber, { maxYear: 2025 });

function reasonOf(result: ParsedPpdLine): string {
  if (result.ok) throw new Error('expected a bad row');
  return result.error.reason;
}

describe('parsePpdLine', () => {
  it('maps every column of a good line', () => {
    expect(parse(line())).toEqual({
      ok: true,
      op: {
        status: 'A',
        record: {
          transactionId: ID,
          price: 615000,
          dateOfTransfer: '2023-03-17',
          postcode: 'E17 4QS',
          propertyType: 'T',
          oldNew: 'N',
          duration: 'F',
          paon: '23',
          saon: null,
          street: 'FOREST ROAD',
          locality: null,
          townCity: 'LONDON',
          district: 'WALTHAM FOREST',
          county: 'GREATER LONDON',
          ppdCategory: 'A',
        },
      },
    });
  });

  it.each(['D', 'S', 'T', 'F', 'O'])('accepts property type %s', (type) => {
    const r = parse(line({ 4: type }));
    expect(r.ok && r.op.status !== 'D' && r.op.record.propertyType).toBe(type);
  });

  it.each([
    [5, 'Y', 'oldNew'],
    [5, 'N', 'oldNew'],
    [6, 'F', 'duration'],
    [6, 'L', 'duration'],
    [6, 'U', 'duration'],
    [14, 'A', 'ppdCategory'],
    [14, 'B', 'ppdCategory'],
  ] as const)('accepts column %i = %s', (column, value, key) => {
    const r = parse(line({ [column]: value }));
    expect(r.ok && r.op.status !== 'D' && r.op.record[key]).toBe(value);
  });

  it('treats C as an upsert of the full record', () => {
    const r = parse(line({ 1: '620000', 15: 'C' }));
    expect(r.ok && r.op.status === 'C' && r.op.record.price).toBe(620000);
  });

  it('needs only the transaction id for a D line', () => {
    expect(parse(line({ 1: 'n/a', 2: '', 4: '?', 15: 'D' }))).toEqual({
      ok: true,
      op: { status: 'D', transactionId: ID },
    });
  });

  it('normalises the id, the postcode and blank text fields', () => {
    const r = parse(line({ 0: ID.toLowerCase(), 3: 'e174qs', 7: '  23 ', 9: '   ' }));
    if (!r.ok || r.op.status === 'D') throw new Error('expected a record');
    expect(r.op.record).toMatchObject({
      transactionId: ID,
      postcode: 'E17 4QS',
      paon: '23',
      street: null,
    });
  });

  it('stores a missing postcode as null', () => {
    const r = parse(line({ 3: '' }));
    expect(r.ok && r.op.status !== 'D' && r.op.record.postcode).toBeNull();
  });

  it('accepts a date without the time', () => {
    const r = parse(line({ 2: '1995-01-01' }));
    expect(r.ok && r.op.status !== 'D' && r.op.record.dateOfTransfer).toBe('1995-01-01');
  });

  it('keeps quotes and commas inside fields', () => {
    const r = parse(line({ 7: 'THE OLD FORGE "GLAN-Y-MOR"', 9: "ST JULIAN'S, UPPER" }));
    if (!r.ok || r.op.status === 'D') throw new Error('expected a record');
    expect(r.op.record.paon).toBe('THE OLD FORGE "GLAN-Y-MOR"');
    expect(r.op.record.street).toBe("ST JULIAN'S, UPPER");
  });

  it('reports the line number and the start of the line', () => {
    const text = line({ 1: 'abc' });
    expect(parse(text, 42)).toEqual({
      ok: false,
      error: {
        line: 42,
        reason: 'price "abc" is not a whole number of pounds',
        text,
      },
    });
  });

  it.each([
    ['too few columns', line({}, 15), 'expected 16 columns, found 15'],
    ['too many columns', `${line()},"X"`, 'expected 16 columns, found 17'],
    ['an unterminated quote', line().slice(0, -1), 'unterminated quoted field in column 16'],
    ['a bad id', line({ 0: 'NOT-A-GUID' }), 'transaction id "NOT-A-GUID" is not a {GUID}'],
    ['a bad status', line({ 15: 'Z' }), 'record status "Z" must be one of A, C, D'],
    ['a letter in the price', line({ 1: '12O000' }), 'price "12O000" is not a whole number'],
    ['a decimal price', line({ 1: '1500.50' }), 'price "1500.50" is not a whole number'],
    ['a negative price', line({ 1: '-5' }), 'price "-5" is not a whole number'],
    ['a zero price', line({ 1: '0' }), 'price 0 is outside 1–2147483647'],
    ['an oversized price', line({ 1: '3000000000' }), 'price 3000000000 is outside'],
    ['an impossible date', line({ 2: '2023-02-30 00:00' }), 'is not a calendar date'],
    ['a US date', line({ 2: '03/17/2023' }), 'is not in the form YYYY-MM-DD 00:00'],
    ['a date before 1995', line({ 2: '1994-12-31 00:00' }), 'is outside 1995–2025'],
    ['a date after maxYear', line({ 2: '2026-01-01 00:00' }), 'is outside 1995–2025'],
    ['a bad property type', line({ 4: 'X' }), 'property type "X" must be one of D, S, T, F, O'],
    ['a bad old/new flag', line({ 5: 'U' }), 'old/new "U" must be one of Y, N'],
    ['a bad duration', line({ 6: 'X' }), 'duration "X" must be one of F, L, U'],
    ['a bad category', line({ 14: 'C' }), 'PPD category "C" must be one of A, B'],
    ['a bad postcode', line({ 3: 'NOT A PC' }), 'postcode "NOT A PC" is not a valid UK postcode'],
    ['a NUL byte', line({ 9: 'A\0B' }), 'line contains a NUL byte'],
  ])('rejects %s', (_name, text, reason) => {
    expect(reasonOf(parse(text))).toContain(reason);
  });

  it('lists every problem of a line', () => {
    expect(reasonOf(parse(line({ 1: 'x', 4: 'Q', 14: 'Z' })))).toBe(
      'price "x" is not a whole number of pounds; property type "Q" must be one of D, S, T, F, O; ' +
        'PPD category "Z" must be one of A, B',
    );
  });
});
