import { describe, expect, it } from 'vitest';
import { sumsSaidInWords } from './said-sums';

describe('sumsSaidInWords', () => {
  it('reads sums said without a figure', () => {
    expect(sumsSaidInWords(['under', 'half', 'a', 'million'])).toEqual(['under', '500k']);
    expect(sumsSaidInWords(['over', 'a', 'quarter', 'of', 'a', 'million'])).toEqual([
      'over',
      '250k',
    ]);
    expect(sumsSaidInWords(['over', 'a', 'Million', 'york'])).toEqual(['over', '1m', 'york']);
    expect(sumsSaidInWords(['half', 'a', 'mil'])).toEqual(['500k']);
  });

  it('leaves other words, and a street named so, alone', () => {
    expect(sumsSaidInWords(['half', 'moon', 'lane'])).toEqual(['half', 'moon', 'lane']);
    expect(sumsSaidInWords(['a', 'million', 'road'])).toEqual(['a', 'million', 'road']);
  });
});
