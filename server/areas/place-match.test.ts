import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  misspeltPlace,
  slippedTown,
  matchPlace,
  namesakesOf,
  placeKey,
  placesStartingWith,
  placeValue,
  shortNameKey,
  type PlaceEntry,
} from './place-match';
import { testPlace } from './place-entry-fixture';
import { levenshtein } from '#schema/edit-distance';

const place = testPlace;

const PLACES: PlaceEntry[] = [
  place('england', 'England', 'country', null, null),
  place('england/west-yorkshire', 'West Yorkshire', 'county', null, 'England'),
  place('england/west-yorkshire/leeds', 'Leeds', 'town', 455_123, 'West Yorkshire'),
  place('england/staffordshire/leek', 'Leek', 'town', 19_903, 'Staffordshire'),
  place('england/bristol', 'Bristol', 'county', null, 'England'),
  place('england/bristol/bristol', 'Bristol', 'town', 617_280, 'Bristol'),
  place('wales/gwent/newport', 'Newport', 'town', 306_844, 'Gwent'),
  place('england/isle-of-wight/newport', 'Newport', 'town', 25_496, 'Isle of Wight'),
  place('england/hertfordshire/st-albans', 'St Albans', 'town', 82_146, 'Hertfordshire'),
  place(
    'england/tyne-and-wear/newcastle-upon-tyne',
    'Newcastle upon Tyne',
    'town',
    192_382,
    'Tyne and Wear',
  ),
  place('england/greater-london', 'Greater London', 'county', null, 'England'),
  place('england/greater-london/city-of-london', 'City of London', 'town', 8_071, 'Greater London'),
];

const slugOf = (text: string) => matchPlace(PLACES, text)?.slug ?? null;

describe('matchPlace', () => {
  it('finds a town by exact name, never by a name that merely contains the text', () => {
    expect(slugOf('leeds')).toBe('england/west-yorkshire/leeds');
    expect(slugOf('Leeds ')).toBe('england/west-yorkshire/leeds');
    expect(slugOf('lee')).toBeNull();
    expect(slugOf('yorkshire')).toBeNull();
  });

  it('finds a county when the text names one, and a slug as it is', () => {
    expect(slugOf('west yorkshire')).toBe('england/west-yorkshire');
    expect(slugOf('West-Yorkshire')).toBe('england/west-yorkshire');
    expect(slugOf('england/bristol')).toBe('england/bristol');
  });

  it('prefers the town to a county of the same name, and the most populous namesake', () => {
    expect(slugOf('bristol')).toBe('england/bristol/bristol');
    expect(slugOf('newport')).toBe('wales/gwent/newport');
  });

  it('reads “saint” as “St” and leaves out a leading “the”', () => {
    expect(slugOf('saint albans')).toBe('england/hertfordshire/st-albans');
    expect(slugOf('St. Albans')).toBe('england/hertfordshire/st-albans');
    expect(slugOf('the city of london')).toBe('england/greater-london/city-of-london');
    expect(placeKey('The')).toBe('the');
    expect(placesStartingWith(PLACES, 'saint alb', 5).map((p) => p.name)).toEqual(['St Albans']);
  });

  it('reads “on” and “upon” in a town’s name as the same: it is written both ways', () => {
    expect(slugOf('Newcastle on Tyne')).toBe('england/tyne-and-wear/newcastle-upon-tyne');
    expect(slugOf('newcastle-on-tyne')).toBe('england/tyne-and-wear/newcastle-upon-tyne');
    expect(placeKey('Stratford-on-Avon')).toBe(placeKey('Stratford-upon-Avon'));
    expect(placeKey('Walton upon Thames')).toBe(placeKey('Walton-on-Thames'));
    expect(placesStartingWith(PLACES, 'newcastle on t', 5).map((p) => p.name)).toEqual([
      'Newcastle upon Tyne',
    ]);
  });

  it('reads "name, county" and ignores punctuation', () => {
    expect(slugOf('Newport, Isle of Wight')).toBe('england/isle-of-wight/newport');
    expect(slugOf('St. Albans')).toBe('england/hertfordshire/st-albans');
  });

  it('reads London as Greater London', () => {
    expect(slugOf('london')).toBe('england/greater-london');
  });
});

