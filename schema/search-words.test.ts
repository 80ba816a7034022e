import { describe, expect, it } from 'vitest';
import { readSearchWords } from './search-words';

describe('readSearchWords', () => {
  it('reads bedrooms and types out of what a buyer types, leaving the rest in order', () => {
    expect(readSearchWords('2 bed flat leeds')).toEqual({
      bedrooms: 2,
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('three bedroom semi-detached house for sale in West Yorkshire')).toEqual(
      {
        bedrooms: 3,
        propertyTypes: ['Semi-detached house'],
        rest: ['West', 'Yorkshire'],
      },
    );
    expect(readSearchWords('4bed detached house garden')).toEqual({
      bedrooms: 4,
      propertyTypes: ['Detached house'],
      rest: ['garden'],
    });
  });

  it('knows the words people use for types', () => {
    expect(readSearchWords('bungalow bristol').propertyTypes).toEqual(['bungalows']);
    expect(readSearchWords('end terrace').propertyTypes).toEqual(['Terraced house']);
    expect(readSearchWords('building plot').propertyTypes).toEqual(['land']);
    expect(readSearchWords('shop or flats').propertyTypes).toEqual(['commercial', 'flats']);
    expect(readSearchWords('lock-up garages').propertyTypes).toEqual(['garages']);
  });

  it('leaves text it cannot read alone, numbers included', () => {
    expect(readSearchWords('Nelson Lane 17')).toEqual({
      propertyTypes: [],
      rest: ['Nelson', 'Lane', '17'],
    });
  });
});
