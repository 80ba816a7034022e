/**
 * Towns our place list files under one county that lie in another region or area (decision 092):
 * shared by England's regions (schema/uk-regions.ts) and the names grouping places
 * (schema/place-groups.ts: Teesside, Humberside).
 */

/** Slugs of places under a parent place: `placesUnder('england/cumbria', ['kendal'])`. */
export const placesUnder = (parent: string, slugs: readonly string[]) =>
  slugs.map((s) => `${parent}/${s}`);

/** North Yorkshire's Teesside: Middlesbrough, Redcar and Cleveland, Stockton-on-Tees, Hartlepool. */
export const TEESSIDE = placesUnder('england/north-yorkshire', [
  'billingham',
  'boosbeck',
  'brotton',
  'carlton',
  'eaglescliffe',
  'elton',
  'greatham',
  'guisborough',
  'hartlepool',
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
  'stockton-on-tees',
  'thornaby-on-tees',
  'yarm',
]);

/**
 * Lincolnshire's north (North and North East Lincolnshire), and Holderness filed under it; its
 * towns by the Humber (Scunthorpe, Barton) the list files under the East Riding.
 */
export const NORTH_LINCOLNSHIRE = placesUnder('england/lincolnshire', [
  'barnetby-le-wold',
  'bradley',
  'brigg',
  'cleethorpes',
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
  'stallingborough',
  'sunk-island',
  'waltham',
  'wrawby',
]);
