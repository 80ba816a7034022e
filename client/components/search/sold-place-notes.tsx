import { Fragment } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { SoldPricesData, SoldSearchOffers, WiderArea } from '#shared/payloads/area-data';
import { soldPriceFiltersSet } from '#schema/sold-price-options';
import { hrefWith } from '#shared/links/href-with';
import { formatDate, formatEstimate } from '#shared/format/format';
import { CHECK_PLACE_SPELLING, OtherNamesakes, PlaceLinks } from './place-summary';
import { noPlaceCalled } from '#schema/no-place-called';
import { sharesName } from '#schema/shares-name';
import { soldSearchLine, soldSearchWords } from '#shared/format/sold-search-words';

/**
 * What narrows the count beside it, in words ("Flats and maisonettes · sold 29 November 2024 to
 * 28 November 2026"): on a phone the form is folded away, and the count read as all of the place.
 */
export function SoldSearchWords({ query }: { query: SoldPricesData['query'] }) {
  const line = soldSearchLine(query);
  if (!line) return null;
  return (
    <p className="text-sm font-medium text-slate-800">{`${line[0]!.toUpperCase()}${line.slice(1)}`}</p>
  );
}

/**
 * "Headingley is searched as the LS6 postcode district.", as the lot search says it: a
 * neighbourhood is no place of our list. An empty page says it in its note instead.
 */
export function SoldSearchedAs({ data }: { data: SoldPricesData }) {
  if (!data.searchedAs || !data.stats.count) return null;
  return <p className="mb-4 text-sm text-slate-700">{data.searchedAs}</p>;
}

/** "Another Richmond? Richmond (Greater London)": the other places of a name typed alone. */
export function SoldNamesakes({ data }: { data: SoldPricesData }) {
  return <OtherNamesakes places={data.namesakes ?? []} className="mb-4 text-sm text-slate-700" />;
}

/** Wider postcodes as links keeping the other filters: "LS6 1 (45 sales) or LS6 (334 sales)". */
/** "No sales match all of ‘3 bed bungalow leeds’", but "No sales match ‘bungalow’": one word is no "all of". */
const noSalesMatch = (text: string) =>
  /\s/.test(text.trim()) ? 'No sales match all of' : 'No sales match';

function WiderLinks({ areas }: { areas: WiderArea[] }) {
  const location = useLocation();
  return areas.map((a, i) => (
    <Fragment key={a.value}>
      {i > 0 ? (i === areas.length - 1 ? ' or ' : ', ') : null}
      <AppLink
        to={hrefWith(location, { location: a.value, page: null })}
        className="font-semibold text-brand-800 underline"
      >
        {`${a.label} (${formatEstimate(a.count, a.approximate)} sale${a.count === 1 ? '' : 's'})`}
      </AppLink>
    </Fragment>
  ));
}

/** "We hold sales from … to …": the dates searched are outside them, and a link without the dates. */
function DatesOutside({ held }: { held: { from: string; to: string } }) {
  const location = useLocation();
  return (
    <>
      {`We hold HM Land Registry sales from ${formatDate(held.from, 'long')} to ${formatDate(held.to, 'long')}, none in the dates searched. `}
      <AppLink
        to={hrefWith(location, { date_from: null, date_to: null, page: null })}
        className="font-semibold text-brand-800 underline"
      >
        Search every date
      </AppLink>
      .
    </>
  );
}

/** Searches as links with the sales each finds: "Terraced houses in York (1,204 sales) or …". */
function OfferLinks({ offers }: { offers: SoldSearchOffers['offers'] }) {
  return offers.map((o, i) => (
    <Fragment key={o.search}>
      {i > 0 ? (i === offers.length - 1 ? ' or ' : ', ') : null}
      <AppLink
        to={`/sold-house-prices${o.search}`}
        className="font-semibold text-brand-800 underline"
      >
        {`${o.label} (${formatEstimate(o.count, o.approximate)} sale${o.count === 1 ? '' : 's'})`}
      </AppLink>
    </Fragment>
  ));
}

/**
 * Searches one per line, as the lot search's empty page lists its offers: their names hold commas
 * ("Sales in York, for up to £60,000"), which a sentence's list read as more searches.
 */
