import { boxAround } from '#schema/map-view';
import { borrowedSaid } from './borrowed-districts';
import { MAX_BOXES } from '#server/graph/sql.server';
import { FINE_CELL_SQL, landBoxes, type CellBox } from './land-boxes';
import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { andList } from '#shared/format/format';
import { createStaleCache } from '#server/cache/stale-cache.server';
import {
  MILES_PER_DEGREE_LAT,
  POSTCODE_RADIUS_MILES,
  escapeLike,
  milesText,
  widenedBox,
  type LatLng,
  type PlaceResolution,
  type ResolvedPlace,
  type PlaceSuggestion,
  type UnknownPlace,
  postcodeAreaName,
} from '#schema/place';
import {
  comparePostcodes,
  halfTypedUnit,
  letteredDistrictParent,
  parsePostcodeText,
  postcodeAreaOf,
  postcodeLabel,
  postcodeTextLabel,
} from './postcode-text';
import { spacelessSectorMeant } from './spaceless-sector.server';
import { regionMembers } from '#schema/uk-regions';
import { membersSearchedAs } from './members-searched-as';
import { authorityOverLandscape } from './landscape-or-authority.server';
import { areaDistricts, borrowedDistrictsHeld, postcodePlace } from './area-tree.server';
import { districtGroup, type PostcodePoint } from './district-group.server';
import {
  namedPart,
  namedPartHeld,
  namedPartsMisspelt,
  partAreasHeld,
  partNamesake,
  partSearchedAs,
  partSuggestion,
  partValue,
} from './named-parts.server';
import { postcodeOnlyLotsHold } from './postcode-only-lots-hold.server';
import { placeList } from './place-list.server';
import { pricePaidAuthority, pricePaidPlace } from './price-paid-place.server';
import {
  didYouMean,
  matchPlace,
  namesakesOf,
  placesOfName,
  placeValue,
  type PlaceEntry,
} from './place-match';
import { councilsPlaceNames } from './council-words';
import { postcodeAwayFromPlace } from './postcode-in-place.server';
import { notAPostcodeArea } from './postcode-districts';

type Box = NonNullable<ResolvedPlace['bbox']>;

/** Where a map of a place opens at least: a mile around its centre. */
const MIN_VIEW_MILES = 1;

const centreOf = (row: { lat: number | null; lng: number | null } | undefined): LatLng | null =>
  row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;

/** The box of some points, widened to a circle of `miles` around `centre`. */
function viewBox(points: Box | null, centre: LatLng | null, miles: number): Box | null {
  if (!centre) return points;
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLng = dLat / Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01);
  const circle = {
    west: centre.lng - dLng,
    south: centre.lat - dLat,
    east: centre.lng + dLng,
    north: centre.lat + dLat,
  };
  return boxAround(points ? [points, circle] : [circle]);
}

/**
 * The place's own points (and a mile round its centre); a radius search widens them by the radius
 * and covers its circle too, for the map to open on: "within 10 miles of Kent" is Kent and the
 * land around it (placeWhere searches its `areaBoxes`, widened).
 */
function searchBox(points: Box | null, centre: LatLng | null, radius: number | null): Box | null {
  const own = viewBox(points, centre, MIN_VIEW_MILES);
  if (!centre || !radius || !own) return own;
  return viewBox(widenedBox(own, radius), centre, radius);
}

/**
 * The land of the coordinates a SQL statement selects as (lat, lng): its points' boxes on a grid
 * (land-boxes.ts), at most as many as one graph condition takes. Empty when it selects none.
 */
async function landOf(db: Queryable, pointsSql: string, params: unknown[]): Promise<Box[]> {
  const { rows } = await db.query<CellBox & Record<string, unknown>>(
    `SELECT min(lng) AS west, min(lat) AS south, max(lng) AS east, max(lat) AS north, row, col
       FROM (SELECT lat, lng, ${FINE_CELL_SQL.row} AS row, ${FINE_CELL_SQL.col} AS col
               FROM (${pointsSql}) points WHERE lat IS NOT NULL AND lng IS NOT NULL) cells
      GROUP BY row, col`,
    params,
  );
  return landBoxes(rows, MAX_BOXES);
}

