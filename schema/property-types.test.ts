import { describe, expect, it } from 'vitest';
import { LOT_PROPERTY_TYPES } from '#server/db/seed/directory/vocabulary';
import {
  PROPERTY_TYPE_FAMILIES,
  PROPERTY_TYPE_FAMILY_IDS,
  familyOfLotType,
  ownPpdCode,
  ppdCodesOf,
  ppdCodesParam,
  parseTypeChoice,
} from './property-types';

describe('property-type families', () => {
  it('hold every lot type the directory uses, each in exactly one family', () => {
    for (const type of LOT_PROPERTY_TYPES) {
      const holders = PROPERTY_TYPE_FAMILY_IDS.filter((id) =>
        (PROPERTY_TYPE_FAMILIES[id].lotTypes as readonly string[]).includes(type),
      );
      expect(holders, type).toHaveLength(1);
    }
  });

  it.each([
    ['Terraced house', 'houses', ['D', 'S', 'T']],
    ['Semi-detached house', 'houses', ['D', 'S', 'T']],
    ['Detached house', 'houses', ['D', 'S', 'T']],
    ['Bungalow', 'bungalows', ['D', 'S', 'T']],
    ['Flat', 'flats', ['F']],
    ['Maisonette', 'flats', ['F']],
    ['Land', 'land', ['O']],
    ['Development site', 'land', ['O']],
    ['Commercial', 'commercial', ['O']],
    ['Mixed use', 'mixed-use', ['O']],
    ['Garage', 'garages', ['O']],
  ])('a lot of type %s is in %s, sold as Price Paid %j', (type, id, codes) => {
    const found = familyOfLotType(type);
    expect(found?.id).toBe(id);
    expect(found?.family.ppdCodes).toEqual(codes);
  });

  it('reads a lot type in any case and with stray spaces; unknown types have no family', () => {
    expect(familyOfLotType('  terraced HOUSE ')?.id).toBe('houses');
    expect(familyOfLotType('Castle')).toBeNull();
    expect(familyOfLotType('')).toBeNull();
    expect(familyOfLotType(null)).toBeNull();
  });

  it('say why Price Paid cannot match bungalows and non-residential lots exactly', () => {
    expect(PROPERTY_TYPE_FAMILIES.bungalows.ppdNote).toMatch(/bungalows/);
    expect(PROPERTY_TYPE_FAMILIES.land.ppdNote).toMatch(/other/);
    expect('ppdNote' in PROPERTY_TYPE_FAMILIES.houses).toBe(false);
  });
});

describe('the Price Paid code of a lot’s own type', () => {
  it('is D, S, T or F for the types Land Registry records apart, in any case', () => {
    expect(ownPpdCode('Detached house')).toBe('D');
    expect(ownPpdCode(' semi-detached HOUSE')).toBe('S');
    expect(ownPpdCode('Terraced house')).toBe('T');
    expect(ownPpdCode('Maisonette')).toBe('F');
  });

  it('is none for a bungalow, a non-residential type or no type', () => {
    expect(ownPpdCode('Bungalow')).toBeUndefined();
    expect(ownPpdCode('Garage')).toBeUndefined();
    expect(ownPpdCode(null)).toBeUndefined();
  });
});

describe('a type choice in a URL', () => {
  it('is the exact type when written as stored, the family when written as its id', () => {
    expect(parseTypeChoice('Land')).toEqual({ type: 'Land' });
    expect(parseTypeChoice('land')).toEqual({ family: 'land' });
    expect(parseTypeChoice('Commercial')).toEqual({ type: 'Commercial' });
    expect(parseTypeChoice('commercial')).toEqual({ family: 'commercial' });
    expect(parseTypeChoice('flat')).toEqual({ type: 'Flat' });
    expect(parseTypeChoice('flats')).toEqual({ family: 'flats' });
    expect(parseTypeChoice('House')).toEqual({ family: 'houses' });
  });

  it('is the house type when its noun is left off, or it is called by its short name', () => {
    expect(parseTypeChoice('semi-detached')).toEqual({ type: 'Semi-detached house' });
    expect(parseTypeChoice('Semi Detached Houses')).toEqual({ type: 'Semi-detached house' });
    expect(parseTypeChoice('detached')).toEqual({ type: 'Detached house' });
    expect(parseTypeChoice('terraced')).toEqual({ type: 'Terraced house' });
    expect(parseTypeChoice('mid-terrace')).toEqual({ type: 'Terraced house' });
    expect(parseTypeChoice('semi')).toEqual({ type: 'Semi-detached house' });
    expect(parseTypeChoice('houses')).toEqual({ family: 'houses' });
    expect(parseTypeChoice('castle')).toBeUndefined();
  });
});

describe('Price Paid codes in a URL', () => {
  it('are upper case, once each, in one order', () => {
    expect(ppdCodesParam('t, d,s,T')).toBe('D,S,T');
    expect(ppdCodesParam('f')).toBe('F');
    expect(ppdCodesOf('D,S,T')).toEqual(['D', 'S', 'T']);
  });

  it('a lot family or type, as the lot search names them, is its Price Paid codes', () => {
    expect(ppdCodesParam('houses')).toBe('D,S,T');
    expect(ppdCodesParam('flats')).toBe('F');
    expect(ppdCodesParam('Bungalow')).toBe('D,S,T');
    // A kind Price Paid records on its own is its own code ("terraced" is not every house).
    expect(ppdCodesParam('Terraced house')).toBe('T');
    expect(ppdCodesParam('Semi-detached house,Detached house')).toBe('D,S');
    expect(ppdCodesParam('Maisonette')).toBe('F');
    expect(ppdCodesParam('Development site')).toBe('O');
    expect(ppdCodesParam('flats,houses')).toBe('D,S,T,F');
    expect(ppdCodesParam('land')).toBe('O');
    expect(ppdCodesParam('castle')).toBeUndefined();
  });

  it('are dropped whole when empty or when one code is unknown', () => {
    expect(ppdCodesParam('')).toBeUndefined();
    expect(ppdCodesParam(' , ')).toBeUndefined();
    expect(ppdCodesParam('D,X')).toBeUndefined();
  });
});
