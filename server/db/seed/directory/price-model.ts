import type { Rng } from './prng';
import type { Region } from './regions';
import type { LotPropertyType } from './vocabulary';

/** HM Land Registry property type: Detached, Semi, Terraced, Flat/maisonette, Other. */
export type PpdType = 'D' | 'S' | 'T' | 'F' | 'O';

/** Average price paid per region, all property types (UK HPI, 2025, rounded). */
export const REGION_AVERAGE: Record<Region, number> = {
  London: 560_000,
  'South East': 380_000,
  'East of England': 340_000,
  'South West': 300_000,
  'West Midlands': 250_000,
  'East Midlands': 240_000,
  'Yorkshire and the Humber': 210_000,
  'North West': 215_000,
  'North East': 160_000,
  Wales: 215_000,
  Scotland: 190_000,
  'Northern Ireland': 180_000,
};

/** Price of a type relative to the regional average. London terraces are not northern terraces. */
export function typeFactor(region: Region, type: PpdType): number {
  if (region === 'London') return { D: 2.3, S: 1.35, T: 1.2, F: 0.78, O: 1.3 }[type];
  return { D: 1.6, S: 0.98, T: 0.8, F: 0.68, O: 1.2 }[type];
}

/** Annual house price change, most recent year first (a cool 2023, strong 2021–22). */
// Newest year first: the first six drive the five-year seed; the rest (roughly the UK house price
// index back to 1995) serve national-scale Price Paid files (npm run ppd:generate).
const ANNUAL_CHANGE = [
  0.03, 0.025, -0.01, 0.08, 0.09, 0.07, 0.01, 0.01, 0.04, 0.05, 0.06, 0.08, 0.03, 0.01, -0.01, 0.03,
  -0.08, -0.1, 0.08, 0.09, 0.06, 0.14, 0.18, 0.22, 0.12, 0.14, 0.1, 0.08, 0.08, 0.04,
];

/** Price level at `yearsAgo` relative to today (1 now, below 1 in the past). */
export function priceIndex(yearsAgo: number): number {
  let index = 1;
  let left = Math.max(0, yearsAgo);
  for (const change of ANNUAL_CHANGE) {
    const step = Math.min(1, left);
    index /= Math.pow(1 + change, step);
    left -= step;
    if (left <= 0) break;
  }
  return index;
}

/** Price Paid figures are whole pounds, mostly round thousands or five hundreds. */
export function roundPricePaid(rng: Rng, value: number): number {
  const r = rng.float();
  if (value >= 1_000_000 && r < 0.8) return Math.round(value / 5000) * 5000;
  if (r < 0.68) return Math.round(value / 1000) * 1000;
  if (r < 0.9) return Math.round(value / 500) * 500;
  if (r < 0.96) return Math.round(value / 1000) * 1000 - 5;
  return Math.round(value);
}

export interface PricePaidInput {
  region: Region;
  /** Town-level premium or discount on the regional average. */
  townFactor: number;
  type: PpdType;
  yearsAgo: number;
  /** B covers repossessions, buy-to-let and company buyers: wider spread. */
  category: 'A' | 'B';
  newBuild: boolean;
  /**
   * Where this house's value sits in its area (log-normal, mean 1), fixed per address: its sales
   * then differ by the market and a little noise, not by the whole area's spread.
   */
  houseFactor?: number;
}

/** The spread of a house's value within its area, when the sale carries a houseFactor. */
export const HOUSE_SIGMA = 0.28;

export const MIN_PRICE_PAID = 12_000;

/** One transaction price: regional average × town × type × date, with log-normal spread. */
export function pricePaid(rng: Rng, input: PricePaidInput): number {
  // With the house's own factor only the sale's noise is left (a B sale, a repossession or a
  // portfolio, still strays further from the house's value).
  const house = input.houseFactor;
  const sigma =
    house === undefined
      ? input.category === 'B'
        ? 0.5
        : 0.32
      : input.category === 'B'
        ? 0.3
        : 0.05;
  const [low, high] = house === undefined ? [-3, 3.5] : [-2.5, 2.5];
  const value =
    REGION_AVERAGE[input.region] *
    input.townFactor *
    typeFactor(input.region, input.type) *
    priceIndex(input.yearsAgo) *
    (input.newBuild ? 1.12 : 1) *
    (house ?? 1) *
    Math.exp(sigma * clamp(rng.normal(), low, high) - (sigma * sigma) / 2);
  return Math.max(MIN_PRICE_PAID, roundPricePaid(rng, value));
}

export interface LotValueInput {
  region: Region;
  townFactor: number;
  type: LotPropertyType;
  bedrooms: number | null;
}

const TYPICAL_BEDROOMS: Partial<Record<LotPropertyType, [PpdType, number]>> = {
  'Terraced house': ['T', 3],
  'Semi-detached house': ['S', 3],
  'Detached house': ['D', 4],
  Bungalow: ['S', 2],
  Flat: ['F', 2],
  Maisonette: ['F', 2],
};

/**
 * Open-market value of a lot. Houses and flats follow the Price Paid model adjusted for bedrooms;
 * land, commercial and garages have their own ranges.
 */
export function lotMarketValue(rng: Rng, input: LotValueInput): number {
  const base = REGION_AVERAGE[input.region] * input.townFactor;
  const spread = (sigma: number) => Math.exp(sigma * clamp(rng.normal(), -2.5, 3));
  const residential = TYPICAL_BEDROOMS[input.type];
  if (residential) {
    const [ppd, typical] = residential;
    const beds = input.bedrooms ?? typical;
    const bedFactor = Math.max(0.55, 1 + 0.14 * (beds - typical));
    const bungalowPremium = input.type === 'Bungalow' ? 1.1 : 1;
    return base * typeFactor(input.region, ppd) * bedFactor * bungalowPremium * spread(0.25);
  }
  switch (input.type) {
    case 'Land':
      return rng.range(12_000, 90_000) * spread(0.8) * Math.sqrt(input.townFactor);
    case 'Development site':
      return base * rng.range(0.8, 4) * spread(0.5);
    case 'Commercial':
      return base * rng.range(0.45, 1.6) * spread(0.5);
    case 'Mixed use':
      return base * rng.range(0.8, 1.8) * spread(0.4);
    case 'Garage':
      return (input.region === 'London' ? 35_000 : 14_000) * spread(0.45);
    default:
      return base * spread(0.3);
  }
}

/** Guide prices step in round amounts: £1k under £50k, £5k to £250k, £10k to £1m, then £25k. */
export function roundGuide(value: number): number {
  const step = value < 50_000 ? 1000 : value < 250_000 ? 5000 : value < 1_000_000 ? 10_000 : 25_000;
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * An auction guide: set below market value to draw bidders. About a third of lots show a single
 * "£X+" guide (max null); the rest a range.
 */
export function guidePrice(rng: Rng, marketValue: number): { min: number; max: number | null } {
  const min = roundGuide(marketValue * rng.range(0.7, 0.92));
  if (rng.chance(0.35)) return { min, max: null };
  const max = roundGuide(min * rng.range(1.06, 1.2));
  return { min, max: Math.max(max, min + (min < 50_000 ? 1000 : 5000)) };
}

/** Hammer price for a sold lot: usually above the lower guide, occasionally well above. */
export function hammerPrice(rng: Rng, guideMin: number): number {
  const uplift = rng.chance(0.12) ? rng.range(1.35, 1.9) : rng.range(0.97, 1.35);
  const value = guideMin * uplift;
  const step = value < 100_000 ? 500 : 1000;
  return Math.round(value / step) * step;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
