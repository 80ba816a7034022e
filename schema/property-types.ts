/**
 * Property types as buyers think of them: families ("houses") holding the exact types auction
 * houses list ("Terraced house", "Semi-detached house" …), and the HM Land Registry Price Paid
 * codes (D detached, S semi, T terraced, F flat/maisonette, O other) each family compares with.
 */
export const PROPERTY_FAMILIES = {
  houses: {
    label: 'Houses',
    types: [
      'Detached house',
      'Semi-detached house',
      'Terraced house',
      'End-terrace house',
      'Town house',
      'Cottage',
    ],
    ppd: ['D', 'S', 'T'],
  },
  flats: {
    label: 'Flats and maisonettes',
    types: ['Flat', 'Maisonette', 'Apartment', 'Studio'],
    ppd: ['F'],
  },
  bungalows: { label: 'Bungalows', types: ['Bungalow'], ppd: ['D', 'S'] },
  land: { label: 'Land and sites', types: ['Land', 'Development site', 'Plot'], ppd: ['O'] },
  commercial: {
    label: 'Commercial',
    types: ['Commercial', 'Retail', 'Office', 'Industrial'],
    ppd: ['O'],
  },
  'mixed-use': { label: 'Mixed use', types: ['Mixed use'], ppd: ['O'] },
  garages: { label: 'Garages and parking', types: ['Garage', 'Parking space'], ppd: ['O'] },
} as const satisfies Record<
  string,
  { label: string; types: readonly string[]; ppd: readonly string[] }
>;
export type PropertyFamily = keyof typeof PROPERTY_FAMILIES;
export const FAMILY_KEYS = Object.keys(PROPERTY_FAMILIES) as PropertyFamily[];

const squash = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** Words people (and older links: `property_type=House`) use for a family. */
const FAMILY_WORDS: Record<string, PropertyFamily> = {
  house: 'houses',
  home: 'houses',
  homes: 'houses',
  apartments: 'flats',
  sites: 'land',
};

/** Which family an exact type belongs to (case-insensitive), if any. */
export function familyOfType(type: string | null | undefined): PropertyFamily | undefined {
  const t = squash(type ?? '');
  return FAMILY_KEYS.find((f) =>
    (PROPERTY_FAMILIES[f].types as readonly string[]).some((x) => squash(x) === t),
  );
}

/** A type filter value from a URL: a family key, a family word, or one exact type. */
export type TypeChoice = { family: PropertyFamily } | { type: string };

/** A family by key or label first, then an exact type (`Flat` is the type), then a family word. */
export function parseTypeChoice(value: string): TypeChoice | undefined {
  const v = squash(value);
  if (!v) return undefined;
  const family = FAMILY_KEYS.find(
    (f) => squash(f) === v || squash(PROPERTY_FAMILIES[f].label) === v,
  );
  if (family) return { family };
  for (const f of FAMILY_KEYS) {
    const exact = (PROPERTY_FAMILIES[f].types as readonly string[]).find((t) => squash(t) === v);
    if (exact) return { type: exact };
  }
  const word = FAMILY_WORDS[v];
  return word ? { family: word } : undefined;
}

/** The exact lot types a list of choices covers (a family stands for all its types). */
export function typesOf(choices: readonly TypeChoice[]): string[] {
  const out = new Set<string>();
  for (const c of choices)
    for (const t of 'family' in c ? PROPERTY_FAMILIES[c.family].types : [c.type]) out.add(t);
  return [...out];
}

/** The URL value of a choice: the family key or the exact type. */
export const choiceValue = (c: TypeChoice) => ('family' in c ? c.family : c.type);
