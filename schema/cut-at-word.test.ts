import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cut-at-word';

describe('cutAtWord', () => {
  it('keeps text that fits, trimmed', () => {
    expect(cutAtWord('  three bed house  ', 20)).toBe('three bed house');
  });

  it('cuts at the last whole word, never mid-word', () => {
    expect(cutAtWord('three bedroom semi-detached house', 18)).toBe('three bedroom');
    expect(cutAtWord('three bedroom house', 13)).toBe('three bedroom');
  });

  it('drops separators left at the end', () => {
    expect(cutAtWord('Leeds, West Yorkshire', 7)).toBe('Leeds');
  });

  it('cuts one long word where it must, rather than leave almost nothing', () => {
    expect(cutAtWord('a supercalifragilistic', 10)).toBe('a supercal');
  });
});
