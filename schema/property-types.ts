import { own } from './own';
/**
 * Property-type families: the lot `property_type` values each family holds, and the HM Land
 * Registry Price Paid codes (D detached, S semi-detached, T terraced, F flat/maisonette, O other)
 * that record the same kind of property. One list for every place that groups types: comparable
 * sales on a lot page, the lots filter by family, the sold-price type filter.
 *
 * Price Paid has no bungalow type (a bungalow is recorded as D, S or T by how it is built) and
 * one `O` for everything that is not a home (land, commercial, mixed use, garages).
 * https://www.gov.uk/guidance/about-the-price-paid-data#explanations-of-column-headers-in-the-ppd
 */

export const PPD_PROPERTY_TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
export type PpdPropertyType = (typeof PPD_PROPERTY_TYPES)[number];

export interface PropertyTypeFamily {
  /** Shown in filters: "Houses". */
  label: string;
  /** The lot `property_type` values of the family, exactly as stored. */
  lotTypes: readonly string[];
  /** The Price Paid codes of the same kind of property. */
  ppdCodes: readonly PpdPropertyType[];
  /**
   * What their Price Paid sales are called in a sentence, saying all they hold: "12 sales of houses
   * of every kind (detached, semi-detached and terraced) in LS6 2".
   */
  salesNoun: string;
  /** Said under the figures when Price Paid cannot match the family exactly. */
  ppdNote?: string;
}

const HOUSE_CODES = ['D', 'S', 'T'] as const;
export const OTHER_NOTE =
  'Land Registry records land, commercial and other non-residential sales under one type, "other".';

/**
 * Price Paid's O is every sale that is not a home, a field and an office block alike: a median of
 * them priced a garage guided at £14,000 at £111,000. Sales of that type alone are listed and
 * counted, with no average, median or range, on a lot's comparables and on the sold-price search
 * alike (decision 167; the search had shown both one click from a lot that held them back).
 */
export const nonResidentialOnly = (codes: readonly string[]) =>
  codes.length > 0 && codes.every((c) => c === 'O');
export const UNPRICED_SALES_NOTE =
  'Their prices run from a parking space to an office block, so no average, median or price range is given: look at the sales themselves.';
// One type for every non-residential sale: a garage's comparables are land, shops and offices
// too ("garages and other non-residential property" read as garages first), so all four say so.
const OTHER_NOUN = 'non-residential property of every kind (land, commercial, garages and more)';

export const PROPERTY_TYPE_FAMILIES = {
  houses: {
    label: 'Houses',
    lotTypes: ['Detached house', 'Semi-detached house', 'Terraced house'],
    ppdCodes: HOUSE_CODES,
    // Compared only when a house's own kind (D, S or T) sold too rarely nearby (decision 167).
    salesNoun: 'houses of every kind (detached, semi-detached and terraced)',
  },
  bungalows: {
    label: 'Bungalows',
    lotTypes: ['Bungalow'],
    ppdCodes: HOUSE_CODES,
    salesNoun: 'houses and bungalows',
    ppdNote: 'Land Registry does not tell bungalows apart: they are counted with houses.',
  },
  flats: {
    label: 'Flats and maisonettes',
    lotTypes: ['Flat', 'Maisonette'],
    ppdCodes: ['F'],
    salesNoun: 'flats and maisonettes',
  },
  land: {
    label: 'Land and development sites',
    lotTypes: ['Land', 'Development site'],
    ppdCodes: ['O'],
    salesNoun: OTHER_NOUN,
    ppdNote: OTHER_NOTE,
  },
  commercial: {
    label: 'Commercial',
    lotTypes: ['Commercial'],
    ppdCodes: ['O'],
    salesNoun: OTHER_NOUN,
    ppdNote: OTHER_NOTE,
  },
  'mixed-use': {
    label: 'Mixed use',
    lotTypes: ['Mixed use'],
    ppdCodes: ['O'],
    salesNoun: OTHER_NOUN,
    ppdNote: OTHER_NOTE,
  },
  garages: {
    label: 'Garages and parking',
    lotTypes: ['Garage'],
    ppdCodes: ['O'],
    salesNoun: OTHER_NOUN,
    ppdNote: OTHER_NOTE,
  },
} as const satisfies Record<string, PropertyTypeFamily>;