function OfferList({ offers }: { offers: SoldSearchOffers['offers'] }) {
  return (
    <ul className="mt-2 space-y-1">
      {offers.map((o) => (
        <li key={o.search}>
          <AppLink
            to={`/sold-house-prices${o.search}`}
            className="font-semibold text-brand-800 underline"
          >
            {`${o.label}: ${formatEstimate(o.count, o.approximate)} sale${o.count === 1 ? '' : 's'}`}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Flat 4 on High Street in York", "Flat 4 at 12 High Street", "Flat 18 at Mill Heights, Canal
 * Road": the flat searched, where.
 */
function flatAtAddress({
  flat,
  house,
  street,
  place,
}: NonNullable<SoldPricesData['flatOnStreet']>): string {
  const at = house ? `at ${house}${/^\d/.test(house) ? ' ' : ', '}` : 'on ';
  return `${flat} ${at}${street}${place ? ` in ${place}` : ''}`;
}

/**
 * A flat's sales found on its street: said so, with the street's (and the house's) one click
 * away, counted: "These are the sales of Flat 4 on High Street in York. See All sales on High
 * Street, York (40 sales)." Nothing for any other search, or a flat with no sale (the empty page
 * says that).
 */
export function SoldFlatOnStreet({ data }: { data: SoldPricesData }) {
  const flat = data.flatOnStreet;
  if (!flat || !data.stats.count) return null;
  return (
    <p className="text-sm text-slate-700">
      {`These are the sales of ${flatAtAddress(flat)}. See `}
      <OfferLinks offers={flat.offers} />.
    </p>
  );
}

/** What Price Paid does not record, of what the words said: bedrooms, bungalows, how sold. */
function unrecorded({
  bedroomsLeftOut,
  bungalowsLeftOut,
  howSoldLeftOut,
}: SoldSearchOffers): string {
  return `${bedroomsLeftOut ? ' HM Land Registry does not record bedrooms.' : ''}${bungalowsLeftOut ? ' HM Land Registry does not record bungalows: it records each as a detached, semi-detached or terraced house.' : ''}${howSoldLeftOut ? ' HM Land Registry does not record whether a home was sold for an estate or for a lender.' : ''}`;
}

/** "probate sale": the lots at auction sold so, which the lot search finds by the same words. */
function LotsSoldSo({ words }: { words: string }) {
  return (
    <>
      {' See '}
      <AppLink
        to={`/listings?${new URLSearchParams({ search: words }).toString()}`}
        className="font-semibold text-brand-800 underline"
      >
        {`the lots at auction for ‘${words}’`}
      </AppLink>
      .
    </>
  );
}

/**
 * "Streets like it: …", the streets like one held nowhere, or "Did you mean …?" the one it may
 * misspell; nothing when none has sales.
 */
function StreetsLikeIt({ nowhere }: { nowhere: NonNullable<SoldPricesData['streetNowhere']> }) {
  if (!nowhere.offers.length) return null;
  const { elsewhere } = nowhere;
  if (elsewhere)
    return (
      <>
        {` Did you mean ${elsewhere.street}? None of its sales is in ${elsewhere.place}: `}
        <OfferLinks offers={nowhere.offers} />.
      </>
    );
  return (
    <>
      {nowhere.meant ? ' Did you mean ' : ' Streets like it: '}
      <OfferLinks offers={nowhere.offers} />
      {nowhere.meant ? '?' : '.'}
    </>
  );
}

/** "High Street is on sales in: …": the towns whose sales are on a street not found in the place. */
function StreetElsewhere({ notIn }: { notIn: NonNullable<SoldPricesData['streetNotIn']> }) {
  if (!notIn.elsewhere?.length) return null;
  return (
    <>
      {` Sales on ‘${notIn.street}’ elsewhere: `}
      <OfferLinks offers={notIn.elsewhere} />.
    </>
  );
}

/**
 * "No sale in York was for £1,000,000 or more.": a price the only filter beside the place, said
 * as that rather than "all of these filters". Null otherwise.
 */
function priceLine(query: SoldPricesData['query'], place: string | null): string | null {
  const words = soldSearchWords(query);
  const price = query.min_price !== undefined || query.max_price !== undefined;
  return price && words.length === 1
    ? `No sale${place ? ` in ${place}` : ''} was ${words[0]}.`
    : null;
}

/**
 * Why a sold-price search found nothing, and where to go instead: a nation Land Registry does not
 * cover, a place name we do not hold (with the places it may mean), a postcode with no sales (with
 * the wider postcodes that have some), filters that together match no sale (each left out, and
 * the place alone; a street with none in its place says so), else the general advice.
 */
export function SoldEmptyReason({ data }: { data: SoldPricesData }) {
  const { locationLabel, nationWithoutPricePaid, didYouMean, wider, nearby, query, partlyRead } =
    data;
  // The page's description says it (outsideDescription, on the server: no sentence to build here).
  if (nationWithoutPricePaid) return data.meta.description ?? null;
  // "QQ1 1AA": written as a postcode, of no postcode area (not "0 sales recorded" there).
  if (data.notPostcode)
    return `‘${query.location}’ is not a UK postcode. ${data.notPostcode} Check the postcode, or search by a town.`;
  // "flat 4 high street" in York, none of the flat's sales: said, the street's offered.
  if (data.flatOnStreet)
    return (
      <>
        {`No sale of ${flatAtAddress(data.flatOnStreet)} is recorded. Try `}
        <OfferLinks offers={data.flatOnStreet.offers} />.
      </>
    );
  const notIn = data.streetNotIn;
  // "flat 4 high street bath": the flat's number said is not left out unsaid.
  const flatSaid = partlyRead?.flatLeftOut ?? notIn?.flat;
  const flat = flatSaid ? `, nor of ‘${flatSaid}’ there` : '';
  const streetNotIn = !notIn
    ? null
    : notIn.number
      ? `No sale is recorded at ${notIn.street ? `‘${notIn.number} ${notIn.street}’` : `number ${notIn.number}`} in ${notIn.place}${flat}.`
      : `No sales are recorded on ‘${notIn.street}’ in ${notIn.place}${flat}.`;
  const nowhere = data.streetNowhere;
  // "london road": the street, held nowhere, not the place its name holds.
  const streetLine = nowhere
    ? `No sale we hold is on a street called ‘${nowhere.street}’, anywhere in England and Wales.`
    : streetNotIn;
  if (partlyRead)
    return (
      <>
        {streetLine
          ? streetLine
          : partlyRead.halfPostcode
            ? `‘${partlyRead.text}’ is the start of a postcode, not a whole one.`
            : partlyRead.flatLeftOut
              ? `No sale matches ‘${partlyRead.text}’: a flat’s number (‘${partlyRead.flatLeftOut}’) is searched only with the street it is on and its town.${partlyRead.meant ? ` Did you mean ${partlyRead.meant}?` : ''}`
              : `${partlyRead.filtersRead || partlyRead.bedroomsLeftOut || partlyRead.howSoldLeftOut ? noSalesMatch(partlyRead.text) : 'No street or place called'} ‘${partlyRead.text}’.${unrecorded(partlyRead)}${partlyRead.meant ? ` Did you mean ${partlyRead.meant}?` : ''}`}
        {/* "park avnue leeds": the street it may mean before the town's other sales. */}
        {nowhere?.meant ? <StreetsLikeIt nowhere={nowhere} /> : null}
        {partlyRead.offers.length ? (
          <>
            {' Try '}
            <OfferLinks offers={partlyRead.offers} />.
          </>
        ) : null}
        {partlyRead.howSoldLeftOut ? <LotsSoldSo words={partlyRead.howSoldLeftOut} /> : null}
        {notIn ? <StreetElsewhere notIn={notIn} /> : null}
        {nowhere && !nowhere.meant ? <StreetsLikeIt nowhere={nowhere} /> : null}
      </>
    );
  const comma = data.streetBeforeComma;
  if (comma)
    return (
      <>
        {`No place called ‘${comma.place}’${comma.streetFound ? '' : `, and no place like it has a sale on ‘${comma.street}’`}. Did you mean `}
        <OfferLinks offers={comma.offers} />?
      </>
    );
  if (didYouMean?.length)
    return query.location ? (
      <>
        {`${noPlaceCalled(query.location, sharesName(query.location, didYouMean))} Did you mean `}
        <PlaceLinks places={didYouMean} />?
      </>
    ) : (
      // A town misspelt in the search box: its link is the place's sales, without the street text.
      <>
        {`No street or place called ‘${query.search}’. Did you mean `}
        <PlaceLinks places={didYouMean} drop={['search']} />?
      </>
    );
  // After what the words may mean ("flats in yrok 2019": York first), before the wider areas.
  if (data.datesOutside) return <DatesOutside held={data.datesOutside} />;
  if (wider?.length) {
    const filtered = soldPriceFiltersSet(query) > 1;
    return (
      <>
        {filtered
          ? `No sales at ${locationLabel} match this search. Widen it to `
          : data.searchedAs
            ? `${data.searchedAs.replace(/\.$/, '')}, where no sales are recorded. Try `
            : `No sales are recorded at ${locationLabel}. Try `}
        <WiderLinks areas={wider} />.
      </>
    );
  }
  if (nearby?.length)
    return (
      <>
        {`We hold no postcodes for ${locationLabel}, and HM Land Registry sales are found by postcode. Try `}
        <WiderLinks areas={nearby} />.
      </>
    );
  if (data.fewerFilters?.length)
    return (
      <>
        {nowhere ? (
          <>
            {streetLine}
            <StreetsLikeIt nowhere={nowhere} />
            {' Try one of these:'}
          </>
        ) : (
          `${streetLine ?? priceLine(query, locationLabel) ?? 'No sale matches all of these filters.'} Try one of these:`
        )}
        <OfferList offers={data.fewerFilters} />
        {notIn ? <StreetElsewhere notIn={notIn} /> : null}
      </>
    );
  if (nowhere)
    return (
      <>
        {streetLine}
        {nowhere.offers.length ? (
          <StreetsLikeIt nowhere={nowhere} />
        ) : (
          ' Street names are matched as HM Land Registry writes them: check the spelling, or search the town or postcode.'
        )}
      </>
    );
  // A Location no place answers, with nothing like it to offer: said as the lot search says it
  // (it said "Try a wider area", as if the place were known and too small).
  if (query.location && !locationLabel)
    return `No place called ‘${query.location}’. ${CHECK_PLACE_SPELLING}`;
  return 'Try a wider area, another property type or a longer date range.';
}
