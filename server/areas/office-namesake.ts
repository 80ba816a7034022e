/**
 * Which of the towns of one name an office address means: "…, Newport NP20 4AB" is in Wales,
 * "…, Newport, Isle of Wight" is not. Pure, so the choice is tested without a database; the
 * postcodes it reads come from the `postcodes` table (office-town.server.ts).
 */

import { placeKey, type PlaceEntry } from './place-match';
import { areaLettersOf, parsePostcodeText } from './postcode-text';

/** A postcode district or area we hold: the town it is tied to, and its centre. */
export type HeldPostcode = {
  slug: string;
  location_slug: string | null;
  lat: number | null;
  lng: number | null;
};

/**
 * The postcode an address ends with ("… PR2 7RX", or a district alone, "… PR2"): its district and
 * area slugs, and the address before it.
 */
export function addressPostcode(
  address: string,
): { district: string; area: string; before: string } | null {
  const words = address.trim().split(/\s+/);
  for (const size of [2, 1]) {
    const pc = parsePostcodeText(words.slice(-size).join(' ').replace(/,/g, ''));
    const district = pc?.kind === 'unit' ? pc.district : pc?.kind === 'district' ? pc.slug : null;
    if (district)
      return { district, area: areaLettersOf(district), before: words.slice(0, -size).join(' ') };
  }
  return null;
}

const flatDistance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/**
 * The slug of the town of `towns` (namesakes, all of one name) that `address` is in, or null when
 * the address does not say. In order:
 * - its postcode district is held, tied to one of them (PR2: Preston, Lancashire);
 * - it names the county of one of them ("…, Newport, Isle of Wight");
 * - the nearest of them to its postcode's district, else its area (PO30, not held: the PO area's
 *   centre, by Portsmouth, is nearer Newport on the Isle of Wight than any other Newport).
 */
export function namesakeOfAddress(
  address: string,
  towns: readonly PlaceEntry[],
  held: ReadonlyMap<string, HeldPostcode>,
): string | null {
  const postcode = addressPostcode(address);
  const district = postcode ? held.get(postcode.district) : undefined;
  const tied = towns.find((t) => t.slug === district?.location_slug);
  if (tied) return tied.slug;
  const parts = new Set((postcode?.before ?? address).split(',').map(placeKey));
  const byCounty = towns.filter((t) => t.parentName && parts.has(placeKey(t.parentName)));
  if (byCounty.length === 1) return byCounty[0]!.slug;
  const centre = [district, postcode && held.get(postcode.area)].find(
    (p): p is HeldPostcode & { lat: number; lng: number } => p?.lat != null && p.lng != null,
  );
  if (!centre) return null;
  const placed = towns.filter(
    (t): t is PlaceEntry & { lat: number; lng: number } => t.lat != null && t.lng != null,
  );
  placed.sort((a, b) => flatDistance(centre, a) - flatDistance(centre, b));
  return placed[0]?.slug ?? null;
}
