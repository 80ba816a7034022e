/**
 * Towns our place list files under one county that lie in another region or area (decision 092):
 * shared by England's regions (schema/uk-regions.ts) and the names grouping places
 * (schema/place-groups.ts: Teesside, Humberside).
 */

/** Slugs of places under a parent place: `placesUnder('england/cumbria', ['kendal'])`. */
export const placesUnder = (parent: string, slugs: readonly string[]) =>
  slugs.map((s) => `${parent}/${s}`);

/**
 * Teesside: North Yorkshire's (Middlesbrough, Redcar and Cleveland, Stockton south of the Tees),
 * and Hartlepool, Stockton-on-Tees and Billingham under County Durham.
 */
export const TEESSIDE = [
  ...placesUnder('england/durham', ['billingham', 'hartlepool', 'stockton-on-tees']),
  ...placesUnder('england/north-yorkshire', [
    'boosbeck',
    'brotton',
    'carlton',
    'eaglescliffe',
    'elton',
    'greatham',
    'guisborough',
    'lingdale',
    'loftus',
    'marske-by-the-sea',
    'middlesbrough',
    'new-marske',
    'nunthorpe',
    'redcar',
    'saltburn-by-the-sea',
    'skelton',
    'skinningrove',
    'south-bank',
    'thornaby-on-tees',
    'yarm',
  ]),
];

/**
 * Lincolnshire's north (North and North East Lincolnshire: Scunthorpe, Grimsby, Barton), and
 * Holderness filed under it.
 */
export const NORTH_LINCOLNSHIRE = placesUnder('england/lincolnshire', [
  'barnetby-le-wold',
  'barton-upon-humber',
  'bradley',
  'brigg',
  'broughton',
  'cleethorpes',
  'crowle',
  'easington',
  'epworth',
  'great-coates',
  'grimsby',
  'haxey',
  'healing',
  'hibaldstow',
  'holmpton',
  'humberston',
  'immingham',
  'kirton-in-lindsey',
  'laceby',
  'manton',
  'messingham',
  'owston-ferry',
  'redbourne',
  'scawby',
  'scunthorpe',
  'stallingborough',
  'sunk-island',
  'waltham',
  'winterton',
  'wrawby',
]);