describe('the names buyers use (search quality, issue 13)', () => {
  const UK: PlaceEntry[] = [
    place(
      'england/tyne-and-wear/newcastle-upon-tyne',
      'Newcastle upon Tyne',
      'town',
      192_382,
      'Tyne and Wear',
    ),
    place('northern-ireland/county-down/newcastle', 'Newcastle', 'town', 7_444, 'County Down'),
    place(
      'england/east-riding-of-yorkshire/kingston-upon-hull',
      'Kingston upon Hull',
      'town',
      314_018,
      'East Riding of Yorkshire',
    ),
    place('england/gloucestershire/hill', 'Hill', 'town', 200, 'Gloucestershire'),
    place(
      'england/greater-london/city-of-westminster',
      'City of Westminster',
      'town',
      247_614,
      'Greater London',
    ),
    place('england/berkshire', 'Berkshire', 'county', null, 'England'),
    place('england/north-yorkshire', 'North Yorkshire', 'county', null, 'England'),
    place('england/west-yorkshire', 'West Yorkshire', 'county', null, 'England'),
    place('england/north-yorkshire/york', 'York', 'town', 153_717, 'North Yorkshire'),
  ];

  it('"Newcastle", "Hull" and "Westminster" are the cities buyers mean', () => {
    expect(matchPlace(UK, 'newcastle')?.slug).toBe('england/tyne-and-wear/newcastle-upon-tyne');
    expect(matchPlace(UK, 'Newcastle, County Down')?.slug).toBe(
      'northern-ireland/county-down/newcastle',
    );
    expect(placeValue(UK, UK[1]!)).toBe('Newcastle, County Down');
    expect(matchPlace(UK, 'Hull')?.slug).toBe(
      'england/east-riding-of-yorkshire/kingston-upon-hull',
    );
    expect(matchPlace(UK, 'westminster')?.slug).toBe('england/greater-london/city-of-westminster');
  });

  it('a misspelt name buyers use is the place it stands for: "lonodn" is Greater London', () => {
    const london = place('england/greater-london', 'Greater London', 'county', null, 'England');
    const loddon = place('england/norfolk/loddon', 'Loddon', 'town', 3_000, 'Norfolk');
    const list = [...UK, london, loddon];
    expect(didYouMean(list, 'lonodn').map((p) => p.name)[0]).toBe('Greater London');
    expect(misspeltPlace(list, 'lonodn')?.name).toBe('Greater London');
    expect(didYouMean(UK, 'newcastel')[0]?.name).toBe('Newcastle upon Tyne');
  });

  it('a word of a place name beats a look-alike: "Yorkshire" means the Yorkshires, not Berkshire', () => {
    const names = didYouMean(UK, 'yorkshire').map((p) => p.name);
    expect(names).toEqual(['North Yorkshire', 'West Yorkshire']);
    expect(didYouMean(UK, 'upon tyne')[0]?.name).toBe('Newcastle upon Tyne');
  });
});

