import { SOLD_PRICE_COLUMNS } from '#server/db/ppd/ppd-format';
import { DAY_MS, isoDate } from './dates';
import { HOUSE_SIGMA, pricePaid, type PpdType } from './price-model';
import { guid, Rng } from './prng';
import type { PostcodeBook, PostcodeDistrict } from './postcodes';
import { buildingName, houseName } from './streets';

/** Price Paid Data covers England and Wales only. */
export const PRICE_PAID_COUNTRIES = ['ENG', 'WLS'] as const;

/** Transactions span this many years back from the reference date… */
export const SOLD_YEARS = 5;
/** …and stop this many days before it (the register lags completions). */
export const SOLD_LAG_DAYS = 21;

/** Column-major batch, in SOLD_COLUMNS order. */
export type SoldBatch = unknown[][];

export const SOLD_COLUMN_NAMES = SOLD_PRICE_COLUMNS;

const TYPE_MIX_LONDON: [PpdType, number][] = [
  ['F', 47],
  ['T', 27],
  ['S', 13],
  ['D', 6],
  ['O', 3],
];
const TYPE_MIX: [PpdType, number][] = [
  ['T', 28],
  ['S', 29],
  ['D', 21],
  ['F', 16],
  ['O', 3],
];

/** FNV-1a over an address: the seed of what stays true of one house across its sales. */
function addressSeed(postcode: string, number: number): number {
  let h = (2166136261 ^ number) >>> 0;
  for (let i = 0; i < postcode.length; i++) {
    h ^= postcode.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The k-th uniform draw in [0, 1) from a seed (a mulberry32 step: no object per row). */
function seeded(seed: number, k: number): number {
  let t = (seed + Math.imul(k + 1, 0x6d2b79f5)) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function weightedBy<T>(entries: readonly (readonly [T, number])[], u: number): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let at = u * total;
  for (const [value, w] of entries) if ((at -= w) < 0) return value;
  return entries[entries.length - 1]![0];
}

/**
 * What one address is, whichever of its sales is drawn: its type, its tenure, its name and where
 * its value sits in the area. Drawn afresh for every sale, one house sold as detached for £615,000
 * and as semi-detached for £81,000 three months later.
 */
function houseAt(postcode: string, number: number, london: boolean) {
  const seed = addressSeed(postcode, number);
  const type = weightedBy(london ? TYPE_MIX_LONDON : TYPE_MIX, seeded(seed, 0));
  const u = 1 - seeded(seed, 1);
  const z = Math.max(
    -3,
    Math.min(3, Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * seeded(seed, 2))),
  );
  return {
    type,
    factor: Math.exp(HOUSE_SIGMA * z - (HOUSE_SIGMA * HOUSE_SIGMA) / 2),
    /** 0–1: tenure and name choices for the address. */
    lease: seeded(seed, 3),
    named: seeded(seed, 4),
    /** Seeds the house's or building's name, when it has one: the same in every sale. */
    seed,
  };
}

/** Cumulative weights for quick weighted district picks. */
function cumulative(districts: readonly PostcodeDistrict[]): Float64Array {
  const acc = new Float64Array(districts.length);
  let total = 0;
  districts.forEach((d, i) => {
    total += d.town.region === 'London' ? 0.55 : 1;
    acc[i] = total;
  });
  return acc;
}

function pickIndex(acc: Float64Array, r: number): number {
  const target = r * acc[acc.length - 1]!;
  let lo = 0;
  let hi = acc.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (acc[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export interface SoldPriceBatchOptions {
  /** Years of history before the reference date; default SOLD_YEARS. */
  years?: number;
  /**
   * Redraw a transaction id already used (remembers every id: fine for a seed, too much memory
   * for tens of millions of rows, where 128-bit ids collide with negligible odds). Default true.
   */
  uniqueIds?: boolean;
}

/**
 * Yields batches of Price Paid rows: realistic prices by region, town and type over the last five
 * years (or `options.years`), with addresses drawn from each district's postcode book.
 */
export function* soldPriceBatches(
  rng: Rng,
  postcodes: PostcodeBook,
  reference: Date,
  total: number,
  batchRows: number,
  options: SoldPriceBatchOptions = {},
): Generator<SoldBatch> {
  const districts = postcodes.districts.filter((d) =>
    (PRICE_PAID_COUNTRIES as readonly string[]).includes(d.town.country),
  );
  if (districts.length === 0) throw new Error('No England or Wales postcode districts');
  const acc = cumulative(districts);
  const upper = Math.floor(reference.getTime() / DAY_MS) - SOLD_LAG_DAYS;
  const span = Math.floor((options.years ?? SOLD_YEARS) * 365.25) - SOLD_LAG_DAYS;
  const ids = options.uniqueIds === false ? null : new Set<string>();
  const upperCache = new Map<string, string>();
  const upperCase = (s: string) => {
    let v = upperCache.get(s);
    if (v === undefined) {
      v = s.toUpperCase();
      upperCache.set(s, v);
    }
    return v;
  };

  for (let start = 0; start < total; start += batchRows) {
    const size = Math.min(batchRows, total - start);
    const cols: unknown[][] = SOLD_COLUMN_NAMES.map(() => new Array<unknown>(size));
    for (let i = 0; i < size; i++) {
      const district = districts[pickIndex(acc, rng.float())]!;
      const town = district.town;
      const major = town.major!;
      const unit = rng.pick(district.units);
      const number = rng.int(unit.numberFrom, unit.numberTo);
      const house = houseAt(unit.postcode, number, town.region === 'London');
      const type = house.type;
      const category = type === 'O' || rng.chance(0.08) ? 'B' : 'A';
      const newBuild = type !== 'O' && rng.chance(type === 'F' || type === 'D' ? 0.11 : 0.05);
      const daysAgo = rng.int(0, span);
      const duration =
        type === 'F'
          ? house.lease < 0.97
            ? 'L'
            : 'F'
          : type === 'O'
            ? house.lease < 0.7
              ? 'F'
              : 'L'
            : house.lease < 0.97
              ? 'F'
              : 'L';

      let id = guid(rng);
      if (ids) {
        while (ids.has(id)) id = guid(rng);
        ids.add(id);
      }

      let paon: string = String(number);
      let saon: string | null = null;
      if (type === 'F') {
        if (house.named < 0.35) {
          paon = buildingName(new Rng(house.seed)).toUpperCase();
          saon = `FLAT ${rng.int(1, 48)}`;
        } else {
          saon = rng.pick([
            'FLAT 1',
            'FLAT 2',
            'FLAT 3',
            'FLAT A',
            'FLAT B',
            'GROUND FLOOR FLAT',
            'FIRST FLOOR FLAT',
          ]);
        }
      } else if ((type === 'D' && house.named < 0.25) || house.named > 0.98) {
        paon = houseName(new Rng(house.seed)).toUpperCase();
      }

      cols[0]![i] = id;
      cols[1]![i] = pricePaid(rng, {
        region: town.region,
        townFactor: major.priceFactor,
        type,
        yearsAgo: daysAgo / 365.25,
        category,
        newBuild,
        houseFactor: house.factor,
      });
      cols[2]![i] = isoDate(new Date((upper - daysAgo) * DAY_MS));
      cols[3]![i] = unit.postcode;
      cols[4]![i] = type;
      cols[5]![i] = newBuild ? 'Y' : 'N';
      cols[6]![i] = duration;
      cols[7]![i] = paon;
      cols[8]![i] = saon;
      cols[9]![i] = upperCase(unit.street);
      cols[10]![i] = major.postTown !== town.name && rng.chance(0.5) ? upperCase(town.name) : null;
      cols[11]![i] = upperCase(major.postTown);
      cols[12]![i] = upperCase(major.authority);
      cols[13]![i] = upperCase(town.county.name);
      cols[14]![i] = category;
    }
    yield cols;
  }
}
