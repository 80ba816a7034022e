import type { CmsModalData } from '#client/components/cms-modal';
import type { AuctionHouseCardData, PropertyCardData } from '#schema/entities';
import type { ListingQuery, PlaceCentre } from '#schema/listing-query';
import type { PageMeta } from '#client/routes/route-table';

export interface ListingsData {
  query: ListingQuery;
  /** The place a radius search is centred on; null when there is none or it is not known. */
  centre: PlaceCentre | null;
  items: PropertyCardData[];
  total: number;
  /** The map view is for signed-in visitors; others get the map-access modal (null: built-in text). */
  mapAccess: { allowed: true } | { allowed: false; modal: CmsModalData | null };
}

export interface ListingData {
  meta: PageMeta;
  lot: PropertyCardData & {
    description: string | null;
    address: string | null;
    postcode: string | null;
    bedrooms: number | null;
    tenure: string | null;
    lot_number: string | null;
    legal_pack_url: string | null;
    guide_price_max: number | null;
    history: Array<{ date?: string; event?: string; price?: number | null }>;
    lat: number | null;
    lng: number | null;
  };
}

export interface AuctioneersData {
  search: string;
  page: number;
  items: AuctionHouseCardData[];
  total: number;
}

export interface AuctioneerData {
  meta: PageMeta;
  house: AuctionHouseCardData & {
    description: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
    address: string | null;
    lots: PropertyCardData[];
  };
}
