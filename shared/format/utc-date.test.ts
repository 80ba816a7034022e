import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from './format';
import { formatUtcDate, parseUtcDate } from './utc-date';

dayjs.extend(utc);

// dayjs (still a dependency of the tests) is the oracle: dates must read exactly as before.
const before = (value: string | number | Date, pattern: string) => {
  const d = dayjs.utc(value);
  return d.isValid() ? d.format(pattern) : 'invalid';
};
const now = (value: string | number | Date, pattern: string) => {
  const d = parseUtcDate(value);
  return Number.isNaN(d.getTime()) ? 'invalid' : formatUtcDate(d, pattern);
};
const PATTERNS = Object.values(DATE_FORMATS);

describe('UTC dates without dayjs', () => {
  it.each([
    '2026-03-07',
    '2026-03-07T10:00:00Z',
    '2026-03-07T23:30:00+05:00',
    '2026-03-07 23:59:59',
    '2026-03-07T00:00:00.123456',
    '2026/3/7',
    '20260307',
    '2026-03',
    '2026',
    '2026-13-01',
    '2026-00-10',
    '0999-01-01',
    'Sat, 07 Mar 2026 10:00:00 GMT',
    'not a date',
    '',
  ])('reads %j as dayjs.utc did', (value) => {
    for (const pattern of PATTERNS) expect(now(value, pattern)).toBe(before(value, pattern));
  });

  it('formats any instant, number or Date, as dayjs.utc did', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        for (const pattern of PATTERNS) {
          expect(now(ms, pattern)).toBe(before(ms, pattern));
          expect(now(new Date(ms), pattern)).toBe(before(new Date(ms), pattern));
        }
      }),
    );
  });

  it('reads any date-shaped string as dayjs.utc did', () => {
    const part = (max: number, width: number) =>
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, '0'));
    const text = fc
      .tuple(part(9999, 4), part(19, 2), part(39, 2), part(29, 2), part(69, 2), part(69, 2))
      .chain(([y, m, d, h, min, s]) =>
        fc.constantFrom(
          `${y}-${m}-${d}`,
          `${y}/${m}/${d}`,
          `${y}-${m}-${d}T${h}:${min}:${s}`,
          `${y}-${m}-${d} ${h}:${min}`,
          `${y}-${m}-${d}T${h}:${min}:${s}Z`,
          `${y}${m}${d}`,
        ),
      );
    fc.assert(
      fc.property(text, (value) => {
        for (const pattern of PATTERNS) expect(now(value, pattern)).toBe(before(value, pattern));
      }),
    );
  });
});
