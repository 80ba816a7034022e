/**
 * HM Land Registry Price Paid Data, as published (pp-complete.csv, pp-YYYY.csv, pp-monthly-update.csv):
 * no header, 16 columns, every field double-quoted, one transaction per line.
 */
export const PPD_COLUMNS = [
  'transaction id',
  'price',
  'date of transfer',
  'postcode',
  'property type',
  'old/new',
  'duration',
  'PAON',
  'SAON',
  'street',
  'locality',
  'town/city',
  'district',
  'county',
  'PPD category type',
  'record status',
] as const;

export const PPD_COLUMN_COUNT = PPD_COLUMNS.length;

/** D detached, S semi-detached, T terraced, F flat/maisonette, O other. */
export const PROPERTY_TYPES = ['D', 'S', 'T', 'F', 'O'] as const;
/** Y a newly built property, N an established one. */
export const OLD_NEW = ['Y', 'N'] as const;
/** F freehold, L leasehold, U unknown (older records). */
export const DURATIONS = ['F', 'L', 'U'] as const;
/** A standard price paid entry, B additional (repossessions, buy-to-let, non-private buyers…). */
export const PPD_CATEGORIES = ['A', 'B'] as const;
/** A addition, C change to an earlier record, D deletion of an earlier record. */
export const RECORD_STATUSES = ['A', 'C', 'D'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type OldNew = (typeof OLD_NEW)[number];
export type Duration = (typeof DURATIONS)[number];
export type PpdCategory = (typeof PPD_CATEGORIES)[number];
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** One transaction, shaped like a `sold_house_prices` row. */
export interface PpdRecord {
  /** `{8-4-4-4-12}` hexadecimal GUID in braces, upper case. */
  transactionId: string;
  /** Whole pounds. */
  price: number;
  /** `YYYY-MM-DD`. */
  dateOfTransfer: string;
  /** Normalised (`SW1A 1AA`), or null where the register has none. */
  postcode: string | null;
  propertyType: PropertyType;
  oldNew: OldNew;
  duration: Duration;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  townCity: string | null;
  district: string | null;
  county: string | null;
  ppdCategory: PpdCategory;
}

/** A line the importer skipped, with its 1-based line number in the file and why. */
export interface PpdRowError {
  line: number;
  reason: string;
  /** The start of the offending line, for the report. */
  text: string;
}

/** What one good line asks for: A and C both upsert the full record, D deletes by id. */
export type PpdOperation =
  { status: 'A' | 'C'; record: PpdRecord } | { status: 'D'; transactionId: string };

/** The stored columns of `sold_house_prices`, in insert order (importer, seed and benchmark share it). */
export const SOLD_PRICE_COLUMNS = [
  'transaction_id',
  'price',
  'date_of_transfer',
  'postcode',
  'property_type',
  'old_new',
  'duration',
  'paon',
  'saon',
  'street',
  'locality',
  'town_city',
  'district',
  'county',
  'ppd_category',
] as const;
