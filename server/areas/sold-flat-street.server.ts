import type { Queryable } from '#server/db/db.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import type { SoldPricesData } from '#shared/payloads/area-data';
import { hrefWith } from '#shared/links/href-with';
import { soldSearchWords } from '#shared/format/sold-search-words';
import { streetWrittenOut } from '#schema/street-endings';
import { countedSoldOffer } from './sold-offer.server';
import { numberedStreet, streetText, type FlatOnStreet } from './sold-price-where';
import { titled } from './sold-street-elsewhere.server';
import { floorFlatSaon } from '#schema/said-flat-number';

/**
 * "Flat 4", "Apartment 12B", "Flat A": a flat's number as an address writes it; a flat by its
 * floor as a sentence says it ("the ground floor flat").
 */
function flatWritten(flat: string): string {
  const floor = floorFlatSaon(flat);
  if (floor) return `the ${floor.toLowerCase()}`;
  return flat
    .toLowerCase()
    .replace(/^[a-z]/, (c) => c.toUpperCase())
    .replace(/[a-h]$/, (c) => c.toUpperCase());
}

/**
 * A search for one flat on its street ("flat 4 high street" in York, "flat 4, 12 high street"):
 * the flat as written, its house ("12", "Mill Heights") and street as the addresses write them,
 * and the searches without the flat (the house's, when a number was said, then the street's),
 * each with the page's other filters, counted, those that find sales: "All sales on High Street,
 * York". Null for a search that says no flat with a street, or when neither search finds a sale
 * (then the words are read as any other, and the empty page says why).
 */
export async function flatStreetOffers(
  db: Queryable,
  query: SoldPriceQuery,
  /** The flat and street the search says (`flatOnStreet`), or null. */
  said: FlatOnStreet | null,
  pageSearch: string,
  place: string | null,
): Promise<SoldPricesData['flatOnStreet'] | null> {
  if (!said) return null;
  const numbered = numberedStreet(said.address);
  const street = titled(streetWrittenOut(streetText(numbered?.street ?? said.address)));
  const house = numbered?.number ?? (said.building ? titled(said.building) : undefined);
  // "All sales on High Street, York", or "Sales on High Street, York, leasehold": the page's
  // other filters, kept by the link, said.
  const others = soldSearchWords({ ...query, search: undefined });
  const where = `${place && query.location ? `, ${place}` : ''}${others.map((w) => `, ${w}`).join('')}`;
  const all = others.length ? 'Sales' : 'All sales';
  // A numbered house is searched as the street is ("12 high street"); a building's name is not.
  const searches = [
    ...(numbered
      ? [{ search: said.address, label: `${all} at ${numbered.number} ${street}${where}` }]
      : []),
    { search: numbered?.street ?? said.address, label: `${all} on ${street}${where}` },
  ];
  const offers = await Promise.all(
    searches.map(async ({ search, label }) => ({
      ...(await countedSoldOffer(
        db,
        hrefWith({ pathname: '', search: pageSearch }, { search, page: null }),
        place,
      )),
      label,
    })),
  );
  const finding = offers.filter((o) => o.count > 0);
  return finding.length
    ? { flat: flatWritten(said.flat), ...(house ? { house } : {}), street, place, offers: finding }
    : null;
}
