import { isValid, toNormalised } from 'postcode';
import type { Rng } from './prng';
import type { Town } from './places';
import { LONDON_POSTCODE_AREAS } from './major-towns';
import { POSTCODE_AREA_TOWNS } from '#schema/postcode-area-towns';
import { streetNames } from './streets';

/** Letters Royal Mail uses in the unit part of an inward code (no C, I, K, M, O or V). */
export const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** One full postcode and the street it serves, with the house numbers on that stretch. */
export interface PostcodeUnit {
  /** `SW1A 1AA`. */
  postcode: string;
  sector: number;
  street: string;
  numberFrom: number;
  numberTo: number;
}

export interface PostcodeSector {
  /** `sw1a/1`. */
  slug: string;
  /** `SW1A 1`. */
  label: string;
  digit: number;
  lat: number;
  lng: number;
}

export interface PostcodeDistrict {
  /** `SW1A`. */
  outward: string;
  /** `sw1a`. */
  slug: string;
  /** `SW`. */
  area: string;
  town: Town;
  lat: number;
  lng: number;
  sectors: PostcodeSector[];
  units: PostcodeUnit[];
  streets: string[];
}

/** A `postcodes` row. */
export interface PostcodeRow {
  slug: string;
  label: string;
  kind: 'area' | 'district' | 'sector';
  parentSlug: string | null;
  locationSlug: string | null;
  lat: number;
  lng: number;
}

export interface PostcodeBook {
  rows: PostcodeRow[];
  districts: PostcodeDistrict[];
  byOutward: Map<string, PostcodeDistrict>;
}

export function areaOf(outward: string): string {
  const m = /^[A-Z]{1,2}/.exec(outward);
  if (!m) throw new Error(`Not an outward code: ${outward}`);
  return m[0];
}

/** A random inward code in the given sector: digit + two unit letters (`1AA`). */
export function inwardCode(rng: Rng, sector: number): string {
  const letter = () => UNIT_LETTERS[rng.int(0, UNIT_LETTERS.length - 1)]!;
  return `${sector}${letter()}${letter()}`;
}

/** True when `postcode` is a normalised, valid UK postcode using only permitted unit letters. */
export function isWellFormedPostcode(postcode: string): boolean {
  if (!isValid(postcode) || toNormalised(postcode) !== postcode) return false;
  const unit = postcode.slice(-2);
  return [...unit].every((ch) => UNIT_LETTERS.includes(ch));
}

const KM_PER_DEG_LAT = 111.2;

function offset(lat: number, lng: number, km: number, angle: number): [number, number] {
  const dLat = (km * Math.cos(angle)) / KM_PER_DEG_LAT;
  const dLng = (km * Math.sin(angle)) / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  return [round6(lat + dLat), round6(lng + dLng)];
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function buildDistrict(rng: Rng, town: Town, outward: string, index: number, count: number) {
  // Districts fan out around the town centre; bigger towns spread further.
  const spreadKm = count <= 1 ? 0.4 : 1 + 0.7 * Math.sqrt(count);
  const angle = (2 * Math.PI * index) / Math.max(count, 1) + rng.range(-0.4, 0.4);
  const [lat, lng] = offset(town.lat, town.lng, spreadKm * rng.range(0.35, 1), angle);

  const digits = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 0], rng.int(3, 6)).sort((a, b) => a - b);
  const sectors: PostcodeSector[] = digits.map((digit) => {
    const [sLat, sLng] = offset(lat, lng, rng.range(0.15, 0.8), rng.range(0, 2 * Math.PI));
    return {
      slug: `${outward.toLowerCase()}/${digit}`,
      label: `${outward} ${digit}`,
      digit,
      lat: sLat,
      lng: sLng,
    };
  });

  const unitCount = sectors.length * rng.int(10, 22);
  const streets = streetNames(rng, town.country, Math.ceil(unitCount / 2.5));
  const used = new Set<string>();
  const units: PostcodeUnit[] = [];
  const nextNumber = new Map<string, number>();
  let street = rng.pick(streets);
  while (units.length < unitCount) {
    const sector = rng.pick(sectors).digit;
    const postcode = `${outward} ${inwardCode(rng, sector)}`;
    if (used.has(postcode)) continue;
    used.add(postcode);
    // Consecutive units often continue the same street, as real postcodes do.
    if (rng.chance(0.6)) street = rng.pick(streets);
    const from = nextNumber.get(street) ?? 1;
    const to = from + rng.int(12, 60);
    nextNumber.set(street, to + 1);
    units.push({ postcode, sector, street, numberFrom: from, numberTo: to });
  }
  units.sort((a, b) => a.postcode.localeCompare(b.postcode));
  return { lat, lng, sectors, units, streets };
}

