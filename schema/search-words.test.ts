import { describe, expect, it } from 'vitest';
import { readSearchWords, searchWordsOf, withoutEdgeJoins } from './search-words';

describe('readSearchWords', () => {
  it('reads bedrooms and types out of what a buyer types, leaving the rest in order', () => {
    expect(readSearchWords('2 bed flat leeds')).toEqual({
      bedrooms: 2,
      bedroomsMax: 2,
      tenures: [],
      methods: [],
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('three bedroom semi-detached house for sale in West Yorkshire')).toEqual(
      {
        bedrooms: 3,
        bedroomsMax: 3,
        tenures: [],
        methods: [],
        propertyTypes: ['Semi-detached house'],
        rest: ['West', 'Yorkshire'],
        afterIn: 0,
      },
    );
    // Where the words after "in" begin among those left: the place the buyer put there.
    expect(readSearchWords('garden flat in leeds')).toMatchObject({
      rest: ['garden', 'leeds'],
      afterIn: 1,
    });
    expect(readSearchWords('4bed detached house garden')).toEqual({
      bedrooms: 4,
      bedroomsMax: 4,
      tenures: [],
      methods: [],
      propertyTypes: ['Detached house'],
      rest: ['garden'],
    });
  });

  it('a number of bedrooms is that many; "+", "or more", "at least" a fewest; "up to" a most', () => {
    const beds = (text: string) => {
      const read = readSearchWords(text);
      return { min: read.bedrooms, max: read.bedroomsMax, rest: read.rest };
    };
    expect(beds('2 bedroom flat')).toEqual({ min: 2, max: 2, rest: [] });
    expect(beds('three bedroomed house in york')).toEqual({ min: 3, max: 3, rest: ['york'] });
    for (const said of [
      '4+ beds',
      '4 bed+',
      '4 or more bedrooms',
      'at least 4 bedrooms',
      '4 beds or more',
    ])
      expect(beds(said), said).toEqual({ min: 4, max: undefined, rest: [] });
    for (const said of ['up to 2 bedrooms', 'max 2 beds', 'no more than two bedrooms'])
      expect(beds(said), said).toEqual({ min: undefined, max: 2, rest: [] });
    for (const said of [
      '2-3 bed',
      '2 to 3 bedrooms',
      '2 or 3 bed',
      'two or three bedroom',
      '3-2 bed',
    ])
      expect(beds(said), said).toEqual({ min: 2, max: 3, rest: [] });
    // Said around the count: a strict bound moves by one ("over 3 beds" is four or more).
    const around = {
      'over 3 beds': { min: 4, max: undefined },
      'more than 2 bedrooms': { min: 3, max: undefined },
      'less than 3 bedrooms': { min: undefined, max: 2 },
      'under 3 beds': { min: undefined, max: 2 },
      '3 bed minimum': { min: 3, max: undefined },
      '2 bedrooms or less': { min: undefined, max: 2 },
      '3 bed and above': { min: 3, max: undefined },
      '4 bed plus': { min: 4, max: undefined },
      '2 bed max': { min: undefined, max: 2 },
      '3/4 bed': { min: 3, max: 4 },
      'between 2 and 3 bedrooms': { min: 2, max: 3 },
      studio: { min: undefined, max: 0 },
      'studio or 1 bed': { min: undefined, max: 1 },
      'under 1 bedroom': { min: undefined, max: 0 },
      'from 2 to 3 bedrooms': { min: 2, max: 3 },
      '2 double bedrooms': { min: 2, max: 2 },
      '2 bdrm': { min: 2, max: 2 },
      '3bd': { min: 3, max: 3 },
    };
    for (const [said, want] of Object.entries(around))
      expect(beds(said), said).toEqual({ ...want, rest: [] });
    // Only the first said counts; a bare number stays a word ("Flat 2").
    expect(beds('2 bed flat 3 bed')).toEqual({ min: 2, max: 2, rest: ['3', 'bed'] });
    // "flat 2" is an address's flat (flat-number.ts), a phrase for the text search.
    expect(beds('flat 2 leeds')).toEqual({
      min: undefined,
      max: undefined,
      rest: ['flat', '2', 'leeds'],
    });
    // A studio the lot has, a business or a street is no studio flat.
    for (const said of ['house with detached studio', 'photography studio leeds', 'studio road'])
      expect(beds(said), said).toMatchObject({ min: undefined, max: undefined });
    // More than a count the search holds is its top choice, 10+ ("12 bed house" was the words
    // "12 bed" matched in lots' text: 0 lots and "Leave out “bed”"); a most above it is no bound.
    for (const said of [
      'over 10 beds',
      '12 bed',
      '11 bedrooms',
      '14+ beds',
      'at least 20 bedrooms',
    ])
      expect(beds(said), said).toEqual({ min: 10, max: undefined, rest: [] });
    expect(beds('up to 12 beds')).toEqual({ min: undefined, max: undefined, rest: [] });
    expect(beds('4-12 bed')).toEqual({ min: 4, max: undefined, rest: [] });
    expect(beds('10 bed')).toEqual({ min: 10, max: 10, rest: [] });
    expect(readSearchWords('12 bed house')).toMatchObject({
      bedrooms: 10,
      propertyTypes: ['houses'],
    });
    // "max" or "min" before a sum bounds the price, not the bedrooms.
    expect(readSearchWords('2 bed max 200k')).toMatchObject({
      bedrooms: 2,
      bedroomsMax: 2,
      guidePriceMax: 200_000,
    });
    expect(readSearchWords('3 bed min 150k')).toMatchObject({
      bedrooms: 3,
      bedroomsMax: 3,
      guidePriceMin: 150_000,
    });
    // A price range of sums stays a price range.
    expect(readSearchWords('2 bed 100k-200k')).toMatchObject({
      bedrooms: 2,
      guidePriceMin: 100_000,
      guidePriceMax: 200_000,
    });
  });

  it('reads past the punctuation typed around words; a dash between words is no type', () => {
    // "2 bed flat, leeds" and "2 bed flat!" found nothing: "leeds," is no place, "flat!" no type.
    expect(readSearchWords('2 bed flat, leeds')).toMatchObject({
      bedrooms: 2,
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('“2 bed flat!”')).toMatchObject({ bedrooms: 2, rest: [] });
    // "2 bed flat - leeds" was the exact type Flat (no maisonettes) and the dash a word.
    expect(readSearchWords('2 bed flat - leeds')).toMatchObject({
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('100k - 200k')).toMatchObject({
      guidePriceMin: 100_000,
      guidePriceMax: 200_000,
    });
    expect(readSearchWords('£150,000 semi-detached')).toMatchObject({
      guidePriceMax: 150_000,
      propertyTypes: ['Semi-detached house'],
    });
  });

  it('a kind of house said with "houses" is that kind, not every house', () => {
    expect(readSearchWords('terraced houses in york')).toMatchObject({
      propertyTypes: ['Terraced house'],
      rest: ['york'],
    });
    expect(readSearchWords('semi detached houses').propertyTypes).toEqual(['Semi-detached house']);
    expect(readSearchWords('detached or semi houses').propertyTypes).toEqual([
      'Detached house',
      'Semi-detached house',
    ]);
    expect(readSearchWords('houses or flats').propertyTypes).toEqual(['houses', 'flats']);
  });

  it('knows the words people use for types', () => {
    expect(readSearchWords('bungalow bristol').propertyTypes).toEqual(['bungalows']);
    expect(readSearchWords('end terrace').propertyTypes).toEqual(['Terraced house']);
    expect(readSearchWords('building plot').propertyTypes).toEqual(['land']);
    for (const said of [
      'development',
      'development land',
      'development opportunity',
      'plot of land',
    ])
      expect(readSearchWords(said)).toMatchObject({ propertyTypes: ['land'], rest: [] });
    expect(readSearchWords('development site').propertyTypes).toEqual(['Development site']);
    expect(readSearchWords('shop or flats', { forSales: true }).propertyTypes).toEqual([
      'commercial',
      'flats',
    ]);
    expect(readSearchWords('lock-up garages').propertyTypes).toEqual(['garages']);
  });

  it('reads a detached or semi-detached bungalow as a bungalow, in up to three words', () => {
    for (const said of [
      'detached bungalow',
      'semi-detached bungalows',
      'semi detached bungalow in york',
      'Semi Bungalow',
    ])
      expect(readSearchWords(said).propertyTypes, said).toEqual(['bungalows']);
    expect(readSearchWords('semi detached house').propertyTypes).toEqual(['Semi-detached house']);
  });

  it('keeps, for lots, the words that say which terraced house: an end or a mid terrace', () => {
    // Dropped, "mid terrace" was every terraced house. The sold-price search reads the type alone
    // (Price Paid's).
    for (const [said, rest] of [
      ['end of terrace house in leeds', ['end', 'terrace', 'leeds']],
      ['End-of-terrace', ['end', 'terrace']],
      ['mid terrace houses', ['mid', 'terrace']],
    ] as const) {
      expect(readSearchWords(said), said).toMatchObject({
        propertyTypes: ['Terraced house'],
        rest,
      });
      expect(readSearchWords(said, { forSales: true }).rest, said).toEqual(
        rest.filter((w) => w === 'leeds'),
      );
    }
  });

  it('keeps, for lots, the words that say which bungalow: detached or semi-detached', () => {
    // Found by a buyer's walk: "detached bungalow" was every bungalow, semi-detached ones first.
    for (const [said, rest] of [
      ['detached bungalow', ['detached', 'bungalow']],
      ['Detached Bungalows in Leeds', ['detached', 'bungalow', 'Leeds']],
      ['semi-detached bungalow', ['semi', 'detached', 'bungalow']],
      ['semi bungalows', ['semi', 'bungalow']],
      ['bungalow', []],
    ] as const) {
      expect(readSearchWords(said), said).toMatchObject({ propertyTypes: ['bungalows'], rest });
      expect(readSearchWords(said, { forSales: true }).rest, said).toEqual(
        rest.filter((w) => w === 'Leeds'),
      );
    }
  });

  it('reads “maisonettes” as the maisonettes, and “flats and maisonettes” as both', () => {
    // Found by a buyer's walk: "maisonettes" was every flat (269), "maisonette" the 29.
    expect(readSearchWords('maisonettes').propertyTypes).toEqual(['Maisonette']);
    expect(readSearchWords('maisonette').propertyTypes).toEqual(['Maisonette']);
    expect(readSearchWords('flats and maisonettes').propertyTypes).toEqual(['flats']);
  });

  it('reads a type or tenure after “not”, “no” or “without” as refused, not asked for', () => {
    // Found by a buyer's walk: "not leasehold" was every leasehold lot, "houses not flats" flats.
    expect(readSearchWords('not leasehold')).toMatchObject({
      tenures: [],
      notTenures: ['Leasehold'],
      rest: [],
    });
    expect(readSearchWords('houses not flats')).toMatchObject({
      propertyTypes: ['houses'],
      notPropertyTypes: ['flats'],
      rest: [],
    });
    expect(readSearchWords('no flats in leeds')).toMatchObject({
      propertyTypes: [],
      notPropertyTypes: ['flats'],
      rest: ['leeds'],
    });
    // What a lot lacks is no type: left to the text search to refuse.
    expect(readSearchWords('house without a garage')).toMatchObject({
      propertyTypes: ['houses'],
      rest: ['without', 'a', 'garage'],
    });
    expect(readSearchWords('bungalow no land')).toMatchObject({
      propertyTypes: ['bungalows'],
      rest: ['no', 'land'],
    });
    expect(readSearchWords('without flats').notPropertyTypes).toBeUndefined();
    expect(readSearchWords('houses but not flats')).toMatchObject({
      propertyTypes: ['houses'],
      notPropertyTypes: ['flats'],
      rest: [],
    });
    // Words that refuse no type or tenure are left to the text search, which refuses them.
    expect(readSearchWords('no chain').rest).toEqual(['no', 'chain']);
    expect(readSearchWords('not tenanted').rest).toEqual(['not', 'tenanted']);
    // "no shop" is refused as the shops, by their titles.
    expect(readSearchWords('houses no shop')).toMatchObject({ propertyTypes: ['houses'] });
    expect(readSearchWords('houses no shop').rest).toEqual(['no', 'shop']);
  });

  it('reads “nr” as “near”', () => {
    expect(readSearchWords('house nr bath')).toMatchObject({
      propertyTypes: ['houses'],
      rest: ['bath'],
      afterNear: 0,
    });
    expect(readSearchWords('cottage nr. york').rest).toEqual(['cottage', 'york']);
  });

  it('reads a parking space and a lock-up as garages and parking', () => {
    for (const said of ['parking space', 'car parking spaces', 'lock-up garages', 'lock up'])
      expect(readSearchWords(said), said).toMatchObject({ propertyTypes: ['garages'], rest: [] });
  });

  it('reads a shop with a home above it as mixed use, and a shop alone as commercial for sales', () => {
    for (const said of ['shop with flat above', 'flat over shop', 'shop and living accommodation'])
      expect(readSearchWords(said), said).toMatchObject({ propertyTypes: ['mixed-use'], rest: [] });
    expect(readSearchWords('shop with parking', { forSales: true })).toMatchObject({
      propertyTypes: ['commercial'],
      rest: ['parking'],
    });
    // For lots, a shop or an office is found by its title, of any type: "shop" was every
    // commercial lot (warehouses, pubs), and none of the shops with a flat above.
    for (const said of ['shop', 'Shops', 'office', 'offices'])
      expect(readSearchWords(`${said} in bristol`), said).toMatchObject({
        propertyTypes: [],
        rest: [said, 'bristol'],
      });
    expect(readSearchWords('commercial unit').propertyTypes).toEqual(['commercial']);
  });

  it('reads a long word for a type typed with one typo as that type, and no shorter word', () => {
    expect(readSearchWords('detatched houses leeds')).toMatchObject({
      propertyTypes: ['Detached house'],
      rest: ['leeds'],
    });
    expect(readSearchWords('semi-detatched house').propertyTypes).toEqual(['Semi-detached house']);
    expect(readSearchWords('bungalo in york').propertyTypes).toEqual(['bungalows']);
    expect(readSearchWords('appartments in leeds').propertyTypes).toEqual(['flats']);
    expect(readSearchWords('commerical').propertyTypes).toEqual(['commercial']);
    expect(readSearchWords('terace house').propertyTypes).toEqual(['Terraced house']);
    // Short words are too often other words, and a first letter is seldom the typo.
    expect(readSearchWords('horses')).toMatchObject({ propertyTypes: [], rest: ['horses'] });
    expect(readSearchWords('retached')).toMatchObject({ propertyTypes: [], rest: ['retached'] });
  });

  it('reads agents’ short forms of the house types: det, semi det, tce, eot', () => {
    // Each found 0 lots as a word to match, with "Remove" the only offer.
    expect(readSearchWords('3 bed det')).toMatchObject({
      propertyTypes: ['Detached house'],
      bedrooms: 3,
      rest: [],
    });
    expect(readSearchWords('semi-det leeds')).toMatchObject({
      propertyTypes: ['Semi-detached house'],
      rest: ['leeds'],
    });
    expect(readSearchWords('semi det').propertyTypes).toEqual(['Semi-detached house']);
    expect(readSearchWords('tce').propertyTypes).toEqual(['Terraced house']);
    // Which of the terraces stays to be found in the titles, as "mid terrace" does.
    expect(readSearchWords('mid tce')).toMatchObject({
      propertyTypes: ['Terraced house'],
      rest: ['mid', 'terrace'],
    });
    expect(readSearchWords('eot house')).toMatchObject({
      propertyTypes: ['Terraced house'],
      rest: ['end', 'terrace'],
    });
  });

  it('reads the commonest slips of a short type word, and a plural typed with an apostrophe', () => {
    // "terraced hose" found 0 lots; "flat's in leeds" the Leeds lots that say "flat".
    expect(readSearchWords('terraced hose').propertyTypes).toEqual(['Terraced house']);
    expect(readSearchWords('2 bed falt').propertyTypes).toEqual(['flats']);
    expect(readSearchWords("flat's in leeds")).toMatchObject({
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('house’s york').propertyTypes).toEqual(['houses']);
    // A name with an apostrophe is no type: "St John's" stays as typed.
    expect(readSearchWords("st john's wood")).toMatchObject({ propertyTypes: [] });
  });

  it('reads bedrooms typed with a slip', () => {
    // "2 bedrom flat" found 0 lots.
    for (const said of ['2 bedrom flat', '2 bedrooom flat', '2 bedroon flat'])
      expect(readSearchWords(said), said).toMatchObject({
        bedrooms: 2,
        bedroomsMax: 2,
        propertyTypes: ['flats'],
        rest: [],
      });
  });

  it('leaves text it cannot read alone, numbers included', () => {
    expect(readSearchWords('Nelson Lane 17')).toEqual({
      tenures: [],
      methods: [],
      propertyTypes: [],
      rest: ['Nelson', 'Lane', '17'],
    });
  });
});

describe('readSearchWords: results', () => {
  it('reads sold, unsold, past auctions, withdrawn and postponed as the lots’ status', () => {
    expect(readSearchWords('sold houses in bristol')).toMatchObject({
      status: 'sold',
      propertyTypes: ['houses'],
      rest: ['bristol'],
    });
    expect(readSearchWords('unsold lots in leeds')).toMatchObject({
      status: 'unsold',
      rest: ['leeds'],
    });
    expect(readSearchWords('past auctions manchester')).toMatchObject({
      status: 'ended',
      rest: ['manchester'],
    });
    expect(readSearchWords('auction results')).toMatchObject({ status: 'ended', rest: [] });
    expect(readSearchWords('withdrawn flats').status).toBe('withdrawn');
    expect(readSearchWords('garden flat').status).toBeUndefined();
  });
});

describe('readSearchWords: words every lot has', () => {
  it('“guide price 50000” is a guide up to £50,000; “commercial units” the type', () => {
    expect(readSearchWords('guide price 50000')).toMatchObject({ guidePriceMax: 50_000, rest: [] });
    expect(readSearchWords('guide under 100k leeds')).toMatchObject({
      guidePriceMax: 100_000,
      rest: ['leeds'],
    });
    expect(readSearchWords('commercial units')).toMatchObject({
      propertyTypes: ['commercial'],
      rest: [],
    });
    expect(readSearchWords('retail unit')).toMatchObject({
      propertyTypes: [],
      rest: ['retail', 'unit'],
    });
    expect(readSearchWords('guide up to 100k')).toMatchObject({ guidePriceMax: 100_000, rest: [] });
    // "Guide Post" (Northumberland) and "Guide Bridge" are places: "guide" is kept before a name.
    expect(readSearchWords('houses in guide post').rest).toEqual(['guide', 'post']);
  });
});

describe('readSearchWords: a circle around the place', () => {
  it('reads “within 10 miles of”, “5 miles from”, and the place after it as after “in”', () => {
    expect(readSearchWords('flats within 10 miles of leeds')).toMatchObject({
      radiusMiles: 10,
      propertyTypes: ['flats'],
      rest: ['leeds'],
      afterIn: 0,
    });
    expect(readSearchWords('houses 5 miles from york')).toMatchObject({
      radiusMiles: 5,
      rest: ['york'],
      afterIn: 0,
    });
    expect(readSearchWords('within 25mi of bristol')).toMatchObject({ radiusMiles: 25 });
    expect(readSearchWords('within 3 mile radius of bath')).toMatchObject({
      radiusMiles: 3,
      rest: ['bath'],
    });
  });

  it('a circle said after the place leaves the place after “in” as it was', () => {
    expect(readSearchWords('garden flat in leeds within 5 miles')).toMatchObject({
      radiusMiles: 5,
      rest: ['garden', 'leeds'],
      afterIn: 1,
    });
    expect(readSearchWords('flats within 10 miles of newport in wales')).toMatchObject({
      rest: ['newport', 'wales'],
      afterIn: 0,
    });
  });

  it('reads the miles said last, after the place: “leeds 5 miles”, “ls6 10 mile radius”', () => {
    // Was 0 lots: "Leeds 5" read as the postcode LS5.
    expect(readSearchWords('leeds 5 miles')).toMatchObject({ radiusMiles: 5, rest: ['leeds'] });
    expect(readSearchWords('flats ls6 10 mile radius')).toMatchObject({
      radiusMiles: 10,
      propertyTypes: ['flats'],
      rest: ['ls6'],
    });
    expect(readSearchWords('up to 10 miles from york')).toMatchObject({
      radiusMiles: 10,
      rest: ['york'],
    });
    expect(readSearchWords('flats less than 5 miles from leeds')).toMatchObject({
      radiusMiles: 5,
      rest: ['leeds'],
    });
    // Miles after the place, then more filters; "max", "no more than", "within a … radius".
    expect(readSearchWords('manchester 10 miles under 200k')).toMatchObject({
      radiusMiles: 10,
      guidePriceMax: 200_000,
      rest: ['manchester'],
    });
    expect(readSearchWords('york 5 miles flats')).toMatchObject({
      radiusMiles: 5,
      propertyTypes: ['flats'],
      rest: ['york'],
    });
    for (const said of ['max', 'maximum', 'no more than', 'within a'])
      expect(readSearchWords(`3 bed house ${said} 3 mile radius of york`), said).toMatchObject({
        radiusMiles: 3,
        bedrooms: 3,
        rest: ['york'],
      });
  });

  it('reads “area” and “surrounding” as saying nothing of which lots', () => {
    expect(readSearchWords('leeds area').rest).toEqual(['leeds']);
    expect(readSearchWords('flats in leeds and surrounding areas')).toMatchObject({
      propertyTypes: ['flats'],
      rest: ['leeds', 'and'],
    });
  });

  it('reads no circle from miles said of nothing, or from a house number', () => {
    expect(readSearchWords('10 miles').radiusMiles).toBeUndefined();
    expect(readSearchWords('10 mill road').radiusMiles).toBeUndefined();
    expect(readSearchWords('within 0 miles of leeds').radiusMiles).toBeUndefined();
  });

  it('marks where the words after “with” begin', () => {
    expect(readSearchWords('3 bed houses in leeds under 200k with garden')).toMatchObject({
      rest: ['leeds', 'garden'],
      afterIn: 0,
      afterWith: 1,
    });
  });
});

describe('readSearchWords: near me', () => {
  it('reads “near me” and its like as no words to match', () => {
    expect(readSearchWords('flats near me')).toMatchObject({
      nearMe: true,
      propertyTypes: ['flats'],
      rest: [],
    });
    expect(readSearchWords('property in my area')).toMatchObject({ nearMe: true, rest: [] });
    expect(readSearchWords('near the sea').nearMe).toBeUndefined();
  });
});

describe('readSearchWords: years', () => {
  it('reads a year as the years, never as money: “flats in manchester 2025” is no £2,025', () => {
    expect(readSearchWords('flats in manchester 2025')).toEqual({
      years: { from: 2025, to: 2025 },
      tenures: [],
      methods: [],
      propertyTypes: ['flats'],
      rest: ['manchester'],
      afterIn: 0,
    });
    expect(readSearchWords('sold since 2020 leeds')).toMatchObject({
      years: { from: 2020 },
      rest: ['leeds'],
    });
    expect(readSearchWords('houses in 2024')).toMatchObject({
      years: { from: 2024, to: 2024 },
      rest: [],
    });
  });

  it('reads a year-like sum as money where a price word or another sum says so', () => {
    // A garage's or a plot's guide: "under 2000" had become auctions in 2000.
    expect(readSearchWords('garages under 2000')).toMatchObject({
      guidePriceMax: 2000,
      propertyTypes: ['garages'],
      rest: [],
    });
    expect(readSearchWords('land 2000 to 5000')).toMatchObject({
      guidePriceMin: 2000,
      guidePriceMax: 5000,
      rest: [],
    });
    expect(readSearchWords('land 2000-5000')).toMatchObject({
      guidePriceMin: 2000,
      guidePriceMax: 5000,
    });
    expect(readSearchWords('2019 to 2021')).toMatchObject({ years: { from: 2019, to: 2021 } });
    expect(readSearchWords('from 2020')).toMatchObject({ years: { from: 2020 } });
    expect(readSearchWords('from 2020').guidePriceMin).toBeUndefined();
  });

  it('still reads money written as money beside a year', () => {
    expect(readSearchWords('£2025')).toMatchObject({ guidePriceMax: 2025, rest: [] });
    expect(readSearchWords('houses 250000 2024')).toMatchObject({
      guidePriceMax: 250_000,
      years: { from: 2024, to: 2024 },
    });
    expect(readSearchWords('under 150k 2019-2021')).toMatchObject({
      guidePriceMax: 150_000,
      years: { from: 2019, to: 2021 },
    });
  });
});

describe('readSearchWords: prices', () => {
  it('reads bounds, ranges and a sum alone as guide prices', () => {
    expect(readSearchWords('flat in manchester under 150k')).toEqual({
      guidePriceMax: 150_000,
      tenures: [],
      methods: [],
      propertyTypes: ['flats'],
      rest: ['manchester'],
      afterIn: 0,
    });
    expect(readSearchWords('over £200,000')).toMatchObject({ guidePriceMin: 200_000, rest: [] });
    expect(readSearchWords('up to 1.2m')).toMatchObject({ guidePriceMax: 1_200_000, rest: [] });
    expect(readSearchWords('100k-200k')).toMatchObject({
      guidePriceMin: 100_000,
      guidePriceMax: 200_000,
    });
    expect(readSearchWords('£200,000 to £100,000')).toMatchObject({
      guidePriceMin: 100_000,
      guidePriceMax: 200_000,
      rest: [],
    });
    expect(readSearchWords('£90,000')).toMatchObject({ guidePriceMax: 90_000, rest: [] });
    expect(readSearchWords('150000')).toMatchObject({ guidePriceMax: 150_000, rest: [] });
    expect(readSearchWords('£5,000')).toMatchObject({ guidePriceMax: 5_000, rest: [] });
  });

  it('a small bare number, or one after “lot”, is no price: a lot’s number or an address’s', () => {
    // "lot 1849" went to "Guide up to £1,849": 0 lots.
    for (const text of ['1849', 'lot 1849', 'lot 25000', '4520']) {
      const read = readSearchWords(text);
      expect(read, text).not.toHaveProperty('guidePriceMax');
      expect(read.rest, text).toContain(text.split(' ').at(-1));
    }
    expect(readSearchWords('garage under 5000')).toMatchObject({ guidePriceMax: 5_000 });
    expect(readSearchWords('garage guide price 5000')).toMatchObject({ guidePriceMax: 5_000 });
    expect(readSearchWords('budget 8000')).toMatchObject({ guidePriceMax: 8_000 });
  });

  it('reads a month, with its year, and leaves the rest as words', () => {
    expect(readSearchWords('flats in leeds january 2027')).toMatchObject({
      month: { month: 1, year: 2027 },
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('auctions in december')).toMatchObject({ month: { month: 12 } });
    expect(readSearchWords('houses in march')).not.toHaveProperty('month');
  });

  it('reads “closing in december” as the month, “closing” with it', () => {
    // "closing" was left as a word to find in the lots: "flats closing in december leeds" found 0.
    expect(readSearchWords('flats closing in december leeds')).toMatchObject({
      month: { month: 12 },
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('lots ending january 2027')).toMatchObject({
      month: { month: 1, year: 2027 },
      rest: [],
    });
    // A word that says no month after it stays as it was.
    expect(readSearchWords('closing soon leeds')).toMatchObject({
      order: 'closing',
      rest: ['leeds'],
    });
    expect(readSearchWords('closing may road')).not.toHaveProperty('month');
  });

  it('reads “between … and …” as a range of prices', () => {
    // It was free text; its one offer read the first sum as the most.
    for (const text of [
      'between 100k and 200k',
      'between £100,000 - £200,000',
      'between 100k-200k',
    ])
      expect(readSearchWords(`houses in hull ${text}`), text).toMatchObject({
        guidePriceMin: 100_000,
        guidePriceMax: 200_000,
        propertyTypes: ['houses'],
        rest: ['hull'],
      });
    // "and" joins sums only after "between"; two years stay years.
    expect(readSearchWords('100k and 200k')).not.toMatchObject({ guidePriceMin: 100_000 });
    expect(readSearchWords('between 2019 and 2021')).not.toHaveProperty('guidePriceMin');
  });

  it('reads sums as buyers also write them: "50-100k", "100 grand", "sub 80k"', () => {
    // Each was words: "50-100k" found nothing, "grand" and "sub" were left to match as text.
    const range = { guidePriceMin: 50_000, guidePriceMax: 100_000, rest: [] };
    expect(readSearchWords('flats 50-100k')).toMatchObject({ ...range, propertyTypes: ['flats'] });
    expect(readSearchWords('£50 to 100k')).toMatchObject(range);
    expect(readSearchWords('1-1.5m')).toMatchObject({
      guidePriceMin: 1_000_000,
      guidePriceMax: 1_500_000,
    });
    expect(readSearchWords('house 100 grand')).toMatchObject({
      guidePriceMax: 100_000,
      propertyTypes: ['houses'],
      rest: [],
    });
    expect(readSearchWords('houses under 150 thousand')).toMatchObject({
      guidePriceMax: 150_000,
      rest: [],
    });
    expect(readSearchWords('over 1.2 million')).toMatchObject({ guidePriceMin: 1_200_000 });
    for (const text of ['flat sub 80k', 'flat cheaper than 80k', 'flat lower than 80 grand'])
      expect(readSearchWords(text), text).toMatchObject({ guidePriceMax: 80_000, rest: [] });
    // A number and "grand" apart from it: no sum ("Grand Parade 4" keeps its words), nor an
    // address ("12 Grand Parade" was a guide up to £12,000).
    expect(readSearchWords('grand parade 4')).toMatchObject({ rest: ['grand', 'parade', '4'] });
    expect(readSearchWords('12 grand parade')).toMatchObject({ rest: ['12', 'grand', 'parade'] });
    expect(readSearchWords('12 grand parade')).not.toHaveProperty('guidePriceMax');
    // "500-1m" is £500,000 to £1m (it was £1m to £500m).
    expect(readSearchWords('500-1m')).toMatchObject({
      guidePriceMin: 500_000,
      guidePriceMax: 1_000_000,
    });
    expect(readSearchWords('2-3 bed')).not.toHaveProperty('guidePriceMin');
  });

  it('reads "£500k+" as that sum or more, and "semis" and "terraces" as their types', () => {
    // Each was a word to match: 0 sales on the sold-price search, 0 lots on the lot search.
    expect(readSearchWords('£500k+')).toMatchObject({ guidePriceMin: 500_000, rest: [] });
    expect(readSearchWords('flats in london 1m+')).toMatchObject({
      guidePriceMin: 1_000_000,
      propertyTypes: ['flats'],
      rest: ['london'],
    });
    expect(readSearchWords('£250,000+')).toMatchObject({ guidePriceMin: 250_000, rest: [] });
    expect(readSearchWords('£500k+')).not.toHaveProperty('guidePriceMax');
    // "4+ beds" is bedrooms, and "2020+" no sum.
    expect(readSearchWords('4+ beds')).not.toHaveProperty('guidePriceMin');
    expect(readSearchWords('2020+')).not.toHaveProperty('guidePriceMin');
    expect(readSearchWords('semis in leeds')).toMatchObject({
      propertyTypes: ['Semi-detached house'],
      rest: ['leeds'],
    });
    expect(readSearchWords('terraces in york').propertyTypes).toEqual(['Terraced house']);
  });

  it('reads bathrooms as no place and no words: "3 bed 2 bath" is not the city of Bath', () => {
    for (const text of ['3 bed 2 bath', '3 bed 2 baths', '3 bed two bathrooms', '3 bed 2-bathroom'])
      expect(readSearchWords(text), text).toMatchObject({ bedrooms: 3, bedroomsMax: 3, rest: [] });
    expect(readSearchWords('3 bed house 2bath leeds')).toMatchObject({
      propertyTypes: ['houses'],
      rest: ['leeds'],
    });
    // Bath itself is still a place, and "N bath" without bedrooms said, or before a street
    // ending, an address ("3 Bath Road" lost the address and kept "road").
    expect(readSearchWords('3 bed house bath')).toMatchObject({ rest: ['bath'] });
    expect(readSearchWords('3 bath road')).toMatchObject({ rest: ['3', 'bath', 'road'] });
    expect(readSearchWords('flat 2 bath street')).toMatchObject({
      rest: ['flat', '2', 'bath', 'street'],
    });
    expect(readSearchWords('3 bath row')).toMatchObject({ rest: ['3', 'bath', 'row'] });
    expect(readSearchWords('house 2 bathrooms')).toMatchObject({ rest: [] });
  });

  it('never reads a house number or a bedroom count as money', () => {
    // An address's flat: the words as written, not the flats and a "4" (flat-number.ts).
    expect(readSearchWords('Flat 4 Mill Road')).toEqual({
      tenures: [],
      methods: [],
      propertyTypes: [],
      rest: ['Flat', '4', 'Mill', 'Road'],
    });
    // Not a flat's number: its bedrooms, or a price.
    expect(readSearchWords('flat 2 bed')).toMatchObject({ propertyTypes: ['flats'], bedrooms: 2 });
    expect(readSearchWords('flat 95000')).toMatchObject({ propertyTypes: ['flats'] });
    // Nor a day: "2 bed flat 14 december" was Flat 14 and the word "december".
    expect(readSearchWords('2 bed flat 14 december')).toMatchObject({
      propertyTypes: ['flats'],
      bedrooms: 2,
      month: { month: 12, day: 14 },
      rest: [],
    });
    expect(readSearchWords('flat 3 may court')).toMatchObject({
      rest: ['flat', '3', 'may', 'court'],
    });
    // Every spelling of bedrooms the count reads (a review: "flat 2 bdrm" was a flat's number).
    for (const said of ['flat 2 bdrm', 'apartment 2 bedrm', 'flat 2 double bedrooms', 'flat 2 bds'])
      expect(readSearchWords(said), said).toMatchObject({ propertyTypes: ['flats'], bedrooms: 2 });
    expect(readSearchWords('4+ beds under 3')).toMatchObject({ bedrooms: 4, rest: ['under', '3'] });
    expect(readSearchWords('flat 12 under 20 miles')).not.toHaveProperty('guidePriceMax');
    expect(readSearchWords('over 55 flats')).not.toHaveProperty('guidePriceMin');
  });

  it('reads “under 80”, “max 250” as a budget in thousands, as buyers say it', () => {
    // "2 bed under 80" found a £160,000 flat "about 80 years unexpired"; "under 100" every lot
    // "let at £26,100 a year".
    expect(readSearchWords('4+ beds under 300')).toEqual({
      bedrooms: 4,
      tenures: [],
      methods: [],
      propertyTypes: [],
      guidePriceMax: 300_000,
      rest: [],
    });
    expect(readSearchWords('2 bed under 80')).toMatchObject({ guidePriceMax: 80_000, rest: [] });
    expect(readSearchWords('flats up to £90 leeds')).toMatchObject({
      guidePriceMax: 90_000,
      rest: ['leeds'],
    });
    expect(readSearchWords('under 100 years lease')).toMatchObject({
      rest: ['under', '100', 'years', 'lease'],
    });
    // Rent, floor area and a lease's years are no budget.
    for (const said of ['under 500 pcm', 'under 80 pw', 'under 100 sqm', 'short lease under 80'])
      expect(readSearchWords(said), said).not.toHaveProperty('guidePriceMax');
  });

  it('reads a budget said after its sum or as a sign: “£150k max”, “100k or less”, “<100k”', () => {
    for (const said of [
      '£150k max',
      '150k or less',
      '£150,000 maximum',
      '<150k',
      '< 150k',
      '≤150k',
    ])
      expect(readSearchWords(`flats ${said}`), said).toMatchObject({
        propertyTypes: ['flats'],
        guidePriceMax: 150_000,
        rest: [],
      });
    expect(readSearchWords('>200k houses')).toMatchObject({ guidePriceMin: 200_000, rest: [] });
    // A sign alone is no word to match ("under" matched "under offer").
    expect(readSearchWords('flats <')).toMatchObject({ propertyTypes: ['flats'], rest: [] });
    // A count stays a count.
    expect(readSearchWords('2 bed max')).toMatchObject({ bedrooms: undefined, bedroomsMax: 2 });
  });
});

describe('readSearchWords: tenure', () => {
  it('reads tenures in any case, "share of freehold" as one', () => {
    expect(readSearchWords('Freehold flat')).toMatchObject({ tenures: ['Freehold'], rest: [] });
    expect(readSearchWords('share of freehold london')).toMatchObject({
      tenures: ['Share of freehold'],
      rest: ['london'],
    });
    expect(readSearchWords('leasehold or freehold')).toMatchObject({
      tenures: ['Leasehold', 'Freehold'],
      rest: ['or'],
    });
  });

  it('reads a tenure typed with one slip ("freehod" was a word no lot holds: 0 lots)', () => {
    expect(readSearchWords('freehod')).toMatchObject({ tenures: ['Freehold'], rest: [] });
    expect(readSearchWords('leashold flat leeds')).toMatchObject({
      tenures: ['Leasehold'],
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('frehold house')).toMatchObject({ tenures: ['Freehold'] });
    expect(readSearchWords('share of freehld')).toMatchObject({ tenures: ['Share of freehold'] });
    // Two slips, or another first letter, are not read.
    expect(readSearchWords('frehod').tenures).toEqual([]);
    expect(readSearchWords('greehold').tenures).toEqual([]);
  });
});

describe('readSearchWords: order', () => {
  it('reads the order a buyer says, in one to three words, leaving the rest', () => {
    expect(readSearchWords('cheapest flats in leeds')).toMatchObject({
      order: 'price_asc',
      propertyTypes: ['flats'],
      rest: ['leeds'],
    });
    expect(readSearchWords('most expensive houses York')).toMatchObject({
      order: 'price_desc',
      rest: ['York'],
    });
    expect(readSearchWords('Newest lots Bristol')).toMatchObject({ order: 'recent' });
    // "recently added" was two words to find: no lot says them ("0 lots").
    for (const said of ['recently added', 'new instructions leeds', 'just added flats'])
      expect(readSearchWords(said), said).toMatchObject({ order: 'recent' });
    expect(readSearchWords('recently added')).toMatchObject({ rest: [] });
    expect(readSearchWords('flats price high to low')).toMatchObject({ order: 'price_desc' });
    expect(readSearchWords('ending soon in Hull')).toMatchObject({
      order: 'closing',
      rest: ['Hull'],
    });
  });

  it('keeps the first order said, and words that only hold an order word as text', () => {
    expect(readSearchWords('cheapest newest')).toMatchObject({
      order: 'price_asc',
      rest: ['newest'],
    });
    expect(readSearchWords('Cheapside')).toMatchObject({ rest: ['Cheapside'] });
    expect(readSearchWords('Cheapside').order).toBeUndefined();
    expect(readSearchWords('High Street low road').order).toBeUndefined();
  });
});

describe('readSearchWords: when the lots close', () => {
  it('reads a time said, with a lead word or without, leaving the rest', () => {
    expect(readSearchWords('auctions this week')).toMatchObject({ when: 'this_week', rest: [] });
    expect(readSearchWords('flats in Leeds closing tomorrow')).toMatchObject({
      when: 'tomorrow',
      propertyTypes: ['flats'],
      rest: ['Leeds'],
    });
    expect(readSearchWords('houses ending this weekend Hull')).toMatchObject({
      when: 'this_weekend',
      rest: ['Hull'],
    });
    expect(readSearchWords('Next Month cheapest bungalows')).toMatchObject({
      when: 'next_month',
      order: 'price_asc',
    });
    expect(readSearchWords('closing soon')).toMatchObject({ order: 'closing', rest: [] });
  });

  it('leaves a lead word with no time after it, and "week" alone, as text', () => {
    const shop = readSearchWords('closing down sale Kent');
    expect(shop.when).toBeUndefined();
    expect(shop.rest).toEqual(['closing', 'down', 'sale', 'Kent']);
    expect(readSearchWords('Week Street Maidstone').when).toBeUndefined();
    expect(readSearchWords('this house').when).toBeUndefined();
  });
});

describe('readSearchWords: how the lots are sold', () => {
  it('reads the auction methods buyers name, with "auction" or without', () => {
    expect(readSearchWords('online auctions')).toMatchObject({ methods: ['Online'], rest: [] });
    expect(readSearchWords('timed auction london')).toMatchObject({
      methods: ['Timed'],
      rest: ['london'],
    });
    expect(readSearchWords('Modern Method of Auction flats')).toMatchObject({
      methods: ['Modern'],
      propertyTypes: ['flats'],
      rest: [],
    });
    expect(readSearchWords('online or unconditional')).toMatchObject({
      methods: ['Online', 'Unconditional'],
      rest: ['or'],
    });
  });

  it('leaves "modern" and "traditional" alone as words about the house', () => {
    expect(readSearchWords('modern flat')).toMatchObject({ methods: [], rest: ['modern'] });
    expect(readSearchWords('traditional cottage')).toMatchObject({
      methods: [],
      rest: ['traditional', 'cottage'],
    });
  });
});

describe('readSearchWords: words that name what every object has', () => {
  it('reads "constructor", "__proto__" and "toString" as text, never as a type or an order', () => {
    expect(readSearchWords('constructor __proto__ toString valueOf')).toEqual({
      propertyTypes: [],
      tenures: [],
      methods: [],
      rest: ['constructor', '__proto__', 'toString', 'valueOf'],
    });
  });
});

describe('readSearchWords: "sale"', () => {
  it('drops "for sale" but keeps "sale" alone, which may be the town', () => {
    expect(readSearchWords('flats for sale in leeds').rest).toEqual(['leeds']);
    expect(readSearchWords('flats in sale').rest).toEqual(['sale']);
    expect(readSearchWords('houses Sale Cheshire').rest).toEqual(['Sale', 'Cheshire']);
  });
});

describe('readSearchWords: "with"', () => {
  it('reads what comes with a type as text, not as a second type', () => {
    expect(readSearchWords('flats with parking')).toMatchObject({
      propertyTypes: ['flats'],
      rest: ['parking'],
    });
    expect(readSearchWords('detached house with land in kent')).toMatchObject({
      propertyTypes: ['Detached house'],
      rest: ['land', 'kent'],
    });
    expect(readSearchWords('flats and garages')).toMatchObject({
      propertyTypes: ['flats', 'garages'],
    });
    // Anywhere in what the lot has: "garage" was a second type, and the search left as typed.
    expect(readSearchWords('detached house with double garage')).toMatchObject({
      propertyTypes: ['Detached house'],
      rest: ['double', 'garage'],
    });
    expect(readSearchWords('houses with detached garage')).toMatchObject({
      propertyTypes: ['houses'],
      rest: ['detached', 'garage'],
    });
    // Until another type is joined on.
    expect(readSearchWords('flats with parking or garages')).toMatchObject({
      propertyTypes: ['flats', 'garages'],
      rest: ['parking', 'or'],
    });
  });

  it('reads what comes with a kind of lot matched as words as text too', () => {
    // "flat" after "pub with" was the type: 0 lots, where the demo has four pubs.
    expect(readSearchWords('pub with flat')).toMatchObject({
      propertyTypes: [],
      rest: ['pub', 'flat'],
    });
    expect(readSearchWords('hotel with cottage in devon')).toMatchObject({
      propertyTypes: [],
      rest: ['hotel', 'cottage', 'devon'],
    });
    expect(readSearchWords('2 bed with garage')).toMatchObject({
      bedrooms: 2,
      propertyTypes: [],
      rest: ['garage'],
    });
    // A type joined on after it is still a type; so is one said before "with".
    expect(readSearchWords('pub with flat or houses')).toMatchObject({
      propertyTypes: ['houses'],
    });
    expect(readSearchWords('shop with flat above')).toMatchObject({
      propertyTypes: ['mixed-use'],
    });
  });

  it('reads words said of a type already chosen as what it has (afterType)', () => {
    // "garage" on the houses page "house with garage" led to: no second type.
    expect(readSearchWords('detached garage', { afterType: true })).toMatchObject({
      propertyTypes: [],
      rest: ['detached', 'garage'],
    });
    expect(readSearchWords('parking leeds', { afterType: true })).toMatchObject({
      propertyTypes: [],
      rest: ['parking', 'leeds'],
    });
    // Bedrooms are still bedrooms, and a type joined on with "or" is a type.
    expect(readSearchWords('2 bed with garage or bungalow', { afterType: true })).toMatchObject({
      bedrooms: 2,
      propertyTypes: ['bungalows'],
    });
    expect(readSearchWords('detached garage')).toMatchObject({
      propertyTypes: ['Detached house', 'garages'],
    });
    // Words that begin with "with" are said of a type ("with office" on the houses page).
    expect(readSearchWords('with office')).toMatchObject({ propertyTypes: [], rest: ['office'] });
    expect(readSearchWords('with garage or bungalow')).toMatchObject({
      propertyTypes: ['bungalows'],
      rest: ['garage', 'or'],
    });
  });
});

describe('withoutEdgeJoins', () => {
  it('drops the joining words left at either end, keeps those between words', () => {
    expect(withoutEdgeJoins(['and'])).toEqual([]);
    expect(withoutEdgeJoins(['and', 'leeds'])).toEqual(['leeds']);
    expect(withoutEdgeJoins(['leeds', 'or', '&'])).toEqual(['leeds']);
    expect(withoutEdgeJoins(['bed', 'and', 'breakfast'])).toEqual(['bed', 'and', 'breakfast']);
  });
});

describe('readSearchWords: homes that are no house, and names either side of a slash', () => {
  it('reads "home" as the houses but in the Home Counties, a care home or a park home', () => {
    expect(readSearchWords('homes in leeds').propertyTypes).toEqual(['houses']);
    expect(readSearchWords('home counties')).toMatchObject({
      propertyTypes: [],
      rest: ['home', 'counties'],
    });
    expect(readSearchWords('care home').propertyTypes).toEqual([]);
    expect(readSearchWords('park homes').propertyTypes).toEqual([]);
    expect(readSearchWords('townhouse').propertyTypes).toEqual(['houses']);
  });

  it('reads two names either side of a slash as either, not a range or a short form', () => {
    expect(searchWordsOf('flats leeds/bradford')).toEqual(['flats', 'leeds', 'or', 'bradford']);
    expect(searchWordsOf('2/3 bed')).toEqual(['2/3', 'bed']);
    expect(searchWordsOf('flat b/c')).toEqual(['flat', 'b/c']);
    // A comma typed without its space parts two words as with it; a sum's comma stays.
    expect(searchWordsOf('leeds,york')).toEqual(['leeds', 'york']);
    expect(searchWordsOf('LS6,Manchester')).toEqual(['LS6', 'Manchester']);
    expect(searchWordsOf('leeds,2 bed')).toEqual(['leeds', '2', 'bed']);
    expect(searchWordsOf('2,3 bed')).toEqual(['2,3', 'bed']);
    expect(searchWordsOf('under £150,000')).toEqual(['under', '£150,000']);
    // A family and its kind said either are both (a review: "flat or maisonette" was the
    // maisonettes alone); said together, the kind.
    expect(readSearchWords('flat/maisonette').propertyTypes).toEqual(['flats', 'Maisonette']);
    expect(readSearchWords('flat or maisonette').propertyTypes).toEqual(['flats', 'Maisonette']);
    expect(readSearchWords('terraced houses').propertyTypes).toEqual(['Terraced house']);
  });
});
