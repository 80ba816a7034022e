/** The address columns of a Price Paid record (upper case, as HM Land Registry publishes them). */
export interface SaleAddressParts {
  saon: string | null;
  paon: string | null;
  street: string | null;
}

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s\-'/])\p{L}/gu, (m) => m.toUpperCase());

/**
 * A sale's address line from Price Paid's columns: `Flat 2, 14 Brudenell Road`, or `Oak Lodge,
 * Brudenell Road` when the house has a name. The flat (SAON) comes first, so two flats of one
 * block never read as one address.
 */
export function saleAddressLine(r: SaleAddressParts): string {
  const line = [r.paon, r.street].filter(Boolean).join(r.paon && /\d/.test(r.paon) ? ' ' : ', ');
  return [r.saon, line]
    .filter((p): p is string => Boolean(p?.trim()))
    .map(titleCase)
    .join(', ');
}
