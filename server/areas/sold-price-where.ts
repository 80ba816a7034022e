import type { BoolExp } from '#server/graph/sql.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import { escapeLike } from '#schema/place';
import { ppdCodesOf } from '#schema/property-types';
import { SOLD_NEW_BUILD_OPTIONS, SOLD_TENURE_OPTIONS } from '#schema/sold-price-options';
import { parsePostcodeText, type PostcodeText } from './postcode-text';
import { own } from '#schema/own';
import { endsAsStreet, STREET_TYPES } from '#schema/street-endings';
import { flatNumberIn, flatSaon, floorFlatSaon } from '#schema/said-flat-number';

/**
 * Hasura-style `where` values for sold_house_prices, shaped so the indexes of 002_directory.sql
 * answer them: postcodes go through (postcode_district | postcode_sector, date_of_transfer).
 */

export { escapeLike };

export function postcodeWhere(pc: Exclude<PostcodeText, { kind: 'area' }>): BoolExp {
  if (pc.kind === 'unit')
    return { postcode_district: { _eq: pc.district }, postcode: { _eq: pc.postcode } };
  return pc.kind === 'sector'
    ? { postcode_sector: { _eq: pc.slug } }
    : { postcode_district: { _eq: pc.slug } };
}

export const districtsWhere = (districts: string[]): BoolExp => ({
  postcode_district: { _in: districts },
});

/**
 * No sale: the compiler reads an empty list as FALSE, so no statement reads a row for it (Scotland
 * and Northern Ireland, a place with no postcode district near it, text that names no place).
 */
export const NO_SALES_WHERE: BoolExp = { postcode_district: { _in: [] } };

/** Price Paid's place columns: its town, local authority, county and locality. */
export const PRICE_PAID_PLACE_COLUMNS = ['town_city', 'district', 'county', 'locality'] as const;
export type PricePaidPlaceColumn = (typeof PRICE_PAID_PLACE_COLUMNS)[number];

/**
 * The columns that name a town: its post town or locality. Its local authority may be a town's
 * name and cover others: Conwy County Borough's sales ("CONWY" as their district) are Colwyn
 * Bay's, and were shown as the sales of Conwy, the town.
 */
export const TOWN_COLUMNS: readonly PricePaidPlaceColumn[] = ['town_city', 'locality'];

/**
 * A place we hold no postcodes for: the whole name in one of Price Paid's place columns, any case,
 * in the postcode districts around it (`districts`, see districtsAround). Those columns have no
 * index: the name alone was a scan of every sale (0.3–1.5 s at 200,000 rows, past the statement
 * timeout at 27 million) holding the database's one thread for each such search.
 */
export function placeNameWhere(
  name: string,
  districts: readonly string[],
  columns: readonly PricePaidPlaceColumn[] = PRICE_PAID_PLACE_COLUMNS,
): BoolExp {
  if (!districts.length) return NO_SALES_WHERE;
  // However Land Registry punctuates it: "ST. ALBANS" and "ST ALBANS", "BISHOP'S STORTFORD" and
  // "BISHOPS STORTFORD", "HEPWORTH-GREEN" and "HEPWORTH GREEN" (its words, anything between).
  const pattern = name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(escapeLike)
    .join('%');
  return {
    _and: [
      districtsWhere([...districts]),
      {
        _or: columns.map((c) => ({
          [c]: { _ilike: pattern },
        })),
      },
    ],
  };
}

/** The postcode (unit, sector or district) a `search` text is, or null: then it is part of a street name. */
export function searchPostcode(text: string): Exclude<PostcodeText, { kind: 'area' }> | null {
  const pc = parsePostcodeText(text);
  return pc && pc.kind !== 'area' ? pc : null;
}

/**
 * A street search that starts with a house number ("11 Balmoral Street", "4a High St"): the
 * number (Price Paid's PAON) and the street text; null for any other text.
 */
export function numberedStreet(text: string): { number: string; street: string } | null {
  const m = /^(\d+[a-z]?)[\s,]+(\S.*)$/i.exec(text.trim());
  return m ? { number: m[1]!.toUpperCase(), street: m[2]! } : null;
}

/**
 * A house number alone ("126", "4a"), as said with a postcode ("126 LS6 8EF"): Price Paid's PAON,
 * upper case; null for any other text.
 */
