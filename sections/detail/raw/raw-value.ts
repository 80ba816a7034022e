import { DASH, formatDate, formatMoney } from '#shared/format/format';

/** Fields the page header, price box, gallery, description and history already show. */
export const SHOWN_ELSEWHERE = new Set([
  'title',
  'description',
  'history',
  'image_urls',
  'lot_status',
  'location',
  'guide_price_min',
  'guide_price_max',
  'sold_price',
  'legal_pack_url',
  'auction_house',
  // The auction's phase, not the lot's: a withdrawn lot read "Sale phase: bidding open" here. The
  // status badge says both together.
  'sale_phase',
  // The location link's address, not a fact: the location is shown by name.
  'location_slug',
  // What the status badge and the history say already, as stored: "Sold when: before" (sold
  // prior), and "Result at" the closing time of a lot that has no result yet (decision 152).
  'sold_when',
  'result_at',
]);

/** `postcode_district` → 'Postcode district'; `lat` → 'Latitude'. */
export function fieldName(key: string): string {
  const words: Record<string, string> = { lat: 'Latitude', lng: 'Longitude', id: 'ID' };
  if (words[key]) return words[key];
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type Scalar = string | number | boolean;
export const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
export const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A scalar as a person reads it, by what its field name says it holds. */
export function scalarText(key: string, value: Scalar): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/price/.test(key)) return formatMoney(value);
    if (key === 'lat' || key === 'lng') return value.toFixed(5);
    return String(value);
  }
  if (/(^date|_date|_at)$/.test(key)) return formatDate(value, 'long');
  // Stored in lower case as the postcode pages' addresses ("sa7"); written as a postcode is.
  if (key === 'postcode_district') return value.toUpperCase();
  return value === '' ? DASH : value;
}
