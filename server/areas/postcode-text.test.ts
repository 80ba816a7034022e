import { describe, expect, it } from 'vitest';
import { parsePostcodeText } from './postcode-text';

describe('parsePostcodeText', () => {
  it.each([
    ['ls6 1ab', { kind: 'unit', postcode: 'LS6 1AB', district: 'ls6' }],
    ['SW1A1AA', { kind: 'unit', postcode: 'SW1A 1AA', district: 'sw1a' }],
    ['LS6 1', { kind: 'sector', slug: 'ls6/1' }],
    [' sw1a  2 ', { kind: 'sector', slug: 'sw1a/2' }],
    ['LS6', { kind: 'district', slug: 'ls6' }],
    ['ls10', { kind: 'district', slug: 'ls10' }],
    ['ec2m', { kind: 'district', slug: 'ec2m' }],
    ['LS', { kind: 'area', slug: 'ls' }],
    ['e', { kind: 'area', slug: 'e' }],
  ])('%s', (text, expected) => {
    expect(parsePostcodeText(text)).toEqual(expected);
  });

  it.each(['Leeds', 'High Street', '12345', 'LS6 1A', ''])('%s is not a postcode', (text) => {
    expect(parsePostcodeText(text)).toBeNull();
  });
});
