import { describe, expect, it } from 'vitest';
import { lotTextWhere, saysOnlyKinds } from './lot-search-text';

const anyOf = (...words: string[]) => ({ _or: words.map((w) => ({ _search: w })) });
const NEEDS_WORK = anyOf('refurbishment', 'improvement', 'modernisation', 'renovation', 'repair');

describe('lotTextWhere', () => {
  it('matches the words as typed, less those no lot holds', () => {
    expect(lotTextWhere('garden flat')).toEqual([{ _search: 'garden flat' }]);
    expect(lotTextWhere('investment property')).toEqual([{ _search: 'investment' }]);
    expect(lotTextWhere('property auction')).toEqual([]);
  });

  it('reads a kind of lot said in a buyer’s words as any of the catalogues’ words', () => {
    expect(lotTextWhere('needs work')).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('Fixer-Upper with garden')).toEqual([
      { _search: 'with garden' },
      NEEDS_WORK,
    ]);
    // Two ways of saying one kind are one condition.
    expect(lotTextWhere('doer upper needs work')).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('buy to let')).toEqual([
      anyOf('tenanted', 'let', 'tenancy', 'investment', 'income'),
    ]);
  });

  it('reads planning and repossessions in the words catalogues use for them', () => {
    expect(lotTextWhere('land with planning permission')).toEqual([
      { _search: 'land with' },
      anyOf('planning'),
    ]);
    expect(lotTextWhere('repossessed houses')).toEqual([
      { _search: 'houses' },
      anyOf('repossession', 'receivers', 'mortgagee'),
    ]);
  });

  it('leaves a catalogue’s own word, and half a phrase, as text', () => {
    expect(lotTextWhere('refurbishment')).toEqual([{ _search: 'refurbishment' }]);
    expect(lotTextWhere('work shop')).toEqual([{ _search: 'work shop' }]);
    expect(lotTextWhere('upper flat')).toEqual([{ _search: 'upper flat' }]);
  });
});

describe('saysOnlyKinds', () => {
  it('is true only when every word belongs to a phrase for a kind of lot', () => {
    expect(saysOnlyKinds(['fixer', 'upper'])).toBe(true);
    expect(saysOnlyKinds(['buy', 'to', 'let', 'needs', 'work'])).toBe(true);
    expect(saysOnlyKinds(['fixer', 'upper', 'garden'])).toBe(false);
    expect(saysOnlyKinds(['upper'])).toBe(false);
    expect(saysOnlyKinds([])).toBe(false);
  });
});
