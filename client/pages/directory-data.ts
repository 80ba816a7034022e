import type { CmsModalData } from '#client/components/cms-modal';
import type { AuctionHouseCardData, LotRecord, PropertyCardData } from '#schema/entities';
import type { LoadedDetailSection } from '#schema/detail-layout';
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
  lot: LotRecord;
  /** The lot page's detail sections in the editors' order (invalid ones already left out). */
  details: LoadedDetailSection[];
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
