import { describe, expect, it } from 'vitest';
import { LOT_PROPERTY_TYPES } from '#schema/lot-vocabulary';
import { Rng } from './prng';
import type { Town } from './places';
import { lotDescription, lotTitle, type LotTextInput } from './lot-text';

const town = { name: 'Leeds', country: 'ENG' } as unknown as Town;

/** Every description the seed could write for a type, over many draws, needing work or not. */
function descriptions(type: LotTextInput['type']): string[] {
  const out: string[] = [];
  for (let seed = 1; seed <= 60; seed++)
    for (const needsWork of [false, true]) {
      const input: LotTextInput = {
        type,
        bedrooms: 2,
        tenure: 'Freehold',
        street: 'Mill Lane',
        town,
        method: 'Traditional',
        tenanted: false,
        rent: null,
        needsWork,
      };
      const rng = new Rng(seed);
      out.push(lotDescription(rng, input, lotTitle(rng, input).detail));
    }
  return out;
}

/** What only a home has: a buyer reading it of a field or a lock-up stops trusting the page. */
const HOME_ONLY =
  /central heating|double glazing|kitchen and bathroom|habitable|move into|decorative order|rewiring/;

describe('lot descriptions', () => {
  it('land, sites, commercial premises and garages are never described as homes', () => {
    for (const type of ['Land', 'Development site', 'Commercial', 'Garage'] as const)
      for (const text of descriptions(type)) expect(text, type).not.toMatch(HOME_ONLY);
  });

  it('homes keep their condition paragraph, needing work or not', () => {
    for (const type of LOT_PROPERTY_TYPES.filter((t) => /house|Bungalow|Flat|Maisonette/.test(t))) {
      const texts = descriptions(type);
      expect(
        texts.some((t) => t.includes('full programme of refurbishment')),
        type,
      ).toBe(true);
      expect(
        texts.some((t) => t.includes('gas central heating')),
        type,
      ).toBe(true);
    }
  });
});
