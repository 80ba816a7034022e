import { describe, expect, it } from 'vitest';
import { parseSoldPriceQuery } from '#schema/sold-price-query';
import type { BoolExp } from '#server/graph/sql.server';
import { endsAsStreet, fullStreetType, streetWrittenOut } from '#schema/street-endings';
import {
  escapeLike,
  flatOnStreet,
  flatWhere,
  houseNumberAlone,
  NO_SALES_WHERE,
  numberedStreet,
  placeNameWhere,
  searchesStreet,
  searchStreet,
  searchWhere,
  soldPriceWhere,
  streetText,
} from './sold-price-where';

const q = (qs: string) => parseSoldPriceQuery(new URLSearchParams(qs));

describe('soldPriceWhere', () => {
  it('no filters: matches everything', () => {
    expect(soldPriceWhere(q(''))).toEqual({ _and: [] });
  });

  it('each filter of the URL becomes one condition', () => {
    const where = soldPriceWhere(
      q('property_type=t&min_price=100000&max_price=200000&date_from=2022-01-01'),
      { postcode_district: { _eq: 'ls6' } },
    );
    expect(where._and).toEqual([
      { postcode_district: { _eq: 'ls6' } },
      { property_type: { _eq: 'T' } },
      { price: { _gte: 100000, _lte: 200000 } },
      { date_of_transfer: { _gte: '2022-01-01', _lte: undefined } },
    ]);
  });

  it('new builds and tenure are Price Paid old/new and duration', () => {
    expect(soldPriceWhere(q('new_build=only&tenure=leasehold'))._and).toEqual([
      { old_new: { _eq: 'Y' } },
      { duration: { _eq: 'L' } },
    ]);
    expect(soldPriceWhere(q('new_build=exclude&tenure=freehold'))._and).toEqual([
      { old_new: { _eq: 'N' } },
      { duration: { _eq: 'F' } },
    ]);
  });

  it('several property types (houses of any build) match any of them', () => {
    expect(soldPriceWhere(q('property_type=D,S,T'))._and).toEqual([
      { property_type: { _in: ['D', 'S', 'T'] } },
    ]);
  });
});

describe('numberedStreet', () => {
  it('reads a house number before a street', () => {
    expect(numberedStreet('11 Balmoral Street')).toEqual({
      number: '11',
      street: 'Balmoral Street',
    });
    expect(numberedStreet(' 4a, high st ')).toEqual({ number: '4A', street: 'high st' });
    expect(numberedStreet('Balmoral Street')).toBeNull();
    expect(numberedStreet('11')).toBeNull();
  });

  it('narrows the street search to that house', () => {
    expect(searchWhere('11 balmoral street', ['BALMORAL STREET'])).toEqual({
      street: { _in: ['BALMORAL STREET'] },
      paon: { _ilike: '11' },
    });
    expect(searchWhere('7 road', null)).toEqual({
      street: { _ilike: '%road%' },
      paon: { _ilike: '7' },
    });
  });
});

describe('searchWhere', () => {
  it('a postcode uses the district and sector columns', () => {
    expect(searchWhere('ls6 1ab')).toEqual({
      postcode_district: { _eq: 'ls6' },
      postcode: { _eq: 'LS6 1AB' },
    });
    expect(searchWhere('LS6 1')).toEqual({ postcode_sector: { _eq: 'ls6/1' } });
    expect(searchWhere('ls6')).toEqual({ postcode_district: { _eq: 'ls6' } });
  });

  it('other text is part of a street name, wildcards taken literally', () => {
    expect(searchWhere('high st')).toEqual({ street: { _ilike: '%high st%' } });
    // Looked up: the names it matches, none (nothing matches), or too many (the pattern).
    expect(searchWhere('high st', ['HIGH STREET', 'HIGH STONE LANE'])).toEqual({
      street: { _in: ['HIGH STREET', 'HIGH STONE LANE'] },
    });
    expect(searchWhere('zzz', [])).toEqual({ street: { _in: [] } });
    expect(searchWhere('road', null)).toEqual({ street: { _ilike: '%road%' } });
    // A postcode is never a street search.
    expect(searchWhere('ls6', ['LS6 ROAD'])).toEqual({ postcode_district: { _eq: 'ls6' } });
    expect(searchWhere('100%_off')).toEqual({ street: { _ilike: '%100\\%\\_off%' } });
  });

  it('a house number alone is that number on any street (with a postcode, its house)', () => {
    // It was searched as part of a street name: "126" found no sale.
    expect(searchWhere('126')).toEqual({ paon: { _ilike: '126' } });
    expect(searchWhere(' 4a ')).toEqual({ paon: { _ilike: '4A' } });
  });
});

describe('houseNumberAlone', () => {
  it.each([
    ['126', '126'],
    ['4a', '4A'],
    [' 12 ', '12'],
  ])('%s is house number %s', (text, number) => {
    expect(houseNumberAlone(text)).toBe(number);
  });

  it.each(['12 high street', 'flat 4', '4ab', 'ls6', ''])('%s is not', (text) => {
    expect(houseNumberAlone(text)).toBeNull();
  });
});

