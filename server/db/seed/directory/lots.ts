import type { AuctionHouse } from './auction-houses';
import { lotClosingTime, type Auction } from './auctions';
import { distanceKm } from './counties';
import { DAY_MS, addDays, addMinutes, isoDate } from './dates';
import { LOT_IMAGE_VARIANTS, lotImageKind, lotImagePath, mediaUrl } from './images';
import { catalogueWords, lotDescription, lotTitle } from './lot-text';
import { guidePrice, hammerPrice, lotMarketValue, roundGuide } from './price-model';
import type { Rng } from './prng';
import type { CountryCode } from './regions';
import type { PostcodeBook, PostcodeDistrict, PostcodeUnit } from './postcodes';
import { buildingName } from './streets';
import { townAndCounty } from '#schema/place';
import {
  CATEGORY_OF,
  type AuctionMethod,
  type LotHistoryEntry,
  type LotPropertyType,
  type LotStatus,
  type Tenure,
} from './vocabulary';

export interface Lot {
  /** Index into the auctions array. */
  auctionIndex: number;
  house: AuctionHouse;
  title: string;
  description: string;
  lotNumber: string;
  status: LotStatus | null;
  propertyType: LotPropertyType;
  tenure: Tenure;
  bedrooms: number | null;
  address: string;
  /** `Camden Town, Greater London`. */
  location: string;
  locationSlug: string;
  postcode: string;
  /** Lower-case outward code, matching `postcodes.slug` and sold_house_prices.postcode_district. */
  postcodeDistrict: string;
  lat: number;
  lng: number;
  guideMin: number;
  guideMax: number | null;
  soldPrice: number | null;
  method: AuctionMethod;
  auctionDate: Date;
  auctionEndDate: Date | null;
  imageUrls: string[];
  /** Served as a generated PDF at legalPackPath(id) (server/http/legal-pack.server.ts). */
  hasLegalPack: boolean;
  history: LotHistoryEntry[];
  createdAt: Date;
  updatedAt: Date;
}

const TYPE_WEIGHTS: [LotPropertyType, number][] = [
  ['Terraced house', 26],
  ['Semi-detached house', 12],
  ['Detached house', 6],
  ['Bungalow', 4],
  ['Flat', 22],
  ['Maisonette', 3],
  ['Land', 6],
  ['Development site', 3],
  ['Commercial', 8],
  ['Mixed use', 5],
  ['Garage', 2],
];

const LONDON_TYPE_FACTOR: Partial<Record<LotPropertyType, number>> = {
  Flat: 1.8,
  Maisonette: 1.5,
  'Detached house': 0.3,
  Bungalow: 0.15,
  'Semi-detached house': 0.6,
  Land: 0.4,
};

const BEDROOMS: Partial<Record<LotPropertyType, [number, number][]>> = {
  'Terraced house': [
    [2, 30],
    [3, 50],
    [4, 15],
    [5, 5],
  ],
  'Semi-detached house': [
    [2, 15],
    [3, 60],
    [4, 22],
    [5, 3],
  ],
  'Detached house': [
    [3, 30],
    [4, 45],
    [5, 20],
    [6, 5],
  ],
  Bungalow: [
    [1, 10],
    [2, 55],
    [3, 35],
  ],
  Flat: [
    [0, 8],
    [1, 40],
    [2, 42],
    [3, 10],
  ],
  Maisonette: [
    [1, 25],
    [2, 55],
    [3, 20],
  ],
  'Mixed use': [
    [1, 40],
    [2, 45],
    [3, 15],
  ],
};

