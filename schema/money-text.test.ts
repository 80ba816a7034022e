import { describe, expect, it } from 'vitest';
import { poundsIn } from './money-text';

describe('poundsIn: a sum as buyers write it, in words or a link', () => {
  it('reads commas, the pound sign and k or m', () => {
    expect(poundsIn('150000')).toBe(150_000);
    expect(poundsIn('150,000')).toBe(150_000);
    expect(poundsIn('£150,000')).toBe(150_000);
    expect(poundsIn('150k')).toBe(150_000);
    expect(poundsIn('150K')).toBe(150_000);
    expect(poundsIn('£1.2m')).toBe(1_200_000);
    expect(poundsIn(' 152500 ')).toBe(152_500);
    expect(poundsIn('0')).toBe(0);
    // A number box takes these and sends them as typed: read as £1 and £2 they found nothing.
    expect(poundsIn('2.5e5')).toBe(250_000);
    expect(poundsIn('1E6')).toBe(1_000_000);
  });

  it('anything else is no sum: a minus, words, a comma in the wrong place, past £1 billion', () => {
    for (const text of [
      '-5',
      'abc',
      '15,00',
      '1,5000',
      '£',
      '',
      '2000000000',
      '150kk',
      '1e10',
      'e5',
    ])
      expect(poundsIn(text), text).toBeUndefined();
    expect(poundsIn(null)).toBeUndefined();
  });
});
