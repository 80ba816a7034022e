import { describe, expect, it } from 'vitest';
import { soldWhenLabel } from './sold-when';

describe('soldWhenLabel', () => {
  it('names a sale before or after the auction; a hammer sale is plain Sold', () => {
    expect(soldWhenLabel('Sold', 'before')).toBe('Sold before auction');
    expect(soldWhenLabel('sold', 'after')).toBe('Sold after auction');
    expect(soldWhenLabel('Sold', 'at')).toBeUndefined();
    expect(soldWhenLabel('Sold', null)).toBeUndefined();
  });

  it('never speaks of a sale for a lot that is not sold', () => {
    expect(soldWhenLabel('Unsold', 'after')).toBeUndefined();
    expect(soldWhenLabel('Available', 'before')).toBeUndefined();
  });
});