function tenureFor(rng: Rng, type: LotPropertyType, country: CountryCode): Tenure {
  // Scotland has no freehold, and no residential leasehold: property is held outright.
  if (country === 'SCT') return 'Heritable';
  switch (type) {
    case 'Flat':
    case 'Maisonette':
      return rng.chance(0.82) ? 'Leasehold' : 'Share of freehold';
    case 'Commercial':
      return rng.chance(0.75) ? 'Freehold' : 'Leasehold';
    case 'Mixed use':
      return rng.chance(0.9) ? 'Freehold' : 'Leasehold';
    case 'Garage':
      return rng.chance(0.7) ? 'Freehold' : 'Leasehold';
    case 'Land':
    case 'Development site':
      return 'Freehold';
    default:
      return rng.chance(0.97) ? 'Freehold' : 'Leasehold';
  }
}

const TENANTED_RATE: Partial<Record<LotPropertyType, number>> = {
  Commercial: 0.35,
  'Mixed use': 0.6,
  Garage: 0.2,
  Land: 0,
  'Development site': 0,
};

interface Candidate {
  district: PostcodeDistrict;
  weight: number;
}

function candidatesFor(house: AuctionHouse, postcodes: PostcodeBook): Candidate[] {
  const list: Candidate[] = [];
  for (const district of postcodes.districts) {
    if (!house.regionsCovered.includes(district.town.region)) continue;
    const km = distanceKm(house.home.lat, house.home.lng, district.lat, district.lng);
    const near = house.national ? 1 : Math.exp(-km / 70) + 0.03;
    list.push({ district, weight: near * (district.town.region === 'London' ? 0.6 : 1) });
  }
  if (list.length === 0) throw new Error(`No districts in the regions of ${house.name}`);
  return list;
}

function addressLine(
  rng: Rng,
  type: LotPropertyType,
  unit: PostcodeUnit,
  district: PostcodeDistrict,
): string {
  const number = rng.int(unit.numberFrom, unit.numberTo);
  const street = unit.street;
  let line: string;
  switch (type) {
    case 'Flat':
    case 'Maisonette':
      line = rng.chance(0.4)
        ? `Flat ${rng.int(1, 36)}, ${buildingName(rng)}, ${street}`
        : `Flat ${rng.pick(['A', 'B', '1', '2', '3', '4'])}, ${number} ${street}`;
      break;
    case 'Land':
      line = rng.chance(0.5) ? `Land adjacent to ${number} ${street}` : `Land at ${street}`;
      break;
    case 'Development site':
      line = `Site at ${street}`;
      break;
    case 'Garage':
      line = rng.chance(0.5) ? `Garages rear of ${number} ${street}` : `Garage site, ${street}`;
      break;
    default:
      line = `${number} ${street}`;
  }
  const town = district.town;
  const postTown = town.major!.postTown;
  return postTown === town.name ? `${line}, ${town.name}` : `${line}, ${town.name}, ${postTown}`;
}

const dayOf = (d: Date) => Math.floor(d.getTime() / DAY_MS);

/**
 * A whole-day date at least `minDays` after `after`, at most `maxDays` after it and no later than
 * `latest`; when that window is empty, `latest` itself (but never before `after`).
 */
function dateAfter(
  rng: Rng,
  after: Date,
  minDays: number,
  latest: Date,
  maxDays = Number.POSITIVE_INFINITY,
): Date {
  const from = dayOf(after) + minDays;
  const to = Math.min(dayOf(latest), dayOf(after) + maxDays);
  if (to <= from) return to < dayOf(after) ? after : latest;
  return addDays(after, minDays + rng.int(0, to - from));
}

interface Outcome {
  status: LotStatus | null;
  /** `sold_after`: unsold under the hammer, sold to a buyer the house found after the sale. */
  event: 'sold' | 'sold_prior' | 'sold_after' | 'unsold' | 'withdrawn' | 'postponed' | null;
}

/**
 * A lot's stored result as of the reference date. Upcoming lots store no result (the page derives
 * "Available" from the date); closed ones have one, except in the last few days, when some
 * results are still awaited.
 */
