import { soldWhenLabel } from './sold-when';
import type { AuctionHouseCardData, PropertyCardData } from './entities';
import type { ArticleSummary } from './article';
import { lotStatusKey } from './lot-status';
import { isWholeLondonDay } from './london-time';
import { noneOffered, nothingLeftToBid, type LotResultCounts } from './auction-results';

/**
 * schema.org JSON-LD for the document head. Loaders build it (they know the record and the
 * public URL); the document renders it with `scriptSafeJson`. Missing values are left out, never null.
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** The site as a publisher: the absolute base URL (PUBLIC_URL) and its name. */
export interface Site {
  url: string;
  name: string;
}

const CONTEXT = 'https://schema.org' as const;

/** `/media/a.svg` → `https://site/media/a.svg`; absolute http(s) URLs stay as they are. */
export function absoluteUrl(base: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`;
}

/** Drops null, undefined, empty strings and empty lists, so the output never claims a blank value. */
function present<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  ) as Partial<T>;
}

export interface Crumb {
  name: string;
  /** Site path (`/locations/england`). */
  path: string;
}

export function breadcrumbListJsonLd(site: Site, crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(site.url, c.path),
    })),
  };
}

export type ListingJsonLdInput = PropertyCardData & {
  description?: string | null;
  address?: string | null;
  postcode?: string | null;
  guide_price_max?: number | null;
  lat?: number | null;
  lng?: number | null;
};

/** Only a lot still ahead of its auction is in stock; the status comes derived from the graph. */
const AVAILABILITY: Record<string, string> = {
  available: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  withdrawn: 'https://schema.org/Discontinued',
};

function lotOffer(site: Site, lot: ListingJsonLdInput) {
  const sold = lot.sold_price !== null && lot.sold_price !== undefined;
  const price = sold ? lot.sold_price : lot.guide_price_min;
  if (price === null || price === undefined) return undefined;
  const status = lotStatusKey(lot.lot_status);
  return present({
    '@type': 'Offer',
    price,
    priceCurrency: 'GBP',
    availability: AVAILABILITY[status] ?? 'https://schema.org/OutOfStock',
    // A price agreed before or after the auction is no hammer price: said as the badge says it.
    description: soldWhenLabel(lot.lot_status, lot.sold_when),
    priceSpecification:
      !sold && lot.guide_price_max
        ? {
            '@type': 'PriceSpecification',
            minPrice: lot.guide_price_min,
            maxPrice: lot.guide_price_max,
            priceCurrency: 'GBP',
          }
        : undefined,
    seller: lot.auction_house
      ? {
          '@type': 'Organization',
          name: lot.auction_house.name,
          url: absoluteUrl(site.url, `/auctioneers/${lot.auction_house.id}`),
        }
      : undefined,
  });
}

/**
 * A lot's place as a postal address reads it: "Leeds, West Yorkshire" is the town in
 * addressLocality and the county in addressRegion (both in one field read as one town).
 */
function placeParts(location: string | null | undefined) {
  if (!location) return {};
  const cut = location.lastIndexOf(', ');
  if (cut < 0) return { addressLocality: location };
  return { addressLocality: location.slice(0, cut), addressRegion: location.slice(cut + 2) };
}

/** A lot's page: RealEstateListing with its place, photos and guide (or sold) price. */
export function realEstateListingJsonLd(site: Site, lot: ListingJsonLdInput): JsonLd {
  const hasGeo = typeof lot.lat === 'number' && typeof lot.lng === 'number';
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    ...present({
      name: lot.title,
      description: lot.description,
      url: absoluteUrl(site.url, `/listings/${lot.id}`),
      image: lot.image_urls.map((src) => absoluteUrl(site.url, src)),
      offers: lotOffer(site, lot),
      contentLocation: present({
        '@type': 'Place',
        name: lot.location,
        address: present({
          '@type': 'PostalAddress',
          streetAddress: lot.address,
          postalCode: lot.postcode,
          ...placeParts(lot.location),
          addressCountry: 'GB',
        }),
        geo: hasGeo
          ? { '@type': 'GeoCoordinates', latitude: lot.lat, longitude: lot.lng }
          : undefined,
      }),
    }),
  };
}

export type OrganizationJsonLdInput = Pick<
  AuctionHouseCardData,
  'id' | 'name' | 'logo' | 'regions_covered'
> & {
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  address?: string | null;
};

/** An auction house's page. */
export function organizationJsonLd(site: Site, house: OrganizationJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    ...present({
      name: house.name,
      url: absoluteUrl(site.url, `/auctioneers/${house.id}`),
      logo: house.logo ? absoluteUrl(site.url, house.logo) : undefined,
      description: house.description,
      telephone: house.phone,
      email: house.email,
      address: house.address,
      areaServed: house.regions_covered,
      sameAs: house.website && /^https?:\/\//i.test(house.website) ? [house.website] : undefined,
    }),
  };
}

export type ArticleJsonLdInput = ArticleSummary & { updated_at?: string | null };

export function articleJsonLd(site: Site, article: ArticleJsonLdInput): JsonLd {
  const url = absoluteUrl(site.url, `/articles/${article.slug}`);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    ...present({
      headline: article.title,
      description: article.excerpt,
      url,
      mainEntityOfPage: url,
      image: article.cover_image ? [absoluteUrl(site.url, article.cover_image)] : undefined,
      datePublished: article.published_at,
      dateModified: article.updated_at,
      articleSection: article.category,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: site.name, url: site.url },
    }),
  };
}

export interface AuctionEventJsonLdInput {
  id: number;
  title: string;
  auction_date: string;
  auction_end_date: string | null;
  venue: string | null;
  /** The auction is online (no venue, or the venue "Online"). */
  online: boolean;
  house: { id: number; name: string };
  /** Its lots' counts and whether it has closed: an event with nothing left to bid on says so. */
  figures?: LotResultCounts;
  ended?: boolean;
}

const EVENT_SCHEDULED = 'https://schema.org/EventScheduled';
const EVENT_POSTPONED = 'https://schema.org/EventPostponed';

/**
 * What the event claims of itself (decision 068): scheduled, unless it has lots and none left to
 * bid on, or none was offered (every lot withdrawn or postponed, before or after its date). Then
 * postponed when every lot was postponed (the sale of them moved), else no status at all:
 * withdrawn lots or sales before the auction do not make the event cancelled (the house may still
 * hold it, and list more lots), but "scheduled" promised a sale a buyer could take part in.
 */
function eventStatusOf(a: AuctionEventJsonLdInput): string | undefined {
  const f = a.figures;
  if (!f || f.lots === 0) return EVENT_SCHEDULED;
  if (f.postponed === f.lots) return EVENT_POSTPONED;
  // Nothing went under the hammer: not a sale that took place, even once its date has passed.
  return noneOffered(f) || nothingLeftToBid(f, a.ended ?? false) ? undefined : EVENT_SCHEDULED;
}

/** An event's date: the instant, or the day alone when the feed gave no time (`isWholeLondonDay`). */
const eventDate = (iso: string | null) =>
  iso !== null && isWholeLondonDay(iso) ? iso.slice(0, 10) : iso;

/**
 * An auction's page: a schema.org `Event`, online (a `VirtualLocation`, the auction's page) or in a
 * room (a `Place` named by its venue), organised by its auction house.
 */
export function auctionEventJsonLd(site: Site, auction: AuctionEventJsonLdInput): JsonLd {
  const url = absoluteUrl(site.url, `/auctions/${auction.id}`);
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    ...present({
      name: auction.title,
      url,
      startDate: eventDate(auction.auction_date),
      endDate: eventDate(auction.auction_end_date),
      eventStatus: eventStatusOf(auction),
      eventAttendanceMode: auction.online
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
      location: auction.online
        ? { '@type': 'VirtualLocation', url }
        : { '@type': 'Place', name: auction.venue, address: auction.venue },
      organizer: {
        '@type': 'Organization',
        name: auction.house.name,
        url: absoluteUrl(site.url, `/auctioneers/${auction.house.id}`),
      },
    }),
  };
}