describe('didYouMean', () => {
  const names = (text: string) => didYouMean(PLACES, text).map((p) => p.name);

  it('offers the closest names for a typo, towns and bigger places first', () => {
    expect(names('leedz')[0]).toBe('Leeds');
    expect(names('Bristle')).toEqual(['Bristol']);
  });

  it('offers longer names that start with the text', () => {
    expect(names('newcastle')).toContain('Newcastle upon Tyne');
  });

  it('reads a word of free text as a misspelt place one typo away, or two in a long word', () => {
    const near = [
      place('scotland/clackmannanshire/alloa', 'Alloa', 'town', 20_000, 'Clackmannanshire'),
      place('england/bristol/bristol', 'Bristol', 'town', 460_000, 'Bristol'),
      place('england/west-midlands/birmingham', 'Birmingham', 'town', 1_100_000, 'West Midlands'),
    ];
    const meant = (word: string) => misspeltPlace(near, word)?.name ?? null;
    expect(meant('bristl')).toBe('Bristol');
    expect(meant('birmingahm')).toBe('Birmingham');
    expect(meant('birmngahm')).toBe('Birmingham');
    // An auction house's name, two letters from Alloa.
    expect(meant('allsop')).toBeNull();
  });

  it('reads four letters with two neighbours swapped as a big town: "yrok" is York', () => {
    const near = [
      place('england/north-yorkshire/york', 'York', 'town', 153_717, 'North Yorkshire'),
      place('england/somerset/bath', 'Bath', 'town', 94_782, 'Somerset'),
      place('england/cumbria/brat', 'Brat', 'town', 900, 'Cumbria'),
    ];
    const meant = (word: string) => slippedTown(near, word)?.name ?? null;
    expect(meant('yrok')).toBe('York');
    expect(meant('btah')).toBe('Bath');
    // Any other slip in four letters is as often another word; a small place is no guess.
    expect(meant('bath')).toBeNull();
    expect(meant('yorl')).toBeNull();
    expect(meant('bart')).toBeNull();
  });

  it('reads a big town with a doubled letter typed once: “leds” is Leeds, “hul” Hull', () => {
    const near = [
      place('england/west-yorkshire/leeds', 'Leeds', 'town', 455_123, 'West Yorkshire'),
      // As the place list holds it: "hull" is a name buyers use for it (ALIASES), not its own.
      place(
        'england/east-riding-of-yorkshire/kingston-upon-hull',
        'Kingston upon Hull',
        'town',
        267_000,
        'East Riding of Yorkshire',
      ),
      place('england/staffordshire/leek', 'Leek', 'town', 20_000, 'Staffordshire'),
    ];
    const meant = (word: string) => slippedTown(near, word)?.name ?? null;
    expect(meant('leds')).toBe('Leeds');
    expect(meant('LEDS')).toBe('Leeds');
    expect(meant('hul')).toBe('Kingston upon Hull');
    expect(meant('hlul')).toBe('Kingston upon Hull');
    // A small town is no guess, and a letter missing elsewhere is another word.
    expect(meant('lek')).toBeNull();
    expect(meant('eeds')).toBeNull();
    expect(meant('lees')).toBeNull();
  });

  it('offers no name two typos away that begins with another letter', () => {
    const near = [
      place('wales/gwent/bedwas', 'Bedwas', 'town', 8_000, 'Gwent'),
      place('england/greater-manchester/hindley', 'Hindley', 'town', 25_000, 'Greater Manchester'),
      place(
        'england/greater-manchester/manchester',
        'Manchester',
        'town',
        550_000,
        'Greater Manchester',
      ),
    ];
    const offered = (text: string) => didYouMean(near, text).map((p) => p.name);
    expect(offered('medway')).toEqual([]);
    expect(offered('brindley')).toEqual([]);
    // One typo may be any letter; two are read when the first letter is the name's.
    expect(offered('bedway')).toEqual(['Bedwas']);
    expect(offered('nanchester')).toEqual(['Manchester']);
    expect(offered('mnchestr')).toEqual(['Manchester']);
  });

  it('offers nothing for text too short or too far from any name', () => {
    expect(names('le')).toEqual([]);
    expect(names('zzzzzz')).toEqual([]);
  });
});

describe('placeValue', () => {
  it('is the bare name when that finds the place, else "name, county"', () => {
    expect(placeValue(PLACES, PLACES[2]!)).toBe('Leeds');
    expect(placeValue(PLACES, PLACES[7]!)).toBe('Newport, Isle of Wight');
  });
});

describe('placesStartingWith', () => {
  it('lists towns by population before counties, whole-name prefixes first', () => {
    expect(placesStartingWith(PLACES, 'lee', 8).map((p) => p.name)).toEqual(['Leeds', 'Leek']);
    expect(placesStartingWith(PLACES, 'new', 8).map((p) => p.name)).toEqual([
      'Newport',
      'Newcastle upon Tyne',
      'Newport',
    ]);
    expect(placesStartingWith(PLACES, 'york', 8).map((p) => p.name)).toEqual(['West Yorkshire']);
  });

  it('puts the place a shared name alone means first of its name (decision 144)', () => {
    // By population Kent's Kennington (4,178) came before London's (4,000), which buyers mean.
    const kent = place('england/kent/kennington', 'Kennington', 'town', 4_178, 'Kent');
    const london = place(
      'england/greater-london/kennington',
      'Kennington',
      'town',
      4_000,
      'Greater London',
    );
    const kenn = place('england/somerset/kenn', 'Kenn', 'town', 5_000, 'Somerset');
    const found = placesStartingWith([kent, kenn, london], 'kenn', 8);
    expect(found.map((p) => `${p.name}, ${p.parentName}`)).toEqual([
      'Kenn, Somerset',
      'Kennington, Greater London',
      'Kennington, Kent',
    ]);
    expect(matchPlace([kent, london], 'kennington')?.slug).toBe(london.slug);
    expect(placeValue([kent, london], kent)).toBe('Kennington, Kent');
  });

  it('leaves a village’s bare name to the neighbourhood that takes it (decision 144)', () => {
    const clifton = place('england/bedfordshire/clifton', 'Clifton', 'town', null, 'Bedfordshire');
    expect(matchPlace([clifton], 'clifton')).toBeNull();
    expect(matchPlace([clifton], 'Clifton, Bedfordshire')?.slug).toBe(clifton.slug);
    expect(placeValue([clifton], clifton)).toBe('Clifton, Bedfordshire');
  });

  it('puts the place named exactly first, whatever its kind', () => {
    const kenton = place('england/devon/kenton', 'Kenton', 'town', 2_000, 'Devon');
    const kent = place('england/kent', 'Kent', 'county', null, 'England');
    expect(placesStartingWith([kenton, kent], 'kent', 8).map((p) => p.name)).toEqual([
      'Kent',
      'Kenton',
    ]);
  });
});