describe('searchesStreet', () => {
  it('a street, with or without its number, is; a postcode or a house number alone is not', () => {
    expect(['high street', '12 high street', 'grosvenor rd'].map(searchesStreet)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['ls6 8ef', 'LS6 8', 'ls6', '126', '4a'].map(searchesStreet)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('placeNameWhere', () => {
  it('matches the whole place name in any of the Price Paid place columns, in the districts given', () => {
    expect(placeNameWhere('Sandy', ['sg19', 'mk44'])).toEqual({
      _and: [
        { postcode_district: { _in: ['sg19', 'mk44'] } },
        {
          _or: [
            { town_city: { _ilike: 'Sandy' } },
            { district: { _ilike: 'Sandy' } },
            { county: { _ilike: 'Sandy' } },
            { locality: { _ilike: 'Sandy' } },
          ],
        },
      ],
    });
  });

  it('matches the name however it is punctuated', () => {
    const pattern = (name: string) =>
      ((placeNameWhere(name, ['al1'])._and as BoolExp[])[1]!._or as BoolExp[])[0];
    expect(pattern('ST. ALBANS')).toEqual({ town_city: { _ilike: 'ST%ALBANS' } });
    expect(pattern("Bishop's Stortford")).toEqual({ town_city: { _ilike: 'Bishop%s%Stortford' } });
    expect(pattern('100%_town')).toEqual({ town_city: { _ilike: '100%town' } });
  });

  it('matches no sale without a district to look in', () => {
    expect(placeNameWhere('Sandy', [])).toBe(NO_SALES_WHERE);
  });

  it('joins a location of several conditions to the other filters at the top', () => {
    const location = placeNameWhere('Sandy', ['sg19']);
    const where = soldPriceWhere(q('tenure=freehold'), location);
    expect(where._and).toEqual([...(location._and as BoolExp[]), { duration: { _eq: 'F' } }]);
  });

  it('escapes backslashes too', () => {
    expect(escapeLike('a\\b')).toBe('a\\\\b');
  });
});

describe('streetText', () => {
  it('writes out a shortened street type that is no beginning of the word', () => {
    expect(streetText('Grosvenor Rd')).toBe('Grosvenor road');
    expect(streetText('church ln.')).toBe('church lane');
    expect(streetText('searchWhere')).toBe('searchWhere');
    // "St" already finds STREET (and STONE): left as typed.
    expect(streetText('high st')).toBe('high st');
    expect(searchWhere('station rd')).toEqual({ street: { _ilike: '%station road%' } });
  });
});

describe('endsAsStreet', () => {
  it('is true of street names as written, shortened or not', () => {
    for (const text of [
      'high street',
      'Station Rd',
      'grosvenor road',
      'Kensington Gardens',
      'high st.',
      'park av',
      'the cres',
      'grange ter',
      'market pl',
      'albert sq',
      'elm gr',
    ])
      expect(endsAsStreet(text), text).toBe(true);
  });
  it('writes out each short ending a buyer types', () => {
    expect(
      [
        'av',
        'ave',
        'st',
        'rd',
        'cres',
        'gdns',
        'ln',
        'dr',
        'ter',
        'pl',
        'sq',
        'cl',
        'ct',
        'gr.',
      ].map(fullStreetType),
    ).toEqual([
      'avenue',
      'avenue',
      'street',
      'road',
      'crescent',
      'gardens',
      'lane',
      'drive',
      'terrace',
      'place',
      'square',
      'close',
      'court',
      'grove',
    ]);
    expect(fullStreetType('road')).toBeUndefined();
    expect(streetWrittenOut('high st')).toBe('high street');
    expect(streetWrittenOut('Park Av.')).toBe('Park avenue');
    expect(streetWrittenOut('st')).toBe('st');
  });
  it('is false of the words a buyer says about a home', () => {
    for (const text of ['garden', 'with garden', 'flat', 'high', 'cottage'])
      expect(endsAsStreet(text), text).toBe(false);
  });
});

describe('a flat’s number said with its street', () => {
  it('reads the flat, and the address without it', () => {
    expect(flatOnStreet('flat 4 high street')).toEqual({
      flat: 'flat 4',
      number: '4',
      address: 'high street',
    });
    expect(flatOnStreet('Apartment 12b, 3 quay st')).toEqual({
      flat: 'Apartment 12b',
      number: '12B',
      address: '3 quay st',
    });
    expect(flatOnStreet('market pl flat 2')?.address).toBe('market pl');
  });

  it('reads a building’s name before the street, a comma between', () => {
    expect(flatOnStreet('flat 18, mill heights, canal rd')).toEqual({
      flat: 'flat 18',
      number: '18',
      building: 'mill heights',
      address: 'canal rd',
    });
    expect(searchWhere('flat 18 mill heights, canal road', ['CANAL ROAD'])).toEqual({
      _and: [
        { street: { _in: ['CANAL ROAD'] }, paon: { _ilike: 'mill heights' } },
        flatWhere('18'),
      ],
    });
    expect(searchStreet('flat 18, mill heights, canal rd')).toBe('canal road');
  });

  it('is no flat on a street without a street said', () => {
    for (const text of [
      'flat 4 york',
      'flat 4',
      'flat 4 ls6 1ab',
      'flat 2 bed leeds',
      'high street',
    ])
      expect(flatOnStreet(text), text).toBeNull();
  });

  it('finds the flat however its SAON writes the number’s word, or the number alone', () => {
    expect(flatWhere('4')).toEqual({
      _or: ['flat 4', 'apartment 4', 'apt 4', 'apt. 4', 'unit 4', '4'].map((saon) => ({
        saon: { _ilike: saon },
      })),
    });
  });

  it('searches the street (and house) with the flat, the street’s names still a list alone', () => {
    expect(searchWhere('flat 4, 12 high st', ['HIGH STREET'])).toEqual({
      _and: [{ street: { _in: ['HIGH STREET'] }, paon: { _ilike: '12' } }, flatWhere('4')],
    });
    expect(soldPriceWhere(q('search=flat 4 high street'), undefined, ['HIGH STREET'])).toEqual({
      _and: [{ street: { _in: ['HIGH STREET'] } }, flatWhere('4')],
    });
    expect(searchStreet('flat 4, 12 grosvenor rd')).toBe('grosvenor road');
    expect(searchStreet('11 balmoral street')).toBe('balmoral street');
  });
});