export function houseNumberAlone(text: string): string | null {
  const m = /^\d+[a-z]?$/i.exec(text.trim());
  return m ? m[0].toUpperCase() : null;
}

/**
 * Whether `search` is read as (part of) a street name: not a postcode, not a house number alone.
 * Only such text has its street names looked up, or is said to be a street held nowhere.
 */
export const searchesStreet = (text: string): boolean =>
  !searchPostcode(text) && !houseNumberAlone(text);

/**
 * The street text of a search as Price Paid spells streets: a shortened street type at the end
 * written out ("Grosvenor Rd" → "Grosvenor road"; "Rd" is no part of "ROAD", so it found nothing).
 */
export function streetText(text: string): string {
  const m = /^(.*\S)\s+([a-z]+)\.?$/i.exec(text.trim());
  const full = m ? own(STREET_TYPES, m[2]!.toLowerCase()) : undefined;
  return m && full ? `${m[1]} ${full}` : text;
}

/** A flat's number said with its street: "flat 4" and "12 high street" in "flat 4, 12 high street". */
export interface FlatOnStreet {
  /** The flat as typed, spaces made one: "flat 4", "Apartment 12b". */
  flat: string;
  /** Its number as Price Paid writes it: "4", "12B", "A"; or its floor: "FIRST FLOOR FLAT". */
  number: string;
  /**
   * The building's name said before the street, a comma between ("mill heights" in "flat 18, mill
   * heights, canal road"): Price Paid's PAON, as a house number is.
   */
  building?: string;
  /** The street, after a house number if one was said ("12 high street"), without the flat. */
  address: string;
}

/**
 * "flat 4 high street", "flat 4, 12 high street", "high street flat 4", "flat 18, mill heights,
 * canal road": a flat's number said with a street (the words left end as a street's name does),
 * searched as that flat's sales. Null for any other text: "flat 4 york" is no street, and stays
 * words the empty page reads.
 */
export function flatOnStreet(text: string): FlatOnStreet | null {
  const said = flatNumberIn(text);
  if (!said?.rest || searchPostcode(said.rest)) return null;
  const number = flatSaon(said.flat);
  const found = { flat: said.flat, number };
  const house = numberedStreet(said.rest);
  const comma = house ? -1 : said.rest.lastIndexOf(',');
  if (comma < 0)
    return endsAsStreet(house?.street ?? said.rest) ? { ...found, address: said.rest } : null;
  const [building, street] = [said.rest.slice(0, comma).trim(), said.rest.slice(comma + 1).trim()];
  return building && endsAsStreet(street) && !numberedStreet(street)
    ? { ...found, building, address: street }
    : null;
}

/** At most this many words name a house ("the old rectory", "rose cottage"). */
export const MAX_HOUSE_NAME_WORDS = 4;

/**
 * "the cottage, wellington street", "Rose Cottage, Mill Lane": a house named, a comma, then its
 * street, as an address writes a house without a number (Price Paid's PAON is the name). Null
 * for any other text: a number, a flat, or a street that does not end as one.
 */
export function namedHouseOnStreet(text: string): { house: string; street: string } | null {
  const comma = text.indexOf(',');
  if (comma < 0 || text.indexOf(',', comma + 1) >= 0) return null;
  const [house, street] = [text.slice(0, comma).trim(), text.slice(comma + 1).trim()];
  const words = house.split(/\s+/);
  if (!house || /\d/.test(house) || words.length > MAX_HOUSE_NAME_WORDS) return null;
  if (flatNumberIn(text) || !street || numberedStreet(street) || !endsAsStreet(street)) return null;
  return { house, street };
}

/**
 * The words Price Paid's SAON puts before a flat's number ("FLAT 4", "APARTMENT 4", "APT 4",
 * "UNIT 4"), any of which the buyer may have typed for another; or the number alone ("4").
 */
const FLAT_WORDS = ['flat', 'apartment', 'apt', 'apt.', 'unit'];

/** The sales of one flat, however its SAON writes the number's word, in any case. */
export const flatWhere = (number: string): BoolExp => ({
  _or: [...FLAT_WORDS.map((w) => `${w} ${number}`), number].map((saon) => ({
    saon: { _ilike: escapeLike(saon) },
  })),
});

