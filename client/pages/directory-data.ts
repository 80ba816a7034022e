import type { AuctionHouseCardData, LotRecord, PropertyCardData } from '#schema/entities';
import type { DetailSection } from '#schema/detail-layout';
import type { ListingQuery } from '#schema/listing-query';
import type { PageMeta } from '#client/routes/route-table';

export interface ListingsData {
  query: ListingQuery;
  items: PropertyCardData[];
  total: number;
}

export interface ListingData {
  meta: PageMeta;
  lot: LotRecord;
  /** The lot page's detail sections in the editors' order (invalid ones already left out). */
  details: DetailSection[];
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
