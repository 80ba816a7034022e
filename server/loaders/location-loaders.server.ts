import { redirect } from 'react-router';
import type { ServerLoaderArgs } from './loader-args.server';
import { placeList } from '#server/areas/place-list.server';
import { matchPlace } from '#server/areas/place-match';
import { namedPart, partValue } from '#server/areas/named-parts.server';
import { placePath } from '#schema/area-paths';
import { allLotsLabel, areaLots, areaSales } from './area-listings.server';
import { areaMeta } from './area-meta.server';
import { nearbyLots } from './area-nearby-lots.server';
import { crumbMeta, HOME_CRUMB } from './seo.server';
import {
  childPlaces,
  countriesAndCounties,
  placeDistricts,
  placeWithAncestors,
  suburbLotsWhere,
  townMovedTo,
  type PlaceRow,
} from '#server/areas/area-tree.server';
import { districtsWhere } from '#server/areas/sold-price-where';
import { borrowedDistricts, borrowedSaid } from '#server/areas/borrowed-districts';
import { nationWithoutPricePaid, noSalesOutside } from '#schema/land-registry-coverage';
import { nearbyTownsWithPostcodes } from '#server/areas/nearby-places.server';
import { pageNotFound } from '#shared/routes/route-errors';
import type { AreaIndexData, AreaPageData, LinkGroup } from '#shared/payloads/area-data';
import type { Crumb } from '#schema/json-ld';
import { formatCountOf } from '#shared/format/format';

const LOCATIONS_CRUMB: Crumb = { name: 'Locations', path: '/locations' };
const CHILD_TITLE: Record<PlaceRow['kind'], string> = {
  country: 'Counties',
  county: 'Towns and villages',
  town: 'Places',
};

/** /locations: each country with its counties. */
export async function locationsPage({ scope }: ServerLoaderArgs): Promise<AreaIndexData> {
  const places = await countriesAndCounties(scope.db);
  const groups = places
    .filter((p) => p.kind === 'country')
    .map((country) => ({
      title: country.name,
      path: placePath(country.slug),
      links: places
        .filter((p) => p.parent_slug === country.slug)
        .map((county) => ({ path: placePath(county.slug), label: county.name })),
    }));
  return { meta: crumbMeta(scope, [HOME_CRUMB, LOCATIONS_CRUMB]), groups };
}