describe('placeKey and levenshtein', () => {
  it('compare names as people type them', () => {
    expect(placeKey('Tyne & Wear')).toBe('tyne and wear');
    // An apostrophe is left out, not read as a space: "kings lynn" finds King's Lynn.
    expect(placeKey('King’s Lynn')).toBe(placeKey('kings lynn'));
    expect(placeKey("Bishop's Stortford")).toBe(placeKey('Bishops Stortford'));
    expect(levenshtein('leedz', 'leeds')).toBe(1);
    // Two letters swapped are one typo: "Yrok" is York.
    expect(levenshtein('yrok', 'york')).toBe(1);
    expect(levenshtein('abcd', 'badc')).toBe(2);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('a', 'abcdef', 2)).toBe(3);
  });
});

describe('Welsh names', () => {
  const WALES: PlaceEntry[] = [
    place('wales', 'Wales', 'country', null, null),
    place('england/south-yorkshire/wales', 'Wales', 'town', 6_000, 'South Yorkshire'),
    place('wales/south-glamorgan/cardiff', 'Cardiff', 'town', 362_750, 'South Glamorgan'),
    place('wales/west-glamorgan/swansea', 'Swansea', 'town', 239_000, 'West Glamorgan'),
  ];

  it('find the places the list holds by their English names', () => {
    expect(matchPlace(WALES, 'Caerdydd')?.slug).toBe('wales/south-glamorgan/cardiff');
    expect(matchPlace(WALES, 'abertawe')?.slug).toBe('wales/west-glamorgan/swansea');
    expect(matchPlace(WALES, 'Cymru')?.slug).toBe('wales');
  });
});

describe('namesakes: the place we hold postcodes in first', () => {
  const richmonds = [
    {
      ...place('england/north-yorkshire/richmond', 'Richmond', 'town', 8_413, 'North Yorkshire'),
      hasPostcodes: false,
    },
    {
      ...place('england/greater-london/richmond', 'Richmond', 'town', 5_000, 'Greater London'),
      hasPostcodes: true,
    },
  ];

  it('picks the one lots and sales can be found in over a more populous one without postcodes', () => {
    // Was North Yorkshire's, the more populous here: an empty page on both searches.
    expect(matchPlace(richmonds, 'Richmond')?.slug).toBe('england/greater-london/richmond');
    expect(matchPlace(richmonds, 'richmond, north yorkshire')?.slug).toBe(
      'england/north-yorkshire/richmond',
    );
  });

  it('reads a region after the name as where it is: "Richmond Yorkshire" is North Yorkshire\'s', () => {
    // Was Greater London's: "Yorkshire" is a region, and no town's slug is under a region's.
    expect(matchPlace(richmonds, 'Richmond Yorkshire')?.slug).toBe(
      'england/north-yorkshire/richmond',
    );
    const region = place(
      'england/yorkshire-and-the-humber',
      'Yorkshire and the Humber',
      'region',
      null,
      null,
    );
    expect(matchPlace([...richmonds, region], 'richmond, yorkshire and the humber')?.slug).toBe(
      'england/north-yorkshire/richmond',
    );
    expect(matchPlace(richmonds, 'Richmond London')?.slug).toBe('england/greater-london/richmond');
    expect(matchPlace(richmonds, 'Richmond, North West')).toBeNull();
  });

  it('keeps the most populous when both or neither hold postcodes (unknown counts as held)', () => {
    const both = richmonds.map((p) => ({ ...p, hasPostcodes: true }));
    expect(matchPlace(both, 'Richmond')?.slug).toBe('england/north-yorkshire/richmond');
    const unknown = richmonds.map(({ hasPostcodes: _, ...p }) => p);
    expect(matchPlace(unknown, 'Richmond')?.slug).toBe('england/north-yorkshire/richmond');
  });
});

