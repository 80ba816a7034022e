import type { Queryable } from '#server/db/db.server';
import type { PlaceSuggestion } from '#schema/place';
import type { SoldSearchOffers } from '#shared/payloads/area-data';
import { hrefWith } from '#shared/links/href-with';
import { countedSoldOffer } from './sold-offer.server';
import { titled } from './sold-street-elsewhere.server';
import { streetWrittenOut } from '#schema/street-endings';

/** A street and the place a comma parts from it ("high street, yrok"). */
export interface StreetCommaPlace {
  street: string;
  place: string;
}

/**
 * "high street, yrok": the street and the place a comma parts, when both are said (the search box
 * went to the street in the place had the place been one). Null otherwise.
 */
export function streetCommaPlace(search: string): StreetCommaPlace | null {
  const comma = search.lastIndexOf(',');
  const [street, place] = [search.slice(0, comma).trim(), search.slice(comma + 1).trim()];
  return comma > 0 && street && place ? { street, place } : null;
}

/** A place's name as an offer says it: "York, North Yorkshire". */
const placeName = (p: PlaceSuggestion) => (p.context ? `${p.label}, ${p.context}` : p.label);

/**
 * The places a misspelt town after a comma may mean, each with the street, counted as the other
 * offers are ("High Street in York, North Yorkshire (120 sales)", "high st" written out), those
 * with sales; when the street has none in any of them, the places alone, counted (`streetFound`
 * false). One count per place, cached as every sold-price figure.
 */
export async function streetInPlacesMeant(
  db: Queryable,
  { street }: StreetCommaPlace,
  places: readonly PlaceSuggestion[],
  pageSearch: string,
): Promise<{ offers: SoldSearchOffers['offers']; streetFound: boolean }> {
  const offer = (p: PlaceSuggestion, search: string | null, label: string) =>
    countedSoldOffer(
      db,
      hrefWith({ pathname: '', search: pageSearch }, { search, location: p.value, page: null }),
      p.label,
    ).then((o) => ({ ...o, label }));
  const onStreet = await Promise.all(
    places.map((p) => offer(p, street, `${titled(streetWrittenOut(street))} in ${placeName(p)}`)),
  );
  const found = onStreet.filter((o) => o.count > 0);
  if (found.length) return { offers: found, streetFound: true };
  const alone = await Promise.all(places.map((p) => offer(p, null, placeName(p))));
  return { offers: alone.filter((o) => o.count > 0), streetFound: false };
}