/** The box of the coordinates a SQL statement selects as (lat, lng); null when it selects none. */
async function boxOf(db: Queryable, pointsSql: string, params: unknown[]): Promise<Box | null> {
  const { rows } = await db.query<Box>(
    `SELECT min(lng) AS west, min(lat) AS south, max(lng) AS east, max(lat) AS north
       FROM (${pointsSql}) points WHERE lat IS NOT NULL AND lng IS NOT NULL`,
    params,
  );
  const box = rows[0];
  return box && box.west !== null ? box : null;
}

async function postcodeRows(db: Queryable, slugs: string[]): Promise<Map<string, PostcodePoint>> {
  const { rows } = await db.query<PostcodePoint>(
    'SELECT slug, label, lat, lng FROM postcodes WHERE slug = ANY($1::text[])',
    [slugs],
  );
  return new Map(rows.map((r) => [r.slug, r]));
}

/** Whether a lot carries this full postcode (for a postcode whose district we hold no row of). */
async function lotHasPostcode(db: Queryable, postcode: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auction_properties WHERE postcode = $1 LIMIT 1', [
    postcode,
  ]);
  return rows.length > 0;
}

/** A postcode at any level, or null when the text is not one we can search by. */
async function resolvePostcode(
  db: Queryable,
  text: string,
  radius: number | null,
): Promise<ResolvedPlace | null> {
  const pc = parsePostcodeText(text);
  if (!pc) return null;
  if (pc.kind === 'unit') {
    const sector = `${pc.district}/${pc.postcode.split(' ')[1]![0]}`;
    const rows = await postcodeRows(db, [sector, pc.district]);
    const near = rows.get(sector) ?? rows.get(pc.district);
    // A district we hold nothing of (EC1A 1BB): unless a lot has this very postcode, it is said
    // as a postcode we have no data for, with its area offered, not as "0 lots in EC1A 1BB".
    if (!near && !(await lotHasPostcode(db, pc.postcode))) return null;
    const centre = centreOf(near);
    const radiusMiles = centre
      ? (radius ?? POSTCODE_RADIUS_MILES[near === rows.get(sector) ? 'sector' : 'district'])
      : null;
    // We hold where sectors and districts are, not each postcode: the page says which centre the
    // circle is round. "LS6 9ZZ" (no such postcode) was "Within 2 mi of LS6 9ZZ", 8 lots, as if
    // the site knew the spot.
    const searchedAs =
      near && centre && radiusMiles
        ? `${pc.postcode} is searched within ${milesText(radiusMiles)} of the centre of ${near.label}: we know where postcode sectors and districts are, not each postcode.`
        : null;
    return {
      kind: 'postcode',
      label: pc.postcode,
      context: await postcodePlace(db, pc.district),
      slug: pc.postcode,
      value: pc.postcode,
      centre,
      radiusMiles,
      bbox: viewBox(null, centre, radiusMiles ?? MIN_VIEW_MILES),
      districts: [],
      ...(near ? { centreOf: near.label } : {}),
      ...(searchedAs ? { searchedAs } : {}),
    };
  }
  // A sector's district comes in the same query: it stands in for a sector we hold no row of.
  const district = pc.kind === 'sector' ? pc.slug.split('/')[0]! : null;
  const rows = await postcodeRows(db, district ? [pc.slug, district] : [pc.slug]);
  const row = rows.get(pc.slug);
  if (!row) {
    if (pc.kind === 'district')
      return (
        (await splitDistrict(db, pc.slug, radius)) ?? postcodeOnlyLotsHold(db, 'district', pc.slug)
      );
    const districtRow = district ? rows.get(district) : undefined;
    if (districtRow) return sectorInKnownDistrict(db, pc.slug, districtRow, radius);
    return pc.kind === 'sector' ? postcodeOnlyLotsHold(db, 'sector', pc.slug) : null;
  }
  const centre = centreOf(row);
  const districts = pc.kind === 'area' ? await areaDistricts(db, pc.slug) : [];
  // An area's map opens on its districts and on every lot in them: "WF" framed its districts'
  // centres, and Wakefield's lot stood just north of the frame (decision 152).
  const points = `SELECT lat, lng FROM postcodes WHERE parent_slug = $1
     UNION ALL SELECT lat, lng FROM auction_properties WHERE postcode_district = ANY($2::text[])`;
  // An area's land is its points' boxes, as a county's (decision 155).
  const land = pc.kind === 'area' ? await landOf(db, points, [pc.slug, districts]) : [];
  const below =
    pc.kind === 'area' ? boxAround(land) : await boxOf(db, points, [pc.slug, districts]);
  return {
    kind: pc.kind,
    label: row.label,
    context: await postcodePlace(db, pc.slug),
    slug: pc.slug,
    value: row.label,
    centre,
    radiusMiles: centre && radius ? radius : null,
    bbox: searchBox(below, centre, radius),
    ...(land.length ? { areaBoxes: land } : {}),
    districts,
  };
}