describe('short names of cities whose full name another place does not share', () => {
  const UK: PlaceEntry[] = [
    {
      ...place('england/cheshire/stoke', 'Stoke', 'town', null, 'Cheshire'),
      hasPostcodes: false,
    },
    place(
      'england/staffordshire/stoke-on-trent',
      'Stoke-on-Trent',
      'town',
      372_775,
      'Staffordshire',
    ),
    place(
      'northern-ireland/county-londonderry/derry',
      'Derry',
      'town',
      83_652,
      'County Londonderry',
    ),
    place(
      'northern-ireland/county-londonderry',
      'County Londonderry',
      'county',
      null,
      'Northern Ireland',
    ),
  ];

  it('"Stoke" is Stoke-on-Trent, and the Cheshire hamlet is offered beside it', () => {
    // Was the hamlet: no postcodes, so no lot and no sale could ever show.
    const stoke = matchPlace(UK, 'Stoke');
    expect(stoke?.slug).toBe('england/staffordshire/stoke-on-trent');
    expect(namesakesOf(UK, 'Stoke', stoke!).map((p) => p.slug)).toEqual(['england/cheshire/stoke']);
    expect(placeValue(UK, UK[0]!)).toBe('Stoke, Cheshire');
    expect(matchPlace(UK, 'Stoke, Cheshire')?.slug).toBe('england/cheshire/stoke');
  });

  it('"Londonderry" is the city of Derry', () => {
    // Was "No place called 'Londonderry'".
    expect(matchPlace(UK, 'Londonderry')?.slug).toBe('northern-ireland/county-londonderry/derry');
  });
});

describe('short names: "Tunbridge Wells" is Royal Tunbridge Wells (decision 100)', () => {
  const UK: PlaceEntry[] = [
    place('england/kent/royal-tunbridge-wells', 'Royal Tunbridge Wells', 'town', 68_910, 'Kent'),
    place('england/greater-london/enfield-town', 'Enfield Town', 'town', 103_970, 'Greater London'),
    place('england/essex/southend-on-sea', 'Southend-on-Sea', 'town', 295_310, 'Essex'),
    place(
      'england/warwickshire/royal-leamington-spa',
      'Royal Leamington Spa',
      'town',
      95_172,
      'Warwickshire',
    ),
    place('england/cheshire/chester', 'Chester', 'town', 118_200, 'Cheshire'),
    place(
      'england/county-durham/chester-le-street',
      'Chester-le-Street',
      'town',
      24_227,
      'County Durham',
    ),
    place(
      'england/east-riding-of-yorkshire/kingston-upon-hull',
      'Kingston upon Hull',
      'town',
      314_018,
      'East Riding of Yorkshire',
    ),
    place(
      'england/greater-london/kingston-upon-thames',
      'Kingston upon Thames',
      'town',
      43_013,
      'Greater London',
    ),
    place(
      'england/greater-manchester/ashton-under-lyne',
      'Ashton-under-Lyne',
      'town',
      43_675,
      'Greater Manchester',
    ),
    place('wales/mid-glamorgan/price-town', 'Price Town', 'town', 2_348, 'Mid Glamorgan'),
    place('england/kent', 'Kent', 'county', null, 'England'),
  ];
  const slugIn = (text: string) => matchPlace(UK, text)?.slug ?? null;

  it('finds a town by the name Land Registry and people give it', () => {
    // Was "No place called 'Tunbridge Wells'" and 0 sales, where Price Paid holds 976 of them.
    expect(slugIn('Tunbridge Wells')).toBe('england/kent/royal-tunbridge-wells');
    expect(slugIn('TUNBRIDGE WELLS')).toBe('england/kent/royal-tunbridge-wells');
    expect(slugIn('Tunbridge Wells, Kent')).toBe('england/kent/royal-tunbridge-wells');
    expect(slugIn('Enfield')).toBe('england/greater-london/enfield-town');
    expect(slugIn('southend')).toBe('england/essex/southend-on-sea');
    expect(slugIn('Leamington')).toBe('england/warwickshire/royal-leamington-spa');
    expect(slugIn('Ashton')).toBe('england/greater-manchester/ashton-under-lyne');
  });

  it('lets a whole name win, and names nothing by a short name two towns share', () => {
    expect(slugIn('Chester')).toBe('england/cheshire/chester');
    expect(slugIn('Kingston')).toBeNull();
    expect(didYouMean(UK, 'Kingston').map((p) => p.name)).toEqual([
      'Kingston upon Hull',
      'Kingston upon Thames',
    ]);
  });

  it('has no short name that is a common word or too short', () => {
    expect(shortNameKey('price town')).toBeNull();
    expect(shortNameKey('old town')).toBeNull();
    expect(shortNameKey('lee on the solent')).toBeNull();
    expect(shortNameKey('letchworth garden city')).toBe('letchworth');
    expect(shortNameKey('stratford upon avon')).toBe('stratford');
    expect(slugIn('price')).toBeNull();
  });

  it('keeps a place whose name is already its short name unchanged (placeValue)', () => {
    expect(placeValue(UK, UK[0]!)).toBe('Royal Tunbridge Wells');
  });
});
