import { describe, expect, it } from 'vitest';
import { sumsOrMore, sumsSaidInWords } from './said-sums';

describe('sumsSaidInWords', () => {
  it('reads sums said without a figure', () => {
    expect(sumsSaidInWords(['under', 'half', 'a', 'million'])).toEqual(['under', '500k']);
    expect(sumsSaidInWords(['over', 'a', 'quarter', 'of', 'a', 'million'])).toEqual([
      'over',
      '250k',
    ]);
    expect(sumsSaidInWords(['over', 'a', 'Million', 'york'])).toEqual(['over', '1m', 'york']);
    expect(sumsSaidInWords(['half', 'a', 'mil'])).toEqual(['500k']);
    expect(sumsSaidInWords(['over', '1mil'])).toEqual(['over', '1m']);
    expect(sumsSaidInWords(['under', '£1.5million'])).toEqual(['under', '£1.5m']);
  });

  it('leaves other words, and a street named so, alone', () => {
    expect(sumsSaidInWords(['half', 'moon', 'lane'])).toEqual(['half', 'moon', 'lane']);
    expect(sumsSaidInWords(['a', 'million', 'road'])).toEqual(['a', 'million', 'road']);
  });
});

describe('sumsOrMore', () => {
  it('reads a sum followed by “plus” or “or more” as the least', () => {
    expect(sumsOrMore(['£1m', 'plus'])).toEqual(['£1m+']);
    expect(sumsOrMore(['500k', 'or', 'more', 'leeds'])).toEqual(['500k+', 'leeds']);
    expect(sumsOrMore(['300,000', 'and', 'above'])).toEqual(['300,000+']);
  });

  it('leaves “plus” after other words alone', () => {
    expect(sumsOrMore(['flat', 'plus', 'garage'])).toEqual(['flat', 'plus', 'garage']);
    expect(sumsOrMore(['4', 'or', 'more', 'beds'])).toEqual(['4+', 'beds']);
  });
});