export type PropertyTypeFamilyId = keyof typeof PROPERTY_TYPE_FAMILIES;
export const PROPERTY_TYPE_FAMILY_IDS = Object.keys(PROPERTY_TYPE_FAMILIES) as [
  PropertyTypeFamilyId,
  ...PropertyTypeFamilyId[],
];

/** The family of a lot's `property_type` (any case, spaces trimmed); null for a type we do not know. */
export function familyOfLotType(
  type: string | null | undefined,
): { id: PropertyTypeFamilyId; family: PropertyTypeFamily } | null {
  const wanted = type?.trim().toLowerCase();
  if (!wanted) return null;
  for (const id of PROPERTY_TYPE_FAMILY_IDS) {
    const family: PropertyTypeFamily = PROPERTY_TYPE_FAMILIES[id];
    if (family.lotTypes.some((t) => t.toLowerCase() === wanted)) return { id, family };
  }
  return null;
}

/**
 * A set of Price Paid codes as one URL value: upper case, each once, in the order of
 * PPD_PROPERTY_TYPES ("t,d,s" → "D,S,T"); a lot family or type as the lot search names it
 * ("houses", "flats", "Bungalow") is its family's codes, so the two searches read the same words.
 * Undefined when empty or when any part is neither.
 */
export function ppdCodesParam(text: string): string | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const codes = parts.map((p) => {
    const code = p.toUpperCase();
    if ((PPD_PROPERTY_TYPES as readonly string[]).includes(code)) return [code];
    const choice = parseTypeChoice(p);
    return choice ? ppdCodesOfChoice(choice) : null;
  });
  if (!codes.length || codes.some((c) => c === null)) return undefined;
  const all = codes.flat() as string[];
  return PPD_PROPERTY_TYPES.filter((c) => all.includes(c)).join(',') || undefined;
}

/** Exact lot types Price Paid records under a code of their own. */
const OWN_PPD_CODE: Record<string, PpdPropertyType> = {
  'Detached house': 'D',
  'Semi-detached house': 'S',
  'Terraced house': 'T',
  Flat: 'F',
  Maisonette: 'F',
};

/** The Price Paid code of a lot's own type (any case): "Detached house" is D; a bungalow has none. */
export function ownPpdCode(type: string | null | undefined): PpdPropertyType | undefined {
  const wanted = type?.trim().toLowerCase();
  const stored = Object.keys(OWN_PPD_CODE).find((t) => t.toLowerCase() === wanted);
  return stored ? OWN_PPD_CODE[stored] : undefined;
}

/**
 * The Price Paid codes of a lot family, or of an exact lot type: its own code where Price Paid
 * has one ("Terraced house" is T), else its family's (a bungalow is D, S or T).
 */
export function ppdCodesOfChoice(choice: TypeChoice): readonly PpdPropertyType[] {
  const own = 'type' in choice ? OWN_PPD_CODE[choice.type] : undefined;
  if (own) return [own];
  const family =
    'family' in choice
      ? choice.family
      : PROPERTY_TYPE_FAMILY_IDS.find((f) =>
          (PROPERTY_TYPE_FAMILIES[f].lotTypes as readonly string[]).includes(choice.type),
        );
  return family ? PROPERTY_TYPE_FAMILIES[family].ppdCodes : [];
}

/** The codes of a value made by ppdCodesParam. */
export const ppdCodesOf = (param: string): PpdPropertyType[] =>
  PPD_PROPERTY_TYPES.filter((c) => param.split(',').includes(c));

