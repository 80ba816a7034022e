/**
 * England's nine regions (ONS), as places a buyer can search: "North West", "Yorkshire", "the
 * Midlands"; and North, South, West and Mid Wales. Wales, Scotland and Northern Ireland are
 * countries in the place list already. A
 * region holds the places filed under its counties (`locations.slug` prefixes, as a county's lots
 * are found). Two ceremonial counties straddle regions: Teesside (Middlesbrough, Redcar, Stockton
 * south of the Tees), filed under North Yorkshire, is the North East, and North and North East
 * Lincolnshire (Grimsby, Scunthorpe, Cleethorpes) are Yorkshire and the Humber. Those towns are
 * named one by one (`towns`, schema/straddling-towns.ts) and left out of their county's region.
 * Decision 092. Beside them, names buyers use for places our list files elsewhere (`groups`, in
 * schema/place-groups.ts: East Anglia, Pembrokeshire, Middlesex, the Black Country …), decisions
 * 149 and 150.
 */
import { landscape } from './landscapes';
import { NORTH_LINCOLNSHIRE, TEESSIDE } from './straddling-towns';
import { PLACE_GROUPS } from './place-groups';

export interface UkRegion {
  /** The region's slug in the place list; no `locations` row has it. */
  slug: string;
  /** As pages say it: "North West England", "East Midlands". */
  name: string;
  /** Counties (`locations.slug`) whose places are the region's, but for other regions' `towns`. */
  counties: readonly string[];
  /** Places filed under another region's county that lie in this one. */
  towns: readonly string[];
  /** Other ways of writing it, as `placeKey` reads them ("north west", "nw england"). */
  aliases: readonly string[];
  /**
   * Places other regions hold already, grouped under a name buyers use (East Anglia: Norfolk,
   * Suffolk, Cambridgeshire; Anglesey: its towns, filed under Gwynedd). Such a name is searched as
   * them and said so, but is no region of theirs (regionOfPlace).
   */
  groups?: readonly string[];
}

const E = 'england';
const county = (slug: string) => `${E}/${slug}`;
/** With "England", the compass letters are the region; alone, "NW" and "SE" are London postcodes. */
const compass = (words: string, letters: string) => [
  words,
  `${words} england`,
  `the ${words}`,
  `${words} of england`,
  `${words.replace(' ', '')}`,
  `${words.replace(' ', '')} england`,
  `${letters} england`,
];

