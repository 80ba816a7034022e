import type { ServerLoaderArgs } from './loader-args.server';
import { graph } from './graph-query.server';
import { lotCounts } from './lot-counts.server';
import { lotFilter } from './lot-filter.server';
import { parseListingQuery } from '#schema/listing-query';
import { escapeLike, placeHeading, type ResolvedPlace } from '#schema/place';
import { CARD_FIELDS, type AuctionHouseCardData } from '#schema/entities';
import type { AuctioneersData } from '#shared/payloads/directory-data';
import { officesOfTown } from '#server/areas/office-town.server';
import { nearbyLots } from './area-nearby-lots.server';

/**
 * An auction-house search whose words name no house but a place ("Leeds"): the houses with lots
 * for sale there, the place's lots found as the lot search finds them (the same `where`), and a
 * link to those lots. A buyer's town typed there found "No auction houses match" and nothing else.
 */
export async function housesInPlace(
  args: ServerLoaderArgs,
  text: string,
  note?: string,
): Promise<AuctioneersData['inPlace']> {
  const asked = parseListingQuery(new URLSearchParams({ location: text }));
  const { where: lots, place, unknownPlace } = await lotFilter(args.scope.db, asked);
  if (!place) {
    // A neighbourhood we hold none of the postcode districts of ("wimbledon", decision 150): the
    // houses of its postcode area, offered first by the lot search too, and the page says why.
    const area = unknownPlace?.searchedAs ? unknownPlace.suggestions[0] : undefined;
    return area && note === undefined
      ? housesInPlace(
          args,
          area.value,
          `We hold no lots in ${unknownPlace!.text} yet. ${unknownPlace!.searchedAs!}`,
        )
      : null;
  }
  const params = new URLSearchParams({ location: place.value });
  const data = await graph<{ items: AuctionHouseCardData[] }>(
    args,
    `query HousesInPlace($where: auction_houses_bool_exp) {
      items: auction_houses(where: $where, order_by: [{ name: asc }], limit: 100) { ${CARD_FIELDS.auction_houses} }
    }`,
    { where: { auction_properties: lots } },
  );
  // Each house's lots there, counted as its link's search counts them.
  const searches = data.items.map((house) => {
    const theirs = new URLSearchParams({ location: place.value, auction_house: String(house.id) });
    return { params: theirs, query: parseListingQuery(theirs), place };
  });
  const [counts, offices] = await Promise.all([
    lotCounts(args, searches),
    officesIn(
      args,
      place,
      data.items.map((h) => h.id),
    ),
  ]);
  // No house sells there now: the nearest lots, counted, as a place's page offers them. "Search
  // lots nearby" had led to the place's own search, 0 lots.
  const nearby = data.items.length ? null : await nearbyLots(args, place.value, place.label);
  return {
    heading: placeHeading(place, 'Auction houses with lots for sale'),
    ...(nearby ? { nearby } : {}),
    ...(note ? { note } : {}),
    placeName: place.label,
    lotsHref: `/listings?${params.toString()}`,
    items: data.items.map((house, i) => ({
      house,
      lots: counts[i]!,
      href: `/listings?${searches[i]!.params.toString()}`,
    })),
    offices,
  };
}

/**
 * The houses with an office in a town (their address names it before the postcode or the post
 * town) other than those already listed for their lots there. Of towns of one name (Newport), a
 * house is based in the one its postcode or county says (officesOfTown).
 */
async function officesIn(
  args: ServerLoaderArgs,
  place: ResolvedPlace,
  listed: Array<number | string>,
): Promise<AuctionHouseCardData[]> {
  if (place.kind !== 'town') return [];
  const data = await graph<{ items: Array<AuctionHouseCardData & { address: string | null }> }>(
    args,
    `query HouseOffices($where: auction_houses_bool_exp) {
      items: auction_houses(where: $where, order_by: [{ name: asc }], limit: 20) { ${CARD_FIELDS.auction_houses} address }
    }`,
    {
      where: {
        // "…, Carlisle CA2 2RQ", or a town before its post town: "…, Salford, Manchester M5 4WT".
        _or: [
          { address: { _ilike: `%, ${escapeLike(place.label)} %` } },
          { address: { _ilike: `%, ${escapeLike(place.label)},%` } },
        ],
        id: { _nin: listed.map(String) },
      },
    },
  );
  const based = await officesOfTown(args.scope.db, place, data.items);
  return based.map(({ address: _, ...house }) => house);
}
