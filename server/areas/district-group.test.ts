import { describe, expect, it } from 'vitest';
import { splitDistrictOf } from './district-group.server';

describe('splitDistrictOf', () => {
  it('names the split district a lettered one belongs to', () => {
    expect(splitDistrictOf('sw1a')).toBe('sw1');
    expect(splitDistrictOf('w1d')).toBe('w1');
    expect(splitDistrictOf('ec4m')).toBe('ec4');
    expect(splitDistrictOf('wc2r')).toBe('wc2');
  });

  it('is null for a district that stands as itself beside its lettered ones, or any other', () => {
    for (const slug of ['e1w', 'n1c', 'se1p', 'sw1', 'sw10', 'ls6', 'sw', 'sw1a/1'])
      expect(splitDistrictOf(slug), slug).toBeNull();
  });
});
