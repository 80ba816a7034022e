import type { Queryable } from '#server/db/db.server';
import { hrefWith } from '#shared/links/href-with';
import type { SoldPricesData } from '#shared/payloads/area-data';
import { endsAsStreet, streetWrittenOut } from '#schema/street-endings';
import { placeNameCase } from './price-paid-place.server';
import { countedSoldOffer, type SoldOffer } from './sold-offer.server';
import { matchingStreetNames } from './street-names.server';
import { numberedStreet, streetText } from './sold-price-where';
import { locationValue } from './sold-price-filter.server';
import { streetMeant } from './street-meant';
import { streetNamesOneTypoFrom } from './street-one-typo.server';

/** At most this many towns or street names are offered for a street not found where it was asked. */
const MAX_OFFERS = 3;
/** The sales read to find the towns a street is in: enough for the few offered, bounded. */
const TOWN_SAMPLE = 2000;
/** At most this many street names like one held nowhere are counted, to offer the three most sold. */
const MAX_LIKE_NAMES = 12;

const offerSearch = (pageSearch: string, changes: Record<string, string | null>) =>
  hrefWith({ pathname: '', search: pageSearch }, { page: null, ...changes });

/**
 * A street name said as it is written: "London Road", "The Crescent", "Queen's Road" (not
 * "Queen'S": decision 152), "O'Connell Street".
 */
export const titled = (text: string) =>
  text.toLowerCase().replace(/(?<!['’])\b[a-z]|(?<=['’])[a-z](?=[a-z])/g, (c) => c.toUpperCase());

/**
 * The street names a town's sales are on, as said in its offer: "Victoria Street"; "Park Avenue
 * and 1 more like it" when the words typed find more than one there.
 */
const streetsNamed = ([first, ...more]: readonly string[]) =>
  `${titled(first ?? '')}${more.length ? ` and ${more.length} more like it` : ''}`;

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
  // Each town with the names its sales are on, the most sold first.
  const { rows } = await db.query<{ town: string; streets: string[] }>(
    `SELECT town_city AS town, array_agg(street ORDER BY n DESC, street) AS streets FROM (
       SELECT town_city, street, count(*) AS n FROM (
         SELECT town_city, street FROM sold_house_prices WHERE street = ANY($1) LIMIT ${TOWN_SAMPLE}
       ) s WHERE town_city IS NOT NULL GROUP BY town_city, street
     ) t GROUP BY town_city ORDER BY sum(n) DESC, town_city LIMIT $2`,
    [names, MAX_OFFERS + 1],
  );
  const towns = await Promise.all(
    rows.map(async ({ town, streets }) => {
      const label = placeNameCase(town);
      const location = await locationValue(db, label);
      return location && label.toLowerCase() !== place.toLowerCase()
        ? { location, label, streets }
        : null;
    }),
  );
  const offers = await Promise.all(
    towns
      .filter((t) => t !== null)
      .map(async ({ location, label, streets }) => ({
        ...(await countedSoldOffer(
          db,
          offerSearch(pageSearch, { location, search: street }),
          label,
        )),
        // "Victoria Street, Crewe", as the address names it, not as typed ("victoria st").
        label: `${streetsNamed(streets)}, ${label}`,
      })),
  );
  return mostFound(offers);
}

/** The place a search is in: `location`'s value and its name ("Leeds"). */
export interface SearchedPlace {
  value: string;
  label: string;
}

/** A street no sale is on, as written, and what the page offers instead. */
export type StreetHeldNowhere = NonNullable<SoldPricesData['streetNowhere']>;

/**
 * A street that no sale held is on anywhere ("london road", "the crescent", "park avnue"): its
 * name, and the street it may misspell ("Park Avenue", "Station Road" for "staton road": `meant`),
 * else the streets whose names hold its other words ("London Street"), or, when it has none ("The
 * Crescent"), every street of its ending ("crescent"), in the place first. Null when the text is no
 * street name or some sale is on it. `place` is the page's place, or the one its words name ("park
 * avnue leeds"), kept by the misspelling's offer ("Park Avenue in Leeds").
 */
