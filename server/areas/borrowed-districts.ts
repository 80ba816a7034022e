import { districtsSaid } from './neighbourhoods';

/**
 * Places of ours whose postcode districts are all filed under their post town: a suburb a buyer
 * searches by name (Didsbury, Chapel Allerton, Gosforth) that Royal Mail addresses as Manchester,
 * Leeds or Newcastle. A district is filed under one place (the seed's post town, or the nearest town
 * with postcodes for a gazetteer import), so these held none: "didsbury" found 0 lots and its page
 * said "We hold no postcodes for Didsbury", with 297 sales in M20. Each borrows the districts it
 * is known by, as a neighbourhood that is no place of ours does (neighbourhoods.ts), and its pages
 * say so ("Didsbury is searched as the M20 postcode district"). A test holds each place to the
 * seed, with no district of its own and each district held near it.
 *
 * By `locations.slug`; districts as written.
 */
export const BORROWED_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  // Manchester, Salford, Stockport, Trafford, Bury, Tameside, Rochdale.
  'england/greater-manchester/didsbury': ['M20'],
  'england/greater-manchester/fallowfield': ['M14'],
  'england/greater-manchester/burnage': ['M19'],
  'england/greater-manchester/blackley': ['M9'],
  'england/greater-manchester/hulme': ['M15'],
  'england/greater-manchester/longsight': ['M12', 'M13'],
  'england/greater-manchester/prestwich': ['M25'],
  'england/greater-manchester/whitefield': ['M45'],
  'england/greater-manchester/stretford': ['M32'],
  'england/greater-manchester/urmston': ['M41'],
  'england/greater-manchester/eccles': ['M30'],
  'england/greater-manchester/swinton': ['M27'],
  'england/greater-manchester/walkden': ['M28'],
  'england/greater-manchester/droylsden': ['M43'],
  'england/greater-manchester/denton': ['M34'],
  'england/greater-manchester/middleton': ['M24'],
  'england/greater-manchester/cheadle-hulme': ['SK8'],
  'england/greater-manchester/bramhall': ['SK7'],
  'england/greater-manchester/hazel-grove': ['SK7'],
  'england/greater-manchester/marple': ['SK6'],
  // Leeds.
  'england/west-yorkshire/chapel-allerton': ['LS7'],
  'england/west-yorkshire/holbeck': ['LS11'],
  'england/west-yorkshire/garforth': ['LS25'],
  'england/west-yorkshire/guiseley': ['LS20'],
  'england/west-yorkshire/horsforth': ['LS18'],
  'england/west-yorkshire/morley': ['LS27'],
  'england/west-yorkshire/pudsey': ['LS28'],
  'england/west-yorkshire/yeadon': ['LS19'],
  // Liverpool.
  'england/merseyside/crosby': ['L23'],
  'england/merseyside/huyton': ['L36'],
  'england/merseyside/kirkby': ['L32', 'L33'],
  'england/merseyside/maghull': ['L31'],
  // Nottingham.
  'england/nottinghamshire/arnold': ['NG5'],
  'england/nottinghamshire/hucknall': ['NG15'],
  'england/nottinghamshire/west-bridgford': ['NG2'],
  // Newcastle and Gateshead.
  'england/tyne-and-wear/gosforth': ['NE3'],
  'england/tyne-and-wear/felling': ['NE10'],
  // Birmingham, Solihull, Smethwick.
  'england/west-midlands/aston': ['B6'],
  'england/west-midlands/acocks-green': ['B27'],
  'england/west-midlands/bartley-green': ['B32'],
  'england/west-midlands/washwood-heath': ['B8'],
  'england/west-midlands/hockley': ['B18'],
  'england/west-midlands/chelmsley-wood': ['B37'],
  'england/west-midlands/smethwick': ['B66', 'B67'],
  'england/west-midlands/shirley': ['B90'],
  // Bristol.
  'england/gloucestershire/kingswood': ['BS15'],
  'england/gloucestershire/mangotsfield': ['BS16'],
  'england/somerset/keynsham': ['BS31'],
  'england/somerset/portishead': ['BS20'],
  'england/somerset/nailsea': ['BS48'],
  // Sheffield.
  'england/south-yorkshire/burngreave': ['S4'],
  'england/south-yorkshire/chapeltown': ['S35'],
  'england/south-yorkshire/stocksbridge': ['S36'],
  'england/south-yorkshire/beighton': ['S20'],
  // London.
  'england/greater-london/canary-wharf': ['E14'],
  'england/greater-london/becontree': ['RM8', 'RM9'],
  'england/greater-london/earlsfield': ['SW18'],
  'england/greater-london/belsize-park': ['NW3'],
  'england/greater-london/brixton-hill': ['SW2'],
  'england/greater-london/abbey-wood': ['SE2'],
  'england/greater-london/worcester-park': ['KT4'],
  'england/greater-london/new-malden': ['KT3'],
  'england/greater-london/chessington': ['KT9'],
  'england/greater-london/cheam': ['SM3'],
  'england/greater-london/elm-park': ['RM12'],
  'england/greater-london/harold-wood': ['RM3'],
};

/** The districts a place borrows, as written. */
const written = (slug: string): readonly string[] =>
  Object.hasOwn(BORROWED_DISTRICTS, slug) ? BORROWED_DISTRICTS[slug]! : [];

/** The districts a place borrows, as `postcodes.slug` (lower case); none for most places. */
export const borrowedDistricts = (slug: string): string[] =>
  written(slug).map((d) => d.toLowerCase());

/**
 * What a page says of a place searched by borrowed districts, of those we hold (`held`, slugs):
 * "Didsbury is searched as the M20 postcode district." Null when it borrows none we hold.
 */
export function borrowedSaid(name: string, slug: string, held: readonly string[]): string | null {
  const said = written(slug).filter((d) => held.includes(d.toLowerCase()));
  return said.length ? `${name} is searched as ${districtsSaid(said)}.` : null;
}