/**
 * "SW1", "W1", "EC1": a central London district written whole, as buyers write it, is every one of
 * its lettered districts we hold (districtGroup). Its lots are theirs; the map opens on them all.
 * Null for any other district we hold no row of.
 */
async function splitDistrict(
  db: Queryable,
  slug: string,
  radius: number | null,
): Promise<ResolvedPlace | null> {
  const group = await districtGroup(db, slug);
  if (!group.length) return null;
  const label = slug.toUpperCase();
  return {
    ...districtsPlace(group, radius),
    label,
    context: await postcodePlace(db, group[0]!.slug),
    slug,
    value: label,
  };
}

/**
 * A local authority Land Registry names and our place list does not ("Newham", "Tower Hamlets",
 * "Kirklees", decision 114): the postcode districts we hold that its sales are in. Its lots are
 * theirs, and the page says which they are. Null when it names no authority, or none we hold.
 */
async function authorityDistricts(
  db: Queryable,
  text: string,
  radius: number | null,
): Promise<ResolvedPlace | null> {
  const authority = await pricePaidAuthority(db, text);
  if (!authority) return null;
  const rows = await postcodeRows(db, authority.districts);
  const held = authority.districts
    .flatMap((slug) => rows.get(slug) ?? [])
    .sort((a, b) => comparePostcodes(a.slug, b.slug));
  if (!held.length) return null;
  const labels = held.map((r) => r.label);
  const list = labels.length > 1 ? `s: ${andList(labels)}` : `: ${labels[0]!}`;
  // Villages of the name elsewhere ("Halton" in Leeds beside the borough of Halton), by district.
  const named = await pricePaidPlace(db, text);
  const elsewhere = (named?.districts ?? []).filter((d) => !authority.districts.includes(d));
  const others = await postcodeRows(db, elsewhere);
  const namesakes = elsewhere.flatMap((d) => {
    const row = others.get(d);
    return row ? [{ label: authority.label, context: row.label, value: row.label }] : [];
  });
  return {
    // A district can reach into the next authority (SE3 is Greenwich's and Lewisham's).
    ...districtsPlace(
      held,
      radius,
      `${authority.label} is searched as its postcode district${list}.`,
    ),
    label: authority.label,
    context: await countyOfPostcode(db, held[0]!.slug),
    slug: held[0]!.slug,
    value: authority.label,
    ...(namesakes.length ? { namesakes } : {}),
  };
}

/**
 * A part of London as Londoners name it ("south london", "east london", "central london") or a
 * city's neighbourhood ("headingley", "fulham"), which is no place in our list: the postcode
 * areas or districts it is known by, as one place. The page says which.
 */