function outcomeFor(rng: Rng, started: boolean, closed: boolean, closedDaysAgo: number): Outcome {
  const r = rng.float();
  if (!started) {
    if (r < 0.04) return { status: 'Withdrawn', event: 'withdrawn' };
    if (r < 0.07) return { status: 'Sold', event: 'sold_prior' };
    if (r < 0.09) return { status: 'Postponed', event: 'postponed' };
    if (r < 0.66) return { status: 'Available', event: null };
    return { status: null, event: null };
  }
  if (!closed) {
    if (r < 0.04) return { status: 'Withdrawn', event: 'withdrawn' };
    if (r < 0.74) return { status: 'Available', event: null };
    return { status: null, event: null };
  }
  if (r < 0.56) return { status: 'Sold', event: 'sold' };
  if (r < 0.61) return { status: 'Sold', event: 'sold_prior' };
  if (r < 0.65) return { status: 'Sold', event: 'sold_after' };
  if (r < 0.84) return { status: 'Unsold', event: 'unsold' };
  if (r < 0.93) return { status: 'Withdrawn', event: 'withdrawn' };
  if (closedDaysAgo > RESULTS_AWAITED_DAYS) return { status: 'Unsold', event: 'unsold' };
  return { status: null, event: null };
}

/** The most days after an auction a lot unsold under the hammer is seeded as sold after it. */
const POST_AUCTION_SALE_DAYS = 21;

/** How long after a sale closes some results are still unpublished. */
const RESULTS_AWAITED_DAYS = 4;

