import { describe, expect, it } from 'vitest';
import { scalarText } from './raw-value';

describe('the “All details” list', () => {
  it('writes a postcode district as a postcode is written', () => {
    // It read "Postcode district sa7" under "Postcode SA7 0EQ".
    expect(scalarText('postcode_district', 'sa7')).toBe('SA7');
  });
});
