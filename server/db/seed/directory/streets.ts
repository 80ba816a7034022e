import type { Rng } from './prng';
import type { CountryCode } from './regions';

const COMMON_STEMS = [
  'Victoria',
  'Albert',
  'Church',
  'Station',
  'Park',
  'Mill',
  'Queens',
  'Kings',
  'Grange',
  'Oak',
  'Elm',
  'Beech',
  'Ash',
  'Willow',
  'Meadow',
  'Manor',
  'Chapel',
  'School',
  'Market',
  'High',
  'New',
  'North',
  'South',
  'West',
  'East',
  'Bridge',
  'Castle',
  'Abbey',
  'Priory',
  'Vicarage',
  'Orchard',
  'Holly',
  'Rose',
  'Cedar',
  'Hawthorn',
  'Laburnum',
  'Sycamore',
  'Chestnut',
  'Hazel',
  'Rowan',
  'Birch',
  'Cherry',
  'Poplar',
  'Alexandra',
  'Windsor',
  'Stanley',
  'Clarence',
  'Cambridge',
  'Oxford',
  'York',
  'Lancaster',
  'Nelson',
  'Wellington',
  'Trafalgar',
  'Waterloo',
  'Gladstone',
  'Princes',
  'Regent',
  'Union',
  'Brook',
  'Springfield',
  'Fairfield',
  'Highfield',
  'Greenfield',
  'Woodland',
  'Forest',
  'Heath',
  'Moor',
  'Hill',
  'Valley',
  'Riverside',
  'Canal',
  'Wharf',
  'Quarry',
  'Farm',
  'Cross',
  'Green',
  'Common',
  'Brunswick',
  'Clifton',
  'Belmont',
  'Richmond',
  'Grosvenor',
  'Balmoral',
  'Osborne',
  'Salisbury',
  'Beaconsfield',
  'Mount Pleasant',
  'Prospect',
  'Harbour',
  'Cemetery',
  'Tannery',
  'Foundry',
  'Ropewalk',
  'Cooperative',
  'Jubilee',
  'Coronation',
  'Empire',
] as const;

const WELSH_STEMS = [
  'Heol y Parc',
  'Heol Las',
  'Ffordd yr Eglwys',
  'Maes y Coed',
  'Bryn Glas',
  'Heol Newydd',
  'Pen y Bryn',
  'Cae Mawr',
  'Llys Derwen',
  'Tan y Bryn',
] as const;

const SCOTTISH_STEMS = [
  'Burnside',
  'Kirkgate',
  'Braehead',
  'Loanhead',
  'Mains',
  'Glebe',
  'Muirhead',
  'Craigie',
  'Bellfield',
  'Kirkhill',
] as const;

const SUFFIXES = [
  ['Road', 24],
  ['Street', 22],
  ['Avenue', 8],
  ['Close', 8],
  ['Lane', 8],
  ['Drive', 6],
  ['Crescent', 5],
  ['Gardens', 4],
  ['Terrace', 5],
  ['Way', 4],
  ['Grove', 4],
  ['Place', 3],
  ['Court', 2],
  ['Row', 1],
  ['Walk', 1],
] as const satisfies readonly (readonly [string, number])[];

/** Street names whose stem is already a full name (Welsh), or which take no suffix. */
const COMPLETE = new Set<string>(WELSH_STEMS);

/** `count` distinct street names, flavoured by country. */
export function streetNames(rng: Rng, country: CountryCode, count: number): string[] {
  const names = new Set<string>();
  let guard = 0;
  while (names.size < count && guard++ < count * 50) {
    let stem: string = rng.pick(COMMON_STEMS);
    if (country === 'WLS' && rng.chance(0.25)) stem = rng.pick(WELSH_STEMS);
    if (country === 'SCT' && rng.chance(0.25)) stem = rng.pick(SCOTTISH_STEMS);
    if (stem === 'High' || stem === 'Market') {
      names.add(`${stem} Street`);
      continue;
    }
    if (COMPLETE.has(stem)) {
      names.add(stem);
      continue;
    }
    const suffix = rng.weightedEntry(SUFFIXES);
    if (country === 'SCT' && rng.chance(0.05)) names.add(`${stem} Wynd`);
    else names.add(`${stem} ${suffix}`);
  }
  return [...names];
}

const HOUSE_NAMES = [
  'Rose Cottage',
  'The Old Rectory',
  'Ivy House',
  'The Laurels',
  'Orchard House',
  'The Coach House',
  'Holly Lodge',
  'The Barn',
  'Meadow View',
  'The Old School House',
  'Woodside',
  'Hillcrest',
  'The Cottage',
  'Fairview',
  'Old Forge',
  'Brook House',
  'The Granary',
  'Oak Lodge',
] as const;

export function houseName(rng: Rng): string {
  return rng.pick(HOUSE_NAMES);
}

const BUILDING_STEMS = [
  'Victoria',
  'Albert',
  'Regency',
  'Riverside',
  'Kings',
  'Queens',
  'Abbey',
  'Park',
  'Marlborough',
  'Carlton',
  'Wharf',
  'Chapel',
  'Mill',
  'Canal',
  'Belvedere',
  'Cavendish',
] as const;
const BUILDING_SUFFIXES = [
  'Court',
  'House',
  'Mansions',
  'Lodge',
  'Point',
  'Heights',
  'Apartments',
] as const;

export function buildingName(rng: Rng): string {
  return `${rng.pick(BUILDING_STEMS)} ${rng.pick(BUILDING_SUFFIXES)}`;
}