export function buildLots(
  rng: Rng,
  auctions: readonly Auction[],
  postcodes: PostcodeBook,
  reference: Date,
): Lot[] {
  const candidates = new Map<AuctionHouse, Candidate[]>();
  const lots: Lot[] = [];
  auctions.forEach((auction, auctionIndex) => {
    const house = auction.house;
    let pool = candidates.get(house);
    if (!pool) {
      pool = candidatesFor(house, postcodes);
      candidates.set(house, pool);
    }
    const weights = pool.map((c) => c.weight);
    const r = rng.fork(`lots:${auctionIndex}`);
    for (let n = 1; n <= auction.lotCount; n++) {
      const district = r.weighted(pool, weights).district;
      const town = district.town;
      const unit = r.pick(district.units);
      const sector = district.sectors.find((s) => s.digit === unit.sector)!;
      const typeWeights = TYPE_WEIGHTS.filter(([t]) =>
        house.typeOfProperties.includes(CATEGORY_OF[t]),
      ).map(
        ([t, w]) => [t, w * (town.region === 'London' ? (LONDON_TYPE_FACTOR[t] ?? 1) : 1)] as const,
      );
      const type = r.weightedEntry(typeWeights);
      const bedroomTable = BEDROOMS[type];
      const bedrooms = bedroomTable ? r.weightedEntry(bedroomTable) : null;
      const tenure = tenureFor(r, type, town.country);
      const tenanted = r.chance(TENANTED_RATE[type] ?? 0.3);
      const needsWork = !tenanted && r.chance(0.4);

      const value = lotMarketValue(r, {
        region: town.region,
        townFactor: town.major!.priceFactor,
        type,
        bedrooms,
      });
      const guide = guidePrice(r, value * (needsWork ? 0.8 : 1));
      const rent = tenanted
        ? Math.round(
            (value * (type === 'Commercial' ? r.range(0.06, 0.09) : r.range(0.045, 0.075))) / 100,
          ) * 100
        : null;

      const textInput = {
        type,
        bedrooms,
        tenure,
        street: unit.street,
        town,
        method: auction.method,
        tenanted,
        rent,
        needsWork,
        words: catalogueWords(r.fork(`words:${n}`), { type, bedrooms, tenanted, town }),
      };
      const { title, detail } = lotTitle(r, textInput);
      const description = lotDescription(r, textInput, detail);

      const closing = lotClosingTime(auction, n) ?? auction.start;
      const started = auction.start.getTime() <= reference.getTime();
      const closed = closing.getTime() <= reference.getTime();
      const outcome = outcomeFor(
        r,
        started,
        closed,
        (reference.getTime() - closing.getTime()) / 86_400_000,
      );

      // History, oldest first; nothing is dated after the reference date.
      const latest = addDays(reference, -1);
      const listedLead = auction.method === 'Modern' ? r.int(0, 5) : r.int(21, 49);
      let listed = addDays(auction.start, -listedLead);
      if (listed > latest) listed = addDays(latest, -r.int(0, 6));
      const beforeSale = new Date(Math.min(addDays(auction.start, -1).getTime(), latest.getTime()));
      const history: LotHistoryEntry[] = [];
      const initialGuide = r.chance(0.3)
        ? roundGuide(guide.min * r.pick([0.85, 0.9, 1.1, 1.15]))
        : guide.min;
      history.push({ date: isoDate(listed), event: 'listed', price: initialGuide });
      let last = listed;
      if (initialGuide !== guide.min) {
        last = dateAfter(r, listed, 3, beforeSale);
        history.push({ date: isoDate(last), event: 'guide_changed', price: guide.min });
      }
      let soldPrice: number | null = null;
      let updatedAt = addMinutes(last, 9 * 60);
      switch (outcome.event) {
        case 'sold':
          soldPrice = hammerPrice(r, guide.min);
          history.push({ date: isoDate(closing), event: 'sold', price: soldPrice });
          updatedAt = closing;
          break;
        case 'unsold':
          history.push({ date: isoDate(closing), event: 'unsold' });
          updatedAt = closing;
          break;
        case 'sold_after': {
          // Its own stream, so the lots after it draw as they did before post-auction sales.
          const after = r.fork(`sold-after:${auctionIndex}:${n}`);
          // Agreed within weeks of the sale, as post-auction sales are: one months later is a
          // private sale, and counted in the auction's results it raised its sold rate.
          const when = dateAfter(after, closing, 1, latest, POST_AUCTION_SALE_DAYS);
          soldPrice = Math.round((guide.min * after.range(0.88, 1.02)) / 1000) * 1000;
          history.push({ date: isoDate(closing), event: 'unsold' });
          history.push({ date: isoDate(when), event: 'sold', price: soldPrice });
          updatedAt = addMinutes(when, 11 * 60);
          break;
        }
        case 'sold_prior':
        case 'postponed':
        case 'withdrawn': {
          const when = dateAfter(r, last, 1, beforeSale);
          if (outcome.event === 'sold_prior') {
            soldPrice = Math.round((guide.min * r.range(1, 1.25)) / 1000) * 1000;
            history.push({ date: isoDate(when), event: 'sold_prior', price: soldPrice });
          } else {
            history.push({ date: isoDate(when), event: outcome.event });
          }
          updatedAt = addMinutes(when, 14 * 60);
          break;
        }
        case null:
          break;
      }

      const kind = lotImageKind(type);
      const imageUrls = r.chance(0.08)
        ? []
        : r
            .sample([1, 2, 3, 4, 5].slice(0, LOT_IMAGE_VARIANTS), r.int(1, 5))
            .map((v) => mediaUrl(lotImagePath(kind, v)));

      lots.push({
        auctionIndex,
        house,
        title,
        description,
        lotNumber: String(n),
        status: outcome.status,
        propertyType: type,
        tenure,
        bedrooms,
        address: addressLine(r, type, unit, district),
        location: townAndCounty(town.name, town.county.name),
        locationSlug: town.slug,
        postcode: unit.postcode,
        postcodeDistrict: district.slug,
        lat: Math.round((sector.lat + r.range(-0.002, 0.002)) * 1e6) / 1e6,
        lng: Math.round((sector.lng + r.range(-0.003, 0.003)) * 1e6) / 1e6,
        guideMin: guide.min,
        guideMax: guide.max,
        soldPrice,
        method: auction.method,
        auctionDate: auction.start,
        auctionEndDate: lotClosingTime(auction, n),
        imageUrls,
        hasLegalPack: r.chance(0.85),
        history,
        createdAt: addMinutes(listed, 9 * 60),
        updatedAt,
      });
    }
  });
  return lots;
}