export async function streetHeldNowhere(
  db: Queryable,
  text: string,
  pageSearch: string,
  place: SearchedPlace | null,
): Promise<StreetHeldNowhere | null> {
  const street = numberedStreet(text)?.street ?? text;
  const meant = streetMeant(street);
  if (!endsAsStreet(street) && !meant) return null;
  const names = await matchingStreetNames(db, streetText(street), 1);
  if (!names || names.length) return null;
  // "market pl": named as the addresses write it, "Market Place".
  const said = titled(streetWrittenOut(streetText(street)));
  const ending = meant ? await streetsMeant(db, [meant], pageSearch, place) : null;
  if (ending) return { street: said, ...ending };
  const like = meant ? [] : await streetsLike(db, street, pageSearch, place);
  if (like.length) return { street: said, offers: like };
  // "staton road": the names one typo away (STATION ROAD), offered, never searched silently.
  const typos = await streetNamesOneTypoFrom(db, meant ?? street);
  const nearest = await streetsMeant(db, typos, pageSearch, place);
  if (nearest) return { street: said, ...nearest };
  return meant ? null : { street: said, offers: [] };
}

/** At most this many streets a misspelt one may mean are looked for in other towns. */
const MAX_MEANT_ELSEWHERE = 2;

/**
 * The streets a misspelt one may mean, each searched in the page's place (kept: "victoria raod,
 * leeds" is Victoria Road in Leeds) and counted, those with sales, most first; with none there
 * ("park avnue leeds", Leeds having no Park Avenue), the towns whose sales are on the first that
 * has some ("Park Avenue, Basildon"), and which street that is (`elsewhere`). Null for none.
 */
async function streetsMeant(
  db: Queryable,
  streets: readonly string[],
  pageSearch: string,
  place: SearchedPlace | null,
): Promise<Omit<StreetHeldNowhere, 'street'> | null> {
  const here = await streetsCounted(db, streets, pageSearch, place);
  if (here.length) return { offers: here, meant: true };
  if (!place) return null;
  for (const street of streets.slice(0, MAX_MEANT_ELSEWHERE)) {
    const there = await streetInOtherTowns(db, street, place.label, pageSearch);
    if (there.length)
      return {
        offers: there,
        meant: true,
        elsewhere: { street: titled(street), place: place.label },
      };
  }
  return null;
}

/** Streets, each searched in the page's place and counted: those with sales, most first. */
async function streetsCounted(
  db: Queryable,
  streets: readonly string[],
  pageSearch: string,
  place: SearchedPlace | null,
): Promise<SoldOffer[]> {
  const offers = await Promise.all(
    streets.map(async (street) => ({
      ...(await countedSoldOffer(
        db,
        offerSearch(pageSearch, {
          search: street.toLowerCase(),
          ...(place ? { location: place.value } : {}),
        }),
        null,
      )),
      label: `${titled(street)}${place ? ` in ${place.label}` : ''}`,
    })),
  );
  return mostFound(offers);
}

/**
 * The streets whose names hold a street's other words ("London Street" for "london road"), the
 * three most sold anywhere; or, for a name of the ending alone ("the crescent"), every street of
 * its ending, in the place first ("the crescent york": York's Crescents, then every one).
 */
async function streetsLike(
  db: Queryable,
  street: string,
  pageSearch: string,
  place: SearchedPlace | null,
): Promise<SoldOffer[]> {
  // "the cres york": every Crescent, its ending written out.
  const words = streetWrittenOut(streetText(street)).split(/\s+/);
  const stem = words
    .slice(0, -1)
    .filter((w) => w.toLowerCase() !== 'the')
    .join(' ');
  if (stem) {
    const like = (await matchingStreetNames(db, stem)) ?? [];
    const offers = await Promise.all(
      like.slice(0, MAX_LIKE_NAMES).map(async (name) => ({
        ...(await countedSoldOffer(
          db,
          offerSearch(pageSearch, { search: titled(name), location: null }),
          null,
        )),
        label: titled(name),
      })),
    );
    return mostFound(offers);
  }
  const ending = words.at(-1)!.toLowerCase();
  const every = `Every street named … ${titled(ending)}`;
  const searches = [
    ...(place ? [{ location: place.value, label: `${every} in ${place.label}` }] : []),
    { location: null, label: every },
  ];
  const offers = await Promise.all(
    searches.map(async ({ location, label }) => ({
      ...(await countedSoldOffer(db, offerSearch(pageSearch, { search: ending, location }), null)),
      label,
    })),
  );
  return offers.filter((o) => o.count > 0);
}
