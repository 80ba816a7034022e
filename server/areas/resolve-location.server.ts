import type { Queryable } from '#server/db/db.server';
import type { BoolExp } from '#server/graph/sql.server';
import { postcodeAreaName, type PlaceSuggestion } from '#schema/place';
import {
  letteredDistrictParent,
  parsePostcodeText,
  postcodeAreaOf,
  postcodeLabel,
  postcodeTextLabel,
  type PostcodeText,
} from './postcode-text';
import { spacelessSectorMeant } from './spaceless-sector.server';
import {
  districtsWhere,
  escapeLike,
  NO_SALES_WHERE,
  placeNameWhere,
  PRICE_PAID_PLACE_COLUMNS,
  TOWN_COLUMNS,
  postcodeWhere,
} from './sold-price-where';
import { districtsAround } from './nearby-places.server';
import { districtGroup } from './district-group.server';
import {
  namedPart,
  namedPartHeld,
  partAreasHeld,
  partNamesake,
  partSearchedAs,
  writtenDistricts,
} from './named-parts.server';
import { areaDistricts, placeDistricts, postcodePlace, regionDistricts } from './area-tree.server';
import { borrowedSaid } from './borrowed-districts';
import { ukRegion } from '#schema/uk-regions';
import { landscape } from '#schema/landscapes';
import { authorityOverLandscape } from './landscape-or-authority.server';
import { namedPlace, placesOfNameTaken, type NamedPlace } from './sold-price-place.server';
import { pricePaidPlace } from './price-paid-place.server';
import { membersSearchedAs } from './members-searched-as';
import { placeList } from './place-list.server';
import { notAPostcodeArea } from './postcode-districts';
import { nationOfPostcodeArea, nationWithoutPricePaid } from '#schema/land-registry-coverage';

export interface ResolvedLocation {
  /** What the results are for, as the page says it ("LS6", "Leeds"). */
  label: string;
  where: BoolExp;
  /** Scotland or Northern Ireland: Land Registry records no sales there (see land-registry-coverage). */
  nation?: string | null;
  /** Other places of the name typed alone ("Richmond"), as the lot search offers them. */
  namesakes?: PlaceSuggestion[];
  /** The text names no place or postcode we hold (searched in Price Paid's own place columns). */
  unknownPlace?: boolean;
  /** Written as a postcode, but of no postcode area: why ("There is no QQ postcode area."). */
  notPostcode?: string;
  /** A postcode below an area: the wider postcodes that hold it, narrowest first ("LS6 1", "LS6"). */
  wider?: string[];
  /** A place we hold no postcode districts of (its slug): no sales can be told apart for it. */
  withoutPostcodes?: string;
  /** What a place of no list of ours is searched as ("Balham is searched as the SW12 postcode district."). */
  searchedAs?: string;
}

/** The district a lettered one is part of ("W1A" → "W1"), as a `location` value, or none. */
const lettered = (district: string): string[] => {
  const parent = letteredDistrictParent(district);
  return parent ? [parent.toUpperCase()] : [];
};

/** The postcodes a unit, sector or district lies in, narrowest first, as `location` values. */
function widerPostcodes(pc: Exclude<PostcodeText, { kind: 'area' }>): string[] {
  if (pc.kind === 'unit') {
    const district = pc.district.toUpperCase();
    return [`${district} ${pc.postcode.split(' ')[1]![0]}`, district, ...lettered(district)];
  }
  if (pc.kind === 'sector') {
    const district = pc.slug.split('/')[0]!.toUpperCase();
    return [district, ...lettered(district)];
  }
  return [...lettered(pc.slug), postcodeAreaOf(pc).toUpperCase()];
}

/**
 * "LS61", a district we hold no row of, read as LS6 1 typed without its space (spacelessSectorMeant):
 * offered before the area when its sales are none.
 */
async function spacelessSectorOfUnheld(db: Queryable, pc: PostcodeText): Promise<string[]> {
  const sector = pc.kind === 'district' ? await spacelessSectorMeant(db, pc.slug) : null;
  return sector ? [postcodeLabel(sector)] : [];
}

/**
 * A place we hold no postcode districts of: its name in Price Paid's own place columns (imported
 * data outside our postcodes). A town that shares its name is told apart by its county, however
 * it was named, so Richmond (North Yorkshire) is not shown the sales of Richmond (Greater London)
 * nor Newport (Isle of Wight) those of Newport in Gwent.
 */
async function placeWithoutDistricts(db: Queryable, place: NamedPlace): Promise<BoolExp> {
  const byName = placeNameWhere(
    place.name,
    await districtsAround(db, place.slug),
    place.kind === 'town' ? TOWN_COLUMNS : PRICE_PAID_PLACE_COLUMNS,
  );
  return place.shared && place.context && byName !== NO_SALES_WHERE
    ? { _and: [...(byName._and as BoolExp[]), { county: { _ilike: escapeLike(place.context) } }] }
    : byName;
}

/**
 * The sold-price `location` filter: a postcode at any level, or a place read as the lot search
 * reads it (namedPlace: the same place for the same words, "St. Albans", "stoke on trent",
 * "Caerdydd", "Newport, Isle of Wight"), narrowed to its postcode districts so the (district, date)
 * index answers. Text that names no place falls back to Price Paid's own town, district, county
 * and locality columns, with the places it may mean.
 */