export const UK_REGIONS: readonly UkRegion[] = [
  {
    slug: `${E}/north-east`,
    name: 'North East England',
    counties: ['durham', 'northumberland', 'tyne-and-wear'].map(county),
    towns: TEESSIDE,
    aliases: compass('north east', 'ne'),
  },
  {
    slug: `${E}/north-west`,
    name: 'North West England',
    counties: ['cheshire', 'cumbria', 'greater-manchester', 'lancashire', 'merseyside'].map(county),
    towns: [],
    aliases: compass('north west', 'nw'),
  },
  {
    slug: `${E}/yorkshire-and-the-humber`,
    name: 'Yorkshire and the Humber',
    counties: [
      'east-riding-of-yorkshire',
      'north-yorkshire',
      'south-yorkshire',
      'west-yorkshire',
    ].map(county),
    towns: NORTH_LINCOLNSHIRE,
    // "Yorkshire" alone is no county today: the region is what a buyer means by it.
    aliases: ['yorkshire', 'yorkshire and humber', 'yorkshire and humberside', 'yorkshire humber'],
  },
  {
    slug: `${E}/east-midlands`,
    name: 'East Midlands',
    counties: [
      'derbyshire',
      'leicestershire',
      'lincolnshire',
      'northamptonshire',
      'nottinghamshire',
      'rutland',
    ].map(county),
    towns: [],
    aliases: ['the east midlands', 'east midlands england'],
  },
  {
    // The metropolitan county (Birmingham, Coventry) keeps the bare name, as before.
    slug: `${E}/west-midlands-region`,
    name: 'West Midlands region',
    counties: [
      'herefordshire',
      'shropshire',
      'staffordshire',
      'warwickshire',
      'west-midlands',
      'worcestershire',
    ].map(county),
    towns: [],
    aliases: ['the west midlands region', 'west midlands england'],
  },
  {
    slug: `${E}/east-of-england`,
    name: 'East of England',
    counties: [
      'bedfordshire',
      'cambridgeshire',
      'essex',
      'hertfordshire',
      'norfolk',
      'suffolk',
    ].map(county),
    towns: [],
    aliases: ['the east of england', 'east england', 'eastern england'],
  },
  {
    slug: `${E}/south-east`,
    name: 'South East England',
    counties: [
      'berkshire',
      'buckinghamshire',
      'east-sussex',
      'hampshire',
      'isle-of-wight',
      'kent',
      'oxfordshire',
      'surrey',
      'west-sussex',
    ].map(county),
    towns: [],
    aliases: compass('south east', 'se'),
  },
  {
    slug: `${E}/south-west`,
    name: 'South West England',
    counties: [
      'bristol',
      'cornwall',
      'devon',
      'dorset',
      'gloucestershire',
      'somerset',
      'wiltshire',
    ].map(county),
    towns: [],
    aliases: [...compass('south west', 'sw'), 'west country', 'the west country'],
  },
  // Wales as buyers and agents divide it, by its preserved counties (no ONS regions): "houses in
  // north wales" found the lots whose text said "north" and "wales".
  {
    slug: 'wales/north-wales',
    name: 'North Wales',
    counties: ['wales/clwyd', 'wales/gwynedd'],
    towns: [],
    aliases: ['the north of wales', 'n wales'],
  },
  {
    slug: 'wales/south-wales',
    name: 'South Wales',
    counties: [
      'wales/gwent',
      'wales/mid-glamorgan',
      'wales/south-glamorgan',
      'wales/west-glamorgan',
    ],
    towns: [],
    aliases: ['the south of wales', 's wales'],
  },
  {
    slug: 'wales/west-wales',
    name: 'West Wales',
    counties: ['wales/dyfed'],
    towns: [],
    aliases: ['the west of wales'],
  },
  {
    slug: 'wales/mid-wales',
    name: 'Mid Wales',
    counties: ['wales/powys'],
    towns: [],
    aliases: ['central wales', 'middle wales'],
  },
  ...PLACE_GROUPS,
  {
    // Both Midlands regions: what "the Midlands" means to a buyer.
    slug: `${E}/midlands`,
    name: 'East and West Midlands',
    counties: [],
    towns: [],
    aliases: ['midlands', 'the midlands', 'midlands england', 'the midlands england'],
  },
];

/** The regions "the Midlands" joins. */
const MIDLANDS = [`${E}/east-midlands`, `${E}/west-midlands-region`];

/** London is one region and one county: "London" is Greater London (place-match ALIASES). */

const bySlug = new Map(UK_REGIONS.map((r) => [r.slug, r]));

export const ukRegion = (slug: string): UkRegion | undefined => bySlug.get(slug);

/**
 * The place slugs a region holds (counties and towns), and those inside them it does not; a
 * landscape's (schema/landscapes.ts) are its towns.
 */
export function regionMembers(slug: string): { within: string[]; except: string[] } {
  // A national park or National Landscape: the places it is searched as.
  const held = landscape(slug);
  if (held) return { within: [...held.towns], except: [] };
  const grouped = bySlug.get(slug)?.groups;
  if (grouped) return { within: [...grouped], except: [] };
  const parts = slug === `${E}/midlands` ? MIDLANDS : [slug];
  const regions = parts.map((s) => bySlug.get(s)).filter((r): r is UkRegion => Boolean(r));
  const within = regions.flatMap((r) => [...r.counties, ...r.towns]);
  // Another region's towns filed under one of these counties.
  const except = UK_REGIONS.filter((r) => !parts.includes(r.slug))
    .flatMap((r) => r.towns)
    .filter((t) => within.some((c) => t.startsWith(`${c}/`)));
  return { within, except };
}

/** The region a place (`locations.slug`) lies in, for the tests and the seed's check. */
export function regionOfPlace(placeSlug: string): UkRegion | undefined {
  const under = (s: string) => placeSlug === s || placeSlug.startsWith(`${s}/`);
  return (
    UK_REGIONS.find((r) => r.towns.some(under)) ?? UK_REGIONS.find((r) => r.counties.some(under))
  );
}
