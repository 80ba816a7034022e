import { describe, expect, it } from 'vitest';
import {
  comparePostcodes,
  halfTypedUnit,
  parsePostcodeText,
  postcodeTextLabel,
  spacelessSectorOf,
} from './postcode-text';

describe('parsePostcodeText', () => {
  it.each([
    ['ls6 1ab', { kind: 'unit', postcode: 'LS6 1AB', district: 'ls6' }],
    ['SW1A1AA', { kind: 'unit', postcode: 'SW1A 1AA', district: 'sw1a' }],
    ['LS6 1', { kind: 'sector', slug: 'ls6/1' }],
    [' sw1a  2 ', { kind: 'sector', slug: 'sw1a/2' }],
    ['LS6', { kind: 'district', slug: 'ls6' }],
    ['ls10', { kind: 'district', slug: 'ls10' }],
    ['ls61', { kind: 'district', slug: 'ls61' }],
    // No district is written with three digits, or a letter then a digit: the space was left out.
    ['m145', { kind: 'sector', slug: 'm14/5' }],
    ['SW1A2', { kind: 'sector', slug: 'sw1a/2' }],
    ['ec2m', { kind: 'district', slug: 'ec2m' }],
    ['LS', { kind: 'area', slug: 'ls' }],
    ['e', { kind: 'area', slug: 'e' }],
    // As buyers also type them: the area apart, hyphens, a stop or comma after.
    ['ls 6', { kind: 'district', slug: 'ls6' }],
    ['LS-6', { kind: 'district', slug: 'ls6' }],
    ['ls 6 8', { kind: 'sector', slug: 'ls6/8' }],
    ['LS 6 8EF', { kind: 'unit', postcode: 'LS6 8EF', district: 'ls6' }],
    ['ls-6 8ef', { kind: 'unit', postcode: 'LS6 8EF', district: 'ls6' }],
    ['LS6-8EF', { kind: 'unit', postcode: 'LS6 8EF', district: 'ls6' }],
    ['ls6 8ef.', { kind: 'unit', postcode: 'LS6 8EF', district: 'ls6' }],
    ['ls6,', { kind: 'district', slug: 'ls6' }],
  ])('%s', (text, expected) => {
    expect(parsePostcodeText(text)).toEqual(expected);
  });

  // "no 5" and "b 2" are words: only the two-letter areas that exist are closed up.
  it.each(['Leeds', 'High Street', '12345', 'LS6 1A', '', 'm1456', 'LS6 12', 'no 5', 'b 2', '.'])(
    '%s is not a postcode',
    (text) => {
      expect(parsePostcodeText(text)).toBeNull();
    },
  );
});

describe('spacelessSectorOf', () => {
  it('reads a two-digit district as its first digit and a sector', () => {
    expect(spacelessSectorOf('ls61')).toBe('ls6/1');
    expect(spacelessSectorOf('m14')).toBe('m1/4');
  });
  it.each(['ls6', 'sw1a', 'ec2m', 'ls', 'ls6/1'])('%s has no other reading', (slug) => {
    expect(spacelessSectorOf(slug)).toBeNull();
  });
});

describe('comparePostcodes', () => {
  it('orders districts and sectors by their numbers, not as text', () => {
    expect(['ls10', 'ls2', 'bd1', 'ls1'].sort(comparePostcodes)).toEqual([
      'bd1',
      'ls1',
      'ls2',
      'ls10',
    ]);
    expect(['sw1a/4', 'sw1a/1', 'e14/2'].sort(comparePostcodes)).toEqual([
      'e14/2',
      'sw1a/1',
      'sw1a/4',
    ]);
  });
});

describe('postcodeTextLabel', () => {
  it.each([
    ['ls 6', 'LS6'],
    ['m145', 'M14 5'],
    ['ls6-8ef.', 'LS6 8EF'],
    ['ls', 'LS'],
  ])('%s is written %s', (text, label) => {
    expect(postcodeTextLabel(parsePostcodeText(text)!)).toBe(label);
  });
});

describe('halfTypedUnit', () => {
  it.each([
    ['LS6 8E', { sector: 'ls6/8', written: 'LS6 8E' }],
    ['ls68e', { sector: 'ls6/8', written: 'LS6 8E' }],
    ['ls 6 8e', { sector: 'ls6/8', written: 'LS6 8E' }],
    ['EC2M 7P', { sector: 'ec2m/7', written: 'EC2M 7P' }],
    ['m14 5t.', { sector: 'm14/5', written: 'M14 5T' }],
  ])('%s is begun in %o', (text, expected) => {
    expect(halfTypedUnit(text)).toEqual(expected);
  });

  it.each(['LS6 8EF', 'LS6 8', 'LS6', 'Leeds', 'no 5e', '12 8E', ''])('%s is not', (text) => {
    expect(halfTypedUnit(text)).toBeNull();
  });
});