async function namedPartPlace(
  db: Queryable,
  places: readonly PlaceEntry[],
  text: string,
  radius: number | null,
): Promise<ResolvedPlace | null> {
  const held = await namedPartHeld(db, text);
  if (!held) return null;
  const { part, districts } = held;
  // The villages whose name it takes ("Clifton, Bedfordshire"), offered beside (decision 144).
  const namesakes = placesOfName(places, text).map((p) => suggestionOf(places, p));
  return {
    ...districtsPlace(districts, radius, partSearchedAs(part)),
    label: part.name,
    context: part.context,
    slug: districts[0]!.slug,
    value: partValue(part),
    ...(namesakes.length ? { namesakes } : {}),
  };
}

/** Postcode districts searched as one place: their lots, centred on their mean, the map on them all. */
function districtsPlace(
  rows: readonly PostcodePoint[],
  radius: number | null,
  /** What the page says it searched; a circle around the districts is searched as a circle. */
  searchedAs?: string,
): Pick<ResolvedPlace, 'kind' | 'centre' | 'radiusMiles' | 'bbox' | 'districts' | 'searchedAs'> {
  const placed = rows.filter((r) => r.lat !== null && r.lng !== null);
  const centre = placed.length
    ? {
        lat: placed.reduce((sum, r) => sum + r.lat!, 0) / placed.length,
        lng: placed.reduce((sum, r) => sum + r.lng!, 0) / placed.length,
      }
    : null;
  const points = placed.length
    ? {
        west: Math.min(...placed.map((r) => r.lng!)),
        south: Math.min(...placed.map((r) => r.lat!)),
        east: Math.max(...placed.map((r) => r.lng!)),
        north: Math.max(...placed.map((r) => r.lat!)),
      }
    : null;
  return {
    kind: 'district',
    centre,
    radiusMiles: centre && radius ? radius : null,
    bbox: searchBox(points, centre, radius),
    districts: rows.map((r) => r.slug),
    ...(searchedAs && !radius ? { searchedAs } : {}),
  };
}

