import { describe, expect, it } from 'vitest';
import { oneTypoAway } from './one-typo-away';

describe('oneTypoAway', () => {
  it('adds, drops, swaps or changes one letter', () => {
    const near = oneTypoAway('staton');
    expect(near).toContain('STATION');
    expect(near).toContain('SATTON');
    expect(near).toContain('STATN');
    expect(near).toContain('STETON');
  });

  it('leaves out the word itself and words two typos away', () => {
    const near = oneTypoAway('staton');
    expect(near).not.toContain('STATON');
    expect(near).not.toContain('STATIONS');
  });

  it('is bounded by the word’s length', () => {
    expect(oneTypoAway('staton').length).toBeLessThan(60 * 7);
  });
});