/** /locations/{country}[/{county}[/{town}]]: lots, sold prices and the places below. */
export async function locationPage(args: ServerLoaderArgs): Promise<AreaPageData> {
  const { url, params, scope } = args;
  const slug = params['*'] ?? '';
  const chain = await placeWithAncestors(scope.db, slug);
  const place = chain[chain.length - 1];
  if (!place) {
    // "/locations/leeds", typed or guessed: the place the search finds by that name.
    const named = slug.includes('/')
      ? null
      : matchPlace(await placeList(scope.db), slug.replace(/-/g, ' '));
    // A region has no page of its own: its lot search is where it is shown (decision 092).
    if (named?.kind === 'region')
      throw redirect(`/listings?${new URLSearchParams({ location: named.name }).toString()}`, 302);
    if (named && named.slug !== slug) throw redirect(`${placePath(named.slug)}${url.search}`, 302);
    // A town's address before it was filed under its own county ("…/wiltshire/frome").
    const moved = slug.includes('/') ? await townMovedTo(scope.db, slug) : null;
    if (moved) throw redirect(`${placePath(moved)}${url.search}`, 301);
    // "/locations/clifton": a neighbourhood (Bristol's, decision 144) is shown by its lot search,
    // which also says so of one we hold nothing in yet ("/locations/wimbledon", decision 149).
    const part = slug.includes('/') ? null : namedPart(slug.replace(/-/g, ' '));
    if (part)
      throw redirect(
        `/listings?${new URLSearchParams({ location: partValue(part) }).toString()}`,
        302,
      );
    throw pageNotFound(`${url.pathname}${url.search}`);
  }
  const parent = chain[chain.length - 2];

  const nation = nationWithoutPricePaid(slug);
  const [children, districts] = await Promise.all([
    place.kind === 'town' ? [] : childPlaces(scope.db, slug),
    placeDistricts(scope.db, slug),
  ]);
  // A town or county we hold no postcodes in has no sales of its own: the nearest towns that
  // have some (a county without any said "Sales recorded 0" and named no area around it).
  const withoutPostcodes = place.kind !== 'country' && !districts.length && !nation;
  // A suburb filed under its post town: the districts it borrows, said on the page.
  const borrowed = borrowedDistricts(slug).filter((d) => districts.includes(d));
  const searchedAs = borrowedSaid(place.name, slug, districts);
  const nearby = withoutPostcodes ? await nearbyTownsWithPostcodes(scope.db, slug) : [];
  const [{ sales, stats, salesSpan }, { lots, lotsTotal }] = await Promise.all([
    // Scotland and Northern Ireland: no sale to look for (Scotland's hundreds of districts,
    // all without sales, walked every sale in date order: 0.5–1 s a page).
    areaSales(args, districts.length && !nation ? districtsWhere(districts) : null),
    areaLots(args, suburbLotsWhere(slug, borrowed)),
  ]);
  const lotsNearby = lotsTotal ? null : await nearbyLots(args, slug, place.name);

  const groups: LinkGroup[] = [];
  if (children.length)
    groups.push({
      title: CHILD_TITLE[place.kind],
      links: children.map((c) => ({
        path: placePath(c.slug),
        label: c.name,
        note: c.lots ? `${c.lots} lot${c.lots === 1 ? '' : 's'}` : undefined,
      })),
    });
  // A country's districts run to hundreds: its counties lead to them instead.
  if (districts.length && place.kind !== 'country')
    groups.push({
      title: 'Postcode districts',
      links: districts.map((d) => ({ path: `/postcodes/${d}`, label: d.toUpperCase() })),
    });

  if (nearby.length)
    groups.push({
      title: 'Places nearby',
      links: nearby.map((n) => ({
        path: placePath(n.slug),
        label: n.name,
        note: [
          `${n.miles} ${n.miles === 1 ? 'mile' : 'miles'}`,
          n.lots ? formatCountOf(n.lots, 'lot') : '',
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    });

  const crumbs = [
    HOME_CRUMB,
    LOCATIONS_CRUMB,
    ...chain.map((p) => ({ name: p.name, path: placePath(p.slug) })),
  ];
  // Bristol the city in Bristol the county is "Bristol", not "Bristol, Bristol".
  const where = parent && parent.name !== place.name ? `${place.name}, ${parent.name}` : place.name;
  const noSalesReason = nation
    ? noSalesOutside(nation)
    : withoutPostcodes
      ? `We hold no postcodes for ${place.name}, and HM Land Registry sales are found by postcode.${nearby.length ? ' The places nearby below have theirs.' : ''}`
      : null;
  const what = noSalesReason ? 'property auctions' : 'property auctions and sold prices';
  const page = {
    name: place.name,
    stats,
    lotsTotal,
    groups,
    nationWithoutPricePaid: nation,
    noSalesReason,
  };
  return {
    ...page,
    meta: areaMeta(
      scope,
      {
        ...page,
        subAreas: children.length + districts.length,
        title: `${where}: ${what}`,
        // Bristol, Dumfries and Inverness are each a county and a town in it: the county's page
        // had the town's description word for word. The country page lists it under "Counties".
        ...(place.kind === 'county' ? { described: `the county of ${place.name}` } : {}),
      },
      crumbs,
    ),
    crumbs,
    heading: place.name,
    summary: `${noSalesReason ? 'Property auctions' : 'Property auctions and sold house prices'} in ${where}.${searchedAs ? ` ${searchedAs}` : ''}`,
    sales,
    salesSpan,
    salesLink:
      districts.length && !nation
        ? {
            href: `/sold-house-prices?location=${encodeURIComponent(slug)}`,
            label: `All sold prices in ${place.name}`,
          }
        : null,
    lots,
    lotsTotal,
    lotsLink: lotsTotal
      ? {
          href: `/listings?location=${encodeURIComponent(slug)}`,
          label: allLotsLabel(lotsTotal, place.name),
        }
      : null,
    nearbyLots: lotsNearby,
  };
}
