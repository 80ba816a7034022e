import { describe, expect, it } from 'vitest';
import { namedPart, writtenDistricts } from './named-parts.server';

describe('writtenDistricts: a neighbourhood’s districts as sales carry them', () => {
  it('a district ending in a letter is itself alone', () => {
    expect(writtenDistricts(namedPart('covent garden')!)).toEqual(['wc2e', 'wc2h']);
  });

  it('a district ending in a digit also covers its lettered parts', () => {
    const bloomsbury = writtenDistricts(namedPart('bloomsbury')!);
    expect(bloomsbury).toContain('wc1');
    expect(bloomsbury).toContain('wc1a');
    expect(bloomsbury).toContain('wc1x');
    expect(bloomsbury.every((d) => /^wc1[a-z]?$/.test(d))).toBe(true);
  });

  it('a part of London drawn by whole postcode areas has no districts written', () => {
    expect(writtenDistricts(namedPart('south london')!)).toEqual([]);
  });
});