/**
 * `search`: a postcode (unit, sector or district), a house number alone (Price Paid's PAON on any
 * street: with a postcode in the Location box, that house), otherwise part of a street name, after
 * a house number if it starts with one: the names it matches when they were looked up (`streets`, see
 * matchingStreetNames; none matched: nothing does), else the pattern itself. A flat's number said
 * with the street (flatOnStreet) is that flat's sales there: the street, and the flat, apart in
 * one `_and` so the street's names are still read one at a time (soldPriceWhere lifts it).
 */
export function searchWhere(text: string, streets?: string[] | null): BoolExp {
  const pc = searchPostcode(text);
  if (pc) return postcodeWhere(pc);
  // "flat 2" alone, at a postcode the Location box holds ("flat 2, LS6 8EF" pasted): that flat.
  const alone = flatNumberIn(text);
  if (alone && !alone.rest) return flatWhere(flatSaon(alone.flat));
  // "ground floor flat" in Leeds ("ground floor flat, leeds"): the flats Price Paid writes so.
  const floor = floorFlatSaon(text);
  if (floor) return flatWhere(floor);
  const named = namedHouseOnStreet(text);
  if (named)
    return { ...searchWhere(named.street, streets), paon: { _ilike: escapeLike(named.house) } };
  const flat = flatOnStreet(text);
  if (flat) {
    const address = searchWhere(flat.address, streets);
    const house = flat.building
      ? { ...address, paon: { _ilike: escapeLike(flat.building) } }
      : address;
    return { _and: [house, flatWhere(flat.number)] };
  }
  // "126" at a postcode ("126 LS6 8EF" pasted): that house's sales, on whichever street.
  const house = houseNumberAlone(text);
  if (house) return { paon: { _ilike: escapeLike(house) } };
  const numbered = numberedStreet(text);
  const street = streets
    ? { street: { _in: streets } }
    : { street: { _ilike: `%${escapeLike(streetText(numbered?.street ?? text))}%` } };
  return numbered ? { ...street, paon: { _ilike: escapeLike(numbered.number) } } : street;
}

/**
 * The street part of a search, as Price Paid spells streets: without a flat's number said with it
 * (flatOnStreet) or a house number, its shortened type written out ("flat 4, 12 high st" → "high
 * street"). What its street names are looked up by.
 */
export function searchStreet(text: string): string {
  const address = flatOnStreet(text)?.address ?? namedHouseOnStreet(text)?.street ?? text;
  return streetText(numberedStreet(address)?.street ?? address);
}

/** One Price Paid code, or several (houses of any build). */
export const propertyTypeWhere = (codes: readonly string[]): BoolExp =>
  codes.length === 1
    ? { property_type: { _eq: codes[0] } }
    : { property_type: { _in: [...codes] } };

const isAndOnly = (w: BoolExp): w is { _and: BoolExp[] } =>
  Object.keys(w).length === 1 && Array.isArray(w._and);

/**
 * Every filter of the page; `location` and `streets` arrive resolved because places and street
 * names need the database (see resolveSoldPriceFilter).
 */
export function soldPriceWhere(
  q: SoldPriceQuery,
  location?: BoolExp,
  streets?: string[] | null,
): BoolExp {
  const and: BoolExp[] = [];
  // A location of several conditions joins the others at the top, where the graph finds its
  // postcode districts to read one at a time (fanOutFilter looks no deeper).
  if (location) and.push(...(isAndOnly(location) ? location._and : [location]));
  if (q.search) {
    const search = searchWhere(q.search, streets);
    and.push(...(isAndOnly(search) ? search._and : [search]));
  }
  if (q.property_type) and.push(propertyTypeWhere(ppdCodesOf(q.property_type)));
  const newBuild = SOLD_NEW_BUILD_OPTIONS.find((o) => o.value === q.new_build);
  if (newBuild) and.push({ old_new: { _eq: newBuild.code } });
  const tenure = SOLD_TENURE_OPTIONS.find((o) => o.value === q.tenure);
  if (tenure) and.push({ duration: { _eq: tenure.code } });
  if (q.min_price !== undefined || q.max_price !== undefined)
    and.push({ price: { _gte: q.min_price, _lte: q.max_price } });
  if (q.date_from || q.date_to)
    and.push({ date_of_transfer: { _gte: q.date_from, _lte: q.date_to } });
  return { _and: and };
}