/**
 * The place a postcode area is named after: Greater London for London's areas, else its post town
 * (POSTCODE_AREA_TOWNS): a town of its districts of that name, else the place of that name nearest
 * its districts (ME is Rochester, which has no seeded district; Newport in Wales, not on the Isle
 * of Wight), else the town of its lowest district. Before, the town holding most districts won,
 * and a tie went to whichever came first: PR was called Southport.
 */
function areaPlace(area: string, list: PostcodeDistrict[], towns: readonly Town[]): string {
  if ((LONDON_POSTCODE_AREAS as readonly string[]).includes(area)) return 'england/greater-london';
  const postTown = POSTCODE_AREA_TOWNS[area];
  const isPostTown = (t: Town) => t.name === postTown || t.major?.postTown === postTown;
  const ours = list.find((d) => isPostTown(d.town));
  if (ours) return ours.town.slug;
  const lat = list.reduce((s, d) => s + d.lat, 0) / list.length;
  const lng = list.reduce((s, d) => s + d.lng, 0) / list.length;
  const away = (t: Town) =>
    (t.lat - lat) ** 2 + ((t.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
  const named = towns.filter(isPostTown).sort((a, b) => away(a) - away(b))[0];
  if (named) return named.slug;
  return list.slice().sort((a, b) => compareOutward(a.outward, b.outward))[0]!.town.slug;
}

/**
 * Areas, districts and sectors for the curated towns, plus a book of full postcodes per district
 * (each tied to a street) that lots and sold prices draw addresses from.
 */
export function buildPostcodes(
  rng: Rng,
  majorTowns: readonly Town[],
  /** Every town, to name an area after a post town that carries no district (default: the curated). */
  towns: readonly Town[] = majorTowns,
): PostcodeBook {
  const districts: PostcodeDistrict[] = [];
  for (const town of majorTowns) {
    const outwards = town.major?.outwards ?? [];
    outwards.forEach((outward, index) => {
      const d = buildDistrict(
        rng.fork(`district:${outward}`),
        town,
        outward,
        index,
        outwards.length,
      );
      districts.push({ outward, slug: outward.toLowerCase(), area: areaOf(outward), town, ...d });
    });
  }
  const byOutward = new Map<string, PostcodeDistrict>();
  for (const d of districts) {
    if (byOutward.has(d.outward)) throw new Error(`Outward code ${d.outward} listed twice`);
    byOutward.set(d.outward, d);
  }

  const areas = new Map<string, PostcodeDistrict[]>();
  for (const d of districts) areas.set(d.area, [...(areas.get(d.area) ?? []), d]);

  const rows: PostcodeRow[] = [];
  for (const [area, list] of [...areas].sort((a, b) => a[0].localeCompare(b[0]))) {
    rows.push({
      slug: area.toLowerCase(),
      label: area,
      kind: 'area',
      parentSlug: null,
      locationSlug: areaPlace(area, list, towns),
      lat: round6(list.reduce((s, d) => s + d.lat, 0) / list.length),
      lng: round6(list.reduce((s, d) => s + d.lng, 0) / list.length),
    });
  }
  const ordered = districts.slice().sort((a, b) => compareOutward(a.outward, b.outward));
  for (const d of ordered) {
    rows.push({
      slug: d.slug,
      label: d.outward,
      kind: 'district',
      parentSlug: d.area.toLowerCase(),
      locationSlug: d.town.slug,
      lat: d.lat,
      lng: d.lng,
    });
  }
  for (const d of ordered) {
    for (const s of d.sectors) {
      rows.push({
        slug: s.slug,
        label: s.label,
        kind: 'sector',
        parentSlug: d.slug,
        locationSlug: d.town.slug,
        lat: s.lat,
        lng: s.lng,
      });
    }
  }
  return { rows, districts, byOutward };
}

/** Natural order for outward codes: SW1A < SW2 < SW10. */
export function compareOutward(a: string, b: string): number {
  const pa = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(a);
  const pb = /^([A-Z]+)(\d+)([A-Z]?)$/.exec(b);
  if (!pa || !pb) return a.localeCompare(b);
  return (
    pa[1]!.localeCompare(pb[1]!) ||
    Number(pa[2]) - Number(pb[2]) ||
    (pa[3] ?? '').localeCompare(pb[3] ?? '')
  );
}
