import { parseTypeChoice, choiceValue } from './property-types';

/**
 * What a buyer's free text says in the results page's own terms: "2 bed flat leeds" is two or
 * more bedrooms, flats and maisonettes, and "leeds" (a place, if the server finds one). Words it
 * does not read stay as they were typed, in order.
 */
export interface SearchWords {
  bedrooms?: number;
  /** `property_type` values (a family id such as `flats`, or an exact type such as `Bungalow`). */
  propertyTypes: string[];
  /** The words left, as typed: a place name, or text to match. */
  rest: string[];
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** "2 bed", "2-bed", "2bed", "two bedroom", "3 bedrooms", "4br". */
const BEDROOMS = /^(\d|one|two|three|four|five|six)(?:[\s-]*(?:bed(?:room)?s?|br))$/i;

/** Words for a type the URL values do not spell ("semi", "terrace", "plot", "shop"). */
const TYPE_WORDS: Record<string, string> = {
  flat: 'flats',
  apartment: 'flats',
  maisonettes: 'flats',
  semi: 'Semi-detached house',
  'semi detached': 'Semi-detached house',
  detached: 'Detached house',
  terrace: 'Terraced house',
  terraced: 'Terraced house',
  'end terrace': 'Terraced house',
  'mid terrace': 'Terraced house',
  bungalow: 'bungalows',
  plot: 'land',
  plots: 'land',
  site: 'land',
  shop: 'commercial',
  shops: 'commercial',
  office: 'commercial',
  offices: 'commercial',
  garage: 'garages',
  parking: 'garages',
  'mixed use': 'mixed-use',
};

/** Words that say nothing about which lots ("2 bed flat for sale in leeds"). */
const FILLER = new Set([
  'in',
  'near',
  'at',
  'for',
  'with',
  'a',
  'an',
  'the',
  'sale',
  'auction',
  'auctions',
  'property',
  'properties',
  'lot',
  'lots',
  'uk',
]);

function typeOf(words: string): string | undefined {
  const key = words.toLowerCase().replace(/[\s_-]+/g, ' ');
  if (TYPE_WORDS[key]) return TYPE_WORDS[key];
  const choice = parseTypeChoice(key);
  return choice ? choiceValue(choice) : undefined;
}

/** Reads bedrooms and property types out of free text; everything else is `rest`. */
export function readSearchWords(text: string): SearchWords {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: SearchWords = { propertyTypes: [], rest: [] };
  for (let i = 0; i < words.length; i++) {
    const two = words.slice(i, i + 2).join(' ');
    const beds = BEDROOMS.exec(two) ?? BEDROOMS.exec(words[i]!);
    if (beds && out.bedrooms === undefined) {
      out.bedrooms = NUMBERS[beds[1]!.toLowerCase()] ?? Number(beds[1]);
      if (beds.input === two) i++;
      continue;
    }
    const pairType = words[i + 1] ? typeOf(two) : undefined;
    const type = pairType ?? typeOf(words[i]!);
    if (type) {
      if (!out.propertyTypes.includes(type)) out.propertyTypes.push(type);
      if (pairType) i++;
      continue;
    }
    if (!FILLER.has(words[i]!.toLowerCase())) out.rest.push(words[i]!);
  }
  return out;
}