/** A type filter value from a URL: a family, or one exact lot type. */
export type TypeChoice = { family: PropertyTypeFamilyId } | { type: string };

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Words people (and older links: `property_type=House`) use for a family. */
const FAMILY_WORDS: Record<string, PropertyTypeFamilyId> = {
  house: 'houses',
  home: 'houses',
  homes: 'houses',
  // A townhouse is a house of several storeys in a town: "townhouse" found 0 lots.
  townhouse: 'houses',
  townhouses: 'houses',
  'town house': 'houses',
  'town houses': 'houses',
  apartments: 'flats',
  sites: 'land',
};

/**
 * Short names of the house types ("a semi", "terraces in york"), in a URL value and in a search's
 * words (search-words.ts reads them too).
 */
export const HOUSE_WORDS: Record<string, string> = {
  semi: 'Semi-detached house',
  semis: 'Semi-detached house',
  terrace: 'Terraced house',
  terraces: 'Terraced house',
  'end terrace': 'Terraced house',
  'end of terrace': 'Terraced house',
  'end terraced': 'Terraced house',
  'mid terrace': 'Terraced house',
  'mid terraced': 'Terraced house',
};

/** Every lot type of every family, as stored ("Land", "Development site"). */
const LOT_TYPES: readonly string[] = PROPERTY_TYPE_FAMILY_IDS.flatMap(
  (f) => PROPERTY_TYPE_FAMILIES[f].lotTypes,
);

/**
 * A type written exactly as stored first (the form's "Exact types" send `Land`, where the family
 * is `land`: ticking "Land" must not find development sites too), then a family by id or label,
 * then a type in any case (`flat` is the type), then a family word.
 */
export function parseTypeChoice(value: string): TypeChoice | undefined {
  const asStored = LOT_TYPES.find((t) => t === value.trim());
  if (asStored) return { type: asStored };
  const v = squash(value);
  if (!v) return undefined;
  const family = PROPERTY_TYPE_FAMILY_IDS.find(
    (f) => squash(f) === v || squash(PROPERTY_TYPE_FAMILIES[f].label) === v,
  );
  if (family) return { family };
  const exact = LOT_TYPES.find((t) => squash(t) === v);
  if (exact) return { type: exact };
  // "semi-detached", "terraced houses": a house type without its noun (a shared link, a feed's
  // word) was read as no type at all, every property listed under it.
  const house = `${v.replace(/ houses?$/, '')} house`;
  const houseType = LOT_TYPES.find((t) => squash(t) === house) ?? own(HOUSE_WORDS, v);
  if (houseType) return { type: houseType };
  const word = own(FAMILY_WORDS, v);
  return word ? { family: word } : undefined;
}

/** The exact lot types a list of choices covers (a family stands for all its types). */
export function typesOf(choices: readonly TypeChoice[]): string[] {
  const out = new Set<string>();
  for (const c of choices)
    for (const t of 'family' in c ? PROPERTY_TYPE_FAMILIES[c.family].lotTypes : [c.type])
      out.add(t);
  return [...out];
}

/** The URL value of a choice: the family id or the exact type. */
export const choiceValue = (c: TypeChoice) => ('family' in c ? c.family : c.type);

/**
 * The types of `chosen` (every type when none is) less those `refused` covers, as URL values, a
 * family kept whole named by its id: "not flats" is the houses, bungalows, land, commercial,
 * mixed-use and garages; "houses not terraced" the detached and semi-detached houses.
 */
export function typesRefusing(chosen: readonly string[], refused: readonly string[]): string[] {
  const choices = (values: readonly string[]) =>
    values.map(parseTypeChoice).filter((c): c is TypeChoice => c !== undefined);
  const left = new Set(chosen.length ? typesOf(choices(chosen)) : LOT_TYPES);
  for (const t of typesOf(choices(refused))) left.delete(t);
  return PROPERTY_TYPE_FAMILY_IDS.flatMap((id) => {
    const members: readonly string[] = PROPERTY_TYPE_FAMILIES[id].lotTypes;
    const kept = members.filter((t) => left.has(t));
    return kept.length === members.length ? [id] : kept;
  });
}
