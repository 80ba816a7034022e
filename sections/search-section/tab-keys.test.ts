import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tabAfterKey: the home search tabs by keyboard', () => {
  it('moves with the arrows round the ends, and to the first and last with Home and End', () => {
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });
  it('leaves every other key to the browser', () => {
    expect(tabAfterKey('Tab', 1, 3)).toBeNull();
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });
});