export async function resolveSoldPriceLocation(
  db: Queryable,
  text: string,
): Promise<ResolvedLocation> {
  const pc = parsePostcodeText(text);
  const nation = pc ? nationOfPostcodeArea(postcodeAreaOf(pc)) : null;
  const written = pc ? postcodeTextLabel(pc) : text.trim().toUpperCase();
  const notPostcode = pc ? notAPostcodeArea(postcodeAreaOf(pc), pc.kind === 'area') : null;
  if (notPostcode)
    return { label: written, where: NO_SALES_WHERE, unknownPlace: true, notPostcode };
  if (pc?.kind === 'unit')
    return { label: pc.postcode, where: postcodeWhere(pc), nation, wider: widerPostcodes(pc) };
  const group = pc?.kind === 'district' ? await districtGroup(db, pc.slug) : [];
  if (group.length)
    return {
      label: written,
      where: districtsWhere(group.map((d) => d.slug)),
      nation,
      wider: [postcodeAreaOf(pc!).toUpperCase()],
    };
  if (pc && pc.kind !== 'area')
    return {
      // "m145" is said as the sector it is: "M14 5".
      label: written,
      where: postcodeWhere(pc),
      nation,
      wider: [...(await spacelessSectorOfUnheld(db, pc)), ...widerPostcodes(pc)],
    };
  if (pc?.kind === 'area') {
    const districts = await areaDistricts(db, pc.slug);
    if (districts.length)
      return {
        label: `${postcodeAreaName(written, await postcodePlace(db, pc.slug))} postcode area`,
        where: districtsWhere(districts),
        nation,
      };
  }
  const part = await namedPartHeld(db, text);
  // A neighbourhood never takes a place's name (decision 143): the place is read first.
  const named =
    part?.part.kind === 'london_part' || part?.part.withCityOnly
      ? null
      : await namedPlace(db, text);
  if (part && !named) {
    const namesakes = await placesOfNameTaken(db, text);
    return {
      label: part.part.name,
      where: districtsWhere(part.districts.map((d) => d.slug)),
      searchedAs: partSearchedAs(part.part),
      ...(namesakes.length ? { namesakes } : {}),
    };
  }
  const place = named && !(await authorityOverLandscape(db, named.slug, text)) ? named : null;
  // "balham" where we hold no SW12 (namedPartHeld found none of its districts): its districts'
  // sales, none, and its postcode area offered.
  const unheld = place || part ? undefined : namedPart(text);
  if (unheld) {
    const [namesakes, areas] = await Promise.all([
      placesOfNameTaken(db, text),
      partAreasHeld(db, unheld),
    ]);
    return {
      label: unheld.name,
      where: districtsWhere(writtenDistricts(unheld)),
      wider: areas.map((a) => a.label),
      searchedAs: partSearchedAs(unheld),
      ...(namesakes.length ? { namesakes } : {}),
    };
  }
  if (!place) {
    // A place only Land Registry names ("Grassington"): its sales by that name, in the postcode
    // districts that hold it (decision 101).
    const named = await pricePaidPlace(db, text);
    if (named) return { label: named.label, where: placeNameWhere(named.name, named.districts) };
    // Text that names nothing: no sale is searched for by it (Price Paid's place columns have no
    // index); the page offers the places it may mean.
    return { label: text, where: NO_SALES_WHERE, unknownPlace: true };
  }
  const nationWithout = nationWithoutPricePaid(place.slug);
  // A national park or National Landscape: the postcode districts of the places it is searched as.
  // A landscape, or a name grouping places (Anglesey's towns): searched as its places.
  const members = landscape(place.slug)?.towns ?? ukRegion(place.slug)?.groups;
  const districts = nationWithout
    ? []
    : ukRegion(place.slug) || members
      ? await regionDistricts(db, place.slug)
      : await placeDistricts(db, place.slug);
  // "stratford": Stratford-upon-Avon, London's Stratford offered beside it.
  const neighbourhood = partNamesake(text);
  // "Avon is searched as the places we list in it: Bristol, Bath …", as the lot search says.
  // "Didsbury is searched as the M20 postcode district": a suburb filed under its post town.
  const searchedAs =
    members && districts.length
      ? membersSearchedAs(await placeList(db), place.slug)
      : borrowedSaid(place.name, place.slug, districts);
  const namesakes = neighbourhood ? [...(place.namesakes ?? []), neighbourhood] : place.namesakes;
  return {
    // "Richmond, North Yorkshire" when another place is called Richmond.
    label: place.shared && place.context ? `${place.name}, ${place.context}` : place.name,
    // Scotland and Northern Ireland: Land Registry holds no sale to look for (Scotland's
    // districts, hundreds of them with none, walked every sale in date order: 0.5–1 s).
    where: nationWithout
      ? NO_SALES_WHERE
      : districts.length
        ? districtsWhere(districts)
        : members
          ? NO_SALES_WHERE
          : await placeWithoutDistricts(db, place),
    // A landscape or group without postcodes of ours: the towns nearest the first place it holds.
    ...(districts.length || nationWithout ? {} : { withoutPostcodes: members?.[0] ?? place.slug }),
    nation: nationWithout,
    namesakes,
    ...(searchedAs ? { searchedAs } : {}),
  };
}