/** The county of the town a postcode belongs to ("Greater London" for E6), to say where it is. */
async function countyOfPostcode(db: Queryable, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.name FROM postcodes p JOIN locations t ON t.slug = p.location_slug
       JOIN locations c ON c.slug = t.parent_slug AND c.kind = 'county' WHERE p.slug = $1`,
    [slug],
  );
  return rows[0]?.name ?? null;
}

/**
 * A sector we hold no postcode of ("LS6 3" where only LS6 1, 2 and 4 have lots or sales) is still
 * a sector: its lots are found by their postcodes like any other's (there are none yet), centred
 * on its district (`row`) so a wider circle can be offered.
 */
async function sectorInKnownDistrict(
  db: Queryable,
  slug: string,
  row: PostcodePoint,
  radius: number | null,
): Promise<ResolvedPlace> {
  const [district = '', digit = ''] = slug.split('/');
  const centre = centreOf(row);
  const label = `${row.label} ${digit}`;
  const radiusMiles = centre && radius ? radius : null;
  return {
    kind: 'sector',
    label,
    context: await postcodePlace(db, district),
    slug,
    value: label,
    centre,
    radiusMiles,
    bbox: viewBox(null, centre, radius ?? MIN_VIEW_MILES),
    districts: [],
    centreOf: row.label,
    ...(radiusMiles
      ? {
          searchedAs: `${label} is searched within ${milesText(radiusMiles)} of the centre of ${row.label}: we know where the postcode sectors we hold sales in are, and ${label} is not one of them.`,
        }
      : {}),
  };
}

/**
 * A well-formed postcode we hold nothing for (no lot or sale in EC1A): said as such, not as a
 * misspelt place, with its postcode area offered when we hold that.
 */
async function postcodeWithoutData(db: Queryable, text: string): Promise<UnknownPlace | null> {
  const pc = parsePostcodeText(text);
  if (!pc) return null;
  const shown = postcodeTextLabel(pc);
  const area = postcodeAreaOf(pc);
  const notPostcode = notAPostcodeArea(area, pc.kind === 'area');
  if (notPostcode) return { text: shown, notPostcode, suggestions: [] };
  const row =
    pc.kind === 'unit' || area !== pc.slug ? (await postcodeRows(db, [area])).get(area) : undefined;
  const sector = pc.kind === 'district' ? await spacelessSectorHeld(db, pc.slug) : null;
  const parent = letteredDistrictParent(pc.kind === 'unit' ? pc.district : pc.slug.split('/')[0]!);
  const district = parent ? await resolvePostcode(db, postcodeLabel(parent), null) : null;
  return {
    text: shown,
    postcode: true,
    suggestions: [
      ...(sector ? [sector] : []),
      ...(district
        ? [{ label: district.label, context: district.context, value: district.value }]
        : []),
      ...(row ? [await areaSuggestion(db, row)] : []),
    ],
  };
}

/** A postcode area offered as a place to search: "the E (London) postcode area". */
const areaSuggestion = async (db: Queryable, row: PostcodePoint): Promise<PlaceSuggestion> => ({
  label: `the ${postcodeAreaName(row.label, await postcodePlace(db, row.slug))} postcode area`,
  context: null,
  value: row.label,
});

/**
 * A neighbourhood we hold none of the districts of ("balham", SW12): said as the place it is and
 * what it is searched as, with the postcode areas of its districts and the villages of its name
 * offered, not "No place called ‘balham’" and look-alike villages. Asked only once namedPartPlace
 * has found none of its districts held, so they are not read again.
 */
async function namedPartWithoutData(
  db: Queryable,
  places: readonly PlaceEntry[],
  text: string,
): Promise<UnknownPlace | null> {
  const part = namedPart(text);
  if (!part) return null;
  const areas = await partAreasHeld(db, part);
  return {
    text: `${part.name} (${part.context})`,
    searchedAs: partSearchedAs(part),
    suggestions: [
      ...(await Promise.all(areas.map((row) => areaSuggestion(db, row)))),
      ...placesOfName(places, text).map((p) => suggestionOf(places, p)),
    ],
  };
}

/**
 * "LS6 8E": a postcode typed as far as its unit's first letter, said so ("not a whole one", not
 * "No place called"), with its sector offered when we hold it.
 */
async function halfTypedPostcode(db: Queryable, text: string): Promise<UnknownPlace | null> {
  const half = halfTypedUnit(text);
  if (!half) return null;
  const sector = await resolvePostcode(db, postcodeLabel(half.sector), null);
  return {
    text: half.written,
    halfPostcode: true,
    suggestions: sector
      ? [{ label: sector.label, context: sector.context, value: sector.value }]
      : [],
  };
}

/**
 * "ls61", a district we hold nothing in, is most likely LS6 1 typed without its space: that
 * sector, offered first, when we hold it or its district (spacelessSectorMeant).
 */
async function spacelessSectorHeld(db: Queryable, slug: string): Promise<PlaceSuggestion | null> {
  const sector = await spacelessSectorMeant(db, slug);
  const place = sector ? await resolvePostcode(db, postcodeLabel(sector), null) : null;
  return place ? { label: place.label, context: place.context, value: place.value } : null;
}

const suggestionOf = (places: readonly PlaceEntry[], p: PlaceEntry): PlaceSuggestion => ({
  label: p.name,
  context: p.parentName,
  value: placeValue(places, p),
});

/** A place's own places and postcodes, and those under it, as (lat, lng, s). */
const placePoints = (slug: string) => ({
  sql: `SELECT lat, lng, slug AS s FROM locations WHERE slug = $1 OR slug LIKE $2
     UNION ALL SELECT lat, lng, location_slug AS s FROM postcodes WHERE location_slug = $1 OR location_slug LIKE $2`,
  params: [slug, `${escapeLike(slug)}/%`],
});

/** A region's places and postcodes: its counties' and towns', but for other regions' towns. */
function regionPoints(slug: string) {
  const { within, except } = regionMembers(slug);
  const member = (col: string) =>
    `(${col} = ANY($1::text[]) OR ${col} LIKE ANY($2::text[])) AND NOT ${col} = ANY($3::text[])`;
  return {
    sql: `SELECT lat, lng, slug AS s FROM locations WHERE ${member('slug')}
     UNION ALL SELECT lat, lng, location_slug AS s FROM postcodes WHERE ${member('location_slug')}`,
    params: [within, within.map((s) => `${escapeLike(s)}/%`), except],
  };
}

/** A town, county, region or country: its lots are those under its slug (a region's, its counties'). */
async function resolveNamedPlace(
  db: Queryable,
  places: readonly PlaceEntry[],
  place: PlaceEntry,
  radius: number | null,
): Promise<ResolvedPlace> {
  const centre = centreOf(place);
  const points = place.kind === 'region' ? regionPoints(place.slug) : placePoints(place.slug);
  // A county's, region's or country's land is its points' boxes on a grid, not one box round
  // them all (one round Wales took in Liverpool, one round Kent Hackney); a town searches a
  // circle round its centre and has none.
  const wide = place.kind !== 'town';
  const areaBoxes = wide ? await landOf(db, points.sql, points.params) : [];
  // A suburb filed under its post town (Didsbury, Manchester's M20): its lots are also those of
  // the districts it borrows, and the map takes them in.
  const borrowed = wide ? [] : await borrowedDistrictsHeld(db, place.slug);
  const own = wide ? boxAround(areaBoxes) : await boxOf(db, points.sql, points.params);
  const borrowedBoxes = borrowed.flatMap((d) =>
    d.lat === null || d.lng === null
      ? []
      : [{ west: d.lng, south: d.lat, east: d.lng, north: d.lat }],
  );
  const below = boxAround([...(own ? [own] : []), ...borrowedBoxes]);
  const districts = borrowed.map((d) => d.slug);
  const searchedAs = radius
    ? null
    : (membersSearchedAs(places, place.slug) ?? borrowedSaid(place.name, place.slug, districts));
  return {
    kind: place.kind,
    label: place.name,
    context: place.parentName,
    slug: place.slug,
    value: placeValue(places, place),
    centre,
    radiusMiles: centre && radius ? radius : null,
    bbox: searchBox(below, centre, radius),
    ...(areaBoxes.length ? { areaBoxes } : {}),
    districts,
    ...(searchedAs ? { searchedAs } : {}),
  };
}

/**
 * What a lot search's `location` means: a postcode (unit, sector, district or area), else a place
 * by slug or name (towns first, the most populous of namesakes). Text that names neither is
 * unknown, with the places the visitor may have meant. `radius` (miles) makes it a circle search
 * around the centre; a full postcode is one by default (POSTCODE_RADIUS_MILES).
 */
export async function resolveLotPlace(
  db: Queryable,
  text: string,
  radius: number | null = null,
): Promise<PlaceResolution> {
  const owner = cacheIdentity(db);
  let cache = resolutions.get(owner);
  if (!cache) {
    cache = createStaleCache<PlaceResolution>({ ttlMs: PLACE_TTL_MS, maxEntries: 2_000 });
    resolutions.set(owner, cache);
  }
  let computed: PlaceResolution | undefined;
  const kept = await cache.get(
    `${radius ?? ''}|${text}`,
    async () => (computed = await resolveUncached(db, text, radius)),
  );
  // What lots alone decide is read again: the next feed's lot at E15 1AA puts E15 on the page and
  // in its saved searches' alerts at once, not ten minutes later (decision 125).
  return computed || !placedByLots(kept) ? kept : resolveUncached(db, text, radius);
}

/**
 * A postcode whose reading depends on the lots there, not on our places: one we hold no row of
 * (a district, sector or full postcode a lot is in, or a real one nothing is in yet).
 */
const placedByLots = (r: PlaceResolution): boolean =>
  r.found
    ? Boolean(r.place.postcodePrefix) || (r.place.kind === 'postcode' && !r.place.centre)
    : Boolean(r.unknown.postcode || r.unknown.halfPostcode);

/**
 * Resolutions are kept like the place list they come from (places change only with a seed or an
 * import): a search for a town the last visitor also searched costs no query. Before, every
 * `location=` search ran its bounding-box query again (tens of milliseconds on PGlite).
 */
const PLACE_TTL_MS = 10 * 60 * 1000;
const resolutions = new WeakMap<Queryable, ReturnType<typeof createStaleCache<PlaceResolution>>>();

async function resolveUncached(
  db: Queryable,
  text: string,
  radius: number | null,
): Promise<PlaceResolution> {
  const resolved = await resolvePostcode(db, text, radius);
  if (resolved) return { found: true, place: resolved };
  const places = await placeList(db);
  // "West End of London": a neighbourhood named with its city is it, not a place of ours of the
  // same words (GeoNames' "West End of London", where we hold no postcodes: 0 lots).
  const named = namedPart(text)?.withCityOnly ? null : matchPlace(places, text);
  const place = named && !(await authorityOverLandscape(db, named.slug, text)) ? named : null;
  if (place) {
    const resolved = await resolveNamedPlace(db, places, place, radius);
    // "stratford": Stratford-upon-Avon, London's Stratford offered beside it.
    const part = partNamesake(text);
    const others = [
      ...namesakesOf(places, text, place).map((p) => suggestionOf(places, p)),
      ...(part ? [part] : []),
    ];
    return { found: true, place: others.length ? { ...resolved, namesakes: others } : resolved };
  }
  const postcode = (await postcodeWithoutData(db, text)) ?? (await halfTypedPostcode(db, text));
  if (postcode) return { found: false, unknown: postcode };
  const byDistricts =
    (await namedPartPlace(db, places, text, radius)) ??
    (await authorityDistricts(db, text, radius));
  if (byDistricts) return { found: true, place: byDistricts };
  const part = await namedPartWithoutData(db, places, text);
  if (part) return { found: false, unknown: part };
  // "Tendring District Council", "Borough of Swale": the place the council is named after.
  for (const name of councilsPlaceNames(text)) {
    const council = await resolveUncached(db, name, radius);
    if (council.found) return council;
  }
  const apart = await postcodeAwayFromPlace(db, places, text);
  if (apart) {
    const suggestions = await apartOffers(db, apart, (p) => suggestionOf(places, p));
    return { found: false, unknown: { text, suggestions } };
  }
  return {
    found: false,
    unknown: {
      text,
      suggestions: [
        ...(await pricePaidDistricts(db, text)),
        ...(await namedPartsMisspelt(db, text)).map(partSuggestion),
        ...didYouMean(places, text).map((p) => suggestionOf(places, p)),
      ],
    },
  };
}

/**
 * "LS6, Manchester": the postcode, when we hold it, and the place, each to search alone
 * (postcodeAwayFromPlace).
 */
export async function apartOffers(
  db: Queryable,
  apart: { postcode: string; place: PlaceEntry },
  offered: (place: PlaceEntry) => PlaceSuggestion,
): Promise<PlaceSuggestion[]> {
  const postcode = await resolvePostcode(db, apart.postcode, null);
  return [
    ...(postcode
      ? [{ label: postcode.label, context: postcode.context, value: postcode.value }]
      : []),
    offered(apart.place),
  ];
}

/**
 * A place only Land Registry names ("Grassington", decision 101): the postcode districts we hold
 * that its sales are in, offered as "BD23 (Grassington)". Lots are placed by postcode, so these
 * are where its lots would be.
 */
async function pricePaidDistricts(db: Queryable, text: string): Promise<PlaceSuggestion[]> {
  const named = await pricePaidPlace(db, text);
  if (!named) return [];
  const rows = await postcodeRows(db, named.districts);
  return named.districts.flatMap((slug) => {
    const row = rows.get(slug);
    return row ? [{ label: row.label, context: named.label, value: row.label }] : [];
  });
}
