import type { Queryable } from '#server/db/db.server';
import { hrefWith } from '#shared/links/href-with';
import { endsAsStreet } from '#schema/street-endings';
import { placeNameCase } from './price-paid-place.server';
import { countedSoldOffer, type SoldOffer } from './sold-offer.server';
import { matchingStreetNames } from './street-names.server';
import { numberedStreet, streetText } from './sold-price-where';
import { locationValue } from './sold-price-filter.server';
import { streetMeant } from './street-meant';

/** At most this many towns or street names are offered for a street not found where it was asked. */
const MAX_OFFERS = 3;
/** The sales read to find the towns a street is in: enough for the few offered, bounded. */
const TOWN_SAMPLE = 2000;
/** At most this many street names like one held nowhere are counted, to offer the three most sold. */
const MAX_LIKE_NAMES = 12;

const offerSearch = (pageSearch: string, changes: Record<string, string | null>) =>
  hrefWith({ pathname: '', search: pageSearch }, { page: null, ...changes });

/** A street name said as it is written: "London Road", "The Crescent". */
const titled = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The offers that find sales, most first, at most MAX_OFFERS. */
const mostFound = (offers: SoldOffer[]) =>
  offers
    .filter((o) => o.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_OFFERS);

/**
 * "high street bath", none of its sales in Bath: the towns whose sales are on the street, each
 * searched with the page's other filters and counted ("High Street, Coventry (12 sales)"), most
 * first. Read from the (street) index, at most TOWN_SAMPLE sales.
 */
export async function streetInOtherTowns(
  db: Queryable,
  street: string,
  place: string,
  pageSearch: string,
): Promise<SoldOffer[]> {
  const names = await matchingStreetNames(db, streetText(numberedStreet(street)?.street ?? street));
  if (!names?.length) return [];
  const { rows } = await db.query<{ town: string }>(
    `SELECT town_city AS town FROM (
       SELECT town_city FROM sold_house_prices WHERE street = ANY($1) LIMIT ${TOWN_SAMPLE}
     ) s WHERE town_city IS NOT NULL GROUP BY town_city ORDER BY count(*) DESC, town_city LIMIT $2`,
    [names, MAX_OFFERS + 1],
  );
  const towns = await Promise.all(
    rows.map(async ({ town }) => {
      const label = placeNameCase(town);
      const location = await locationValue(db, label);
      return location && label.toLowerCase() !== place.toLowerCase() ? { location, label } : null;
    }),
  );
  const offers = await Promise.all(
    towns
      .filter((t) => t !== null)
      .map(async ({ location, label }) => ({
        ...(await countedSoldOffer(
          db,
          offerSearch(pageSearch, { location, search: street }),
          label,
        )),
        // "High Street, London", as an address names it ("Sales in London, matching “high street”").
        label: `${titled(street)}, ${label}`,
      })),
  );
  return mostFound(offers);
}

/**
 * A street that no sale held is on anywhere ("london road", "the crescent", "park avnue"): its
 * name, and the street it may misspell ("Park Avenue", `meant`), else the streets whose names hold
 * its other words ("London Street"), or, when it has none ("The Crescent"), every street of its
 * ending ("crescent"). Null when the text is no street name or some sale is on it. `place` is the
 * page's place, kept by the misspelling's offer ("Victoria Road in Leeds").
 */
export async function streetHeldNowhere(
  db: Queryable,
  text: string,
  pageSearch: string,
  place: string | null,
): Promise<{ street: string; offers: SoldOffer[]; meant?: true } | null> {
  const street = numberedStreet(text)?.street ?? text;
  const meant = streetMeant(street);
  if (!endsAsStreet(street) && !meant) return null;
  const names = await matchingStreetNames(db, streetText(street), 1);
  if (!names || names.length) return null;
  if (meant) {
    // The place searched stays: "park avnue, leeds" is Park Avenue in Leeds.
    const offer = await countedSoldOffer(db, offerSearch(pageSearch, { search: meant }), null);
    const named = { ...offer, label: `${titled(meant)}${place ? ` in ${place}` : ''}` };
    return offer.count > 0 ? { street: titled(street), offers: [named], meant: true } : null;
  }
  const words = streetText(street).trim().split(/\s+/);
  const stem = words
    .slice(0, -1)
    .filter((w) => w.toLowerCase() !== 'the')
    .join(' ');
  const like = stem ? await matchingStreetNames(db, stem) : null;
  const ending = words.at(-1)!.toLowerCase();
  // Each named as the street ("London Street"), or "Every … Crescent" for the ending's search.
  const searches = stem
    ? (like ?? []).slice(0, MAX_LIKE_NAMES).map((name) => ({ search: titled(name), label: null }))
    : [{ search: ending, label: `Every street named … ${titled(ending)}` }];
  const offers = await Promise.all(
    searches.map(async ({ search, label }) => ({
      ...(await countedSoldOffer(db, offerSearch(pageSearch, { search, location: null }), null)),
      label: label ?? search,
    })),
  );
  return { street: titled(street), offers: mostFound(offers) };
}
