import type { ServerLoaderArgs } from './loader-args.server';
import {
  nationOfPostcodeArea,
  nationWithoutPricePaid,
  noSalesOutside,
} from '#schema/land-registry-coverage';
import { postcodePath } from '#schema/area-paths';
import { areaByPostTown } from '#schema/postcode-area-towns';
import { graph } from './graph-query.server';
import { allLotsLabel, areaLots, areaSales } from './area-listings.server';
import { areaMeta } from './area-meta.server';
import { nearbyLots } from './area-nearby-lots.server';
import { crumbMeta, HOME_CRUMB } from './seo.server';
import { postcodeAreas } from '#server/areas/area-tree.server';
import { districtGroup, splitDistrictOf } from '#server/areas/district-group.server';
import { areaLettersOf, comparePostcodes } from '#server/areas/postcode-text';
import { districtsWhere, escapeLike, postcodeWhere } from '#server/areas/sold-price-where';
import type { BoolExp } from '#server/graph/sql.server';
import { pageNotFound } from '#shared/routes/route-errors';
import type { AreaIndexData, AreaPageData, LinkGroup } from '#shared/payloads/area-data';
import type { Crumb } from '#schema/json-ld';
import { andList } from '#shared/format/format';

/**
 * URLs are the `postcodes` slugs: area `/postcodes/ls`, district `/postcodes/ls6`, sector
 * `/postcodes/ls6/1` (docs/decisions/019-place-and-postcode-urls-what-a-sold-price-location-means.md).
 */
const POSTCODES_CRUMB: Crumb = { name: 'Postcodes', path: '/postcodes' };

/** `group`: a central London district written whole ("SW1"), its lettered districts its children. */
type Kind = 'area' | 'group' | 'district' | 'sector';
interface PostcodeRef {
  slug: string;
  label: string;
  /** The place it is named after (an area's post town). */
  location?: { name: string } | null;
}
interface PostcodeNode extends PostcodeRef {
  kind: Kind;
  parent: (PostcodeRef & { parent: PostcodeRef | null }) | null;
  location: { slug: string; name: string; parent: { name: string } | null } | null;
  children: PostcodeRef[];
}

const CHILD_TITLE: Record<Kind, string> = {
  area: 'Postcode districts',
  group: 'Postcode districts',
  district: 'Postcode sectors',
  sector: '',
};

/** /postcodes: every postcode area, by its first letter. */
export async function postcodesPage({ scope }: ServerLoaderArgs): Promise<AreaIndexData> {
  const areas = await postcodeAreas(scope.db);
  const letters = [...new Set(areas.map((a) => a.label[0]!))];
  const groups = letters.map((letter) => ({
    title: letter,
    links: areas
      .filter((a) => a.label.startsWith(letter))
      .map((a) => ({ path: postcodePath(a.slug), label: areaByPostTown(a.label, a.place) })),
  }));
  return { meta: crumbMeta(scope, [HOME_CRUMB, POSTCODES_CRUMB]), groups };
}

/** Sales and lots of a postcode, each through its (district | sector) index. */
function postcodeFilters(pc: PostcodeNode): { sales: BoolExp; lots: BoolExp } {
  if (pc.kind === 'area' || pc.kind === 'group') {
    const districts = pc.children.map((c) => c.slug);
    return { sales: districtsWhere(districts), lots: districtsWhere(districts) };
  }
  if (pc.kind === 'district') {
    const where = postcodeWhere({ kind: 'district', slug: pc.slug });
    return { sales: where, lots: where };
  }
  const district = pc.slug.split('/')[0]!;
  return {
    sales: postcodeWhere({ kind: 'sector', slug: pc.slug }),
    lots: { postcode_district: { _eq: district }, postcode: { _like: `${escapeLike(pc.label)}%` } },
  };
}

/** A postcode as a page names it: an area by its town ("HP (Hemel Hempstead)"), else its label. */
const nameOf = (pc: PostcodeRef) =>
  /^[a-z]+$/.test(pc.slug) ? areaByPostTown(pc.label, pc.location?.name) : pc.label;

const KIND_NAME: Record<Kind, string> = {
  area: 'postcode area',
  // "SW1": SW1A … SW1Y, several districts.
  group: 'postcode districts',
  district: 'postcode district',
  sector: 'postcode sector',
};

async function postcodeNode(args: ServerLoaderArgs, slug: string): Promise<PostcodeNode | null> {
  const data = await graph<{ pc: PostcodeNode | null }>(
    args,
    `query Postcode($slug: String!) { pc: postcodes_by_slug(slug: $slug) {
      slug label kind
      parent { slug label location { name } parent { slug label location { name } } }
      location { slug name parent { name } }
      children(order_by: [{ slug: asc }], limit: 100) { slug label }
    } }`,
    { slug },
  );
  return data.pc;
}

/**
 * A sector of a district we hold but with no postcode of ours yet (LS6 3 where we hold LS6 1, 4
 * and 6): still a page, empty, under its district, so a postcode typed into the address bar
 * (/postcodes/ls63ab, which redirects here) does not end at "Page not found".
 */
async function sectorOfKnownDistrict(
  args: ServerLoaderArgs,
  slug: string,
): Promise<PostcodeNode | null> {
  const m = /^([a-z]{1,2}\d[a-z\d]?)\/(\d)$/.exec(slug);
  const district = m ? await postcodeNode(args, m[1]!) : null;
  if (!m || district?.kind !== 'district') return null;
  const { parent, location } = district;
  return {
    slug,
    label: `${district.label} ${m[2]}`,
    kind: 'sector',
    parent: {
      slug: district.slug,
      label: district.label,
      parent: parent ? { slug: parent.slug, label: parent.label, location: parent.location } : null,
    },
    location,
    children: [],
  };
}

/**
 * "SW1", "W1", "EC1" … "WC2", as buyers and agents write them (/postcodes/sw1): a page of every
 * lettered district of it we hold (SW1A … SW1Y), read as the lot and sold-price searches read it,
 * under its area.
 */
async function districtGroupNode(
  args: ServerLoaderArgs,
  slug: string,
): Promise<PostcodeNode | null> {
  const districts = await districtGroup(args.scope.db, slug);
  if (!districts.length) return null;
  // Its area above it; its place the first district's, as the lot search names it ("SW1, City of
  // Westminster").
  const [area, first] = await Promise.all([
    postcodeNode(args, areaLettersOf(slug)),
    postcodeNode(args, districts[0]!.slug),
  ]);
  return {
    slug,
    label: slug.toUpperCase(),
    kind: 'group',
    parent: area && { slug: area.slug, label: area.label, location: area.location, parent: null },
    location: first?.location ?? null,
    children: districts.map(({ slug, label }) => ({ slug, label })),
  };
}

/**
 * An area's split districts, each a link to the whole ("SW1", noted "SW1A to SW1Y" or "W1D and
 * W1K"), from its districts in postcode order.
 */
function wholeDistricts(children: readonly PostcodeRef[]): LinkGroup['links'] {
  const byWhole = new Map<string, string[]>();
  for (const { slug, label } of children) {
    const whole = splitDistrictOf(slug);
    if (whole) byWhole.set(whole, [...(byWhole.get(whole) ?? []), label]);
  }
  return [...byWhole].map(([whole, labels]) => ({
    path: postcodePath(whole),
    label: whole.toUpperCase(),
    note: labels.length > 4 ? `${labels[0]} to ${labels.at(-1)}` : andList(labels),
  }));
}

/** /postcodes/{area | district | district/sector}. */
export async function postcodePage(args: ServerLoaderArgs): Promise<AreaPageData> {
  const { url, params, scope } = args;
  const slug = params['*'] ?? '';
  const pc =
    (await postcodeNode(args, slug)) ??
    (await sectorOfKnownDistrict(args, slug)) ??
    (await districtGroupNode(args, slug));
  if (!pc) throw pageNotFound(`${url.pathname}${url.search}`);
  const filters = postcodeFilters(pc);
  const [{ sales, stats, salesSpan }, { lots, lotsTotal }] = await Promise.all([
    areaSales(args, filters.sales),
    areaLots(args, filters.lots),
  ]);
  const name = nameOf(pc);
  const lotsNearby = lotsTotal ? null : await nearbyLots(args, pc.label, name);

  const groups: LinkGroup[] = [];
  const children = [...pc.children].sort((a, b) => comparePostcodes(a.slug, b.slug));
  if (children.length)
    groups.push({
      title: CHILD_TITLE[pc.kind],
      links: children.map((c) => ({ path: postcodePath(c.slug), label: c.label })),
    });
  const wholes = pc.kind === 'area' ? wholeDistricts(children) : [];
  if (wholes.length) groups.push({ title: 'Districts as a whole', links: wholes });
  if (pc.location)
    groups.push({
      title: 'Place',
      links: [
        {
          path: `/locations/${pc.location.slug}`,
          label: pc.location.name,
          note: pc.location.parent?.name,
        },
      ],
    });

  const ancestors = [pc.parent?.parent, pc.parent].filter((p) => !!p);
  const crumbs = [
    HOME_CRUMB,
    POSTCODES_CRUMB,
    ...[...ancestors, pc].map((p) => ({ name: nameOf(p), path: postcodePath(p.slug) })),
  ];
  const heading = `${name} ${KIND_NAME[pc.kind]}`;
  // An area is named after its town, not in it: HP reaches High Wycombe and Aylesbury. EC1's
  // districts are each in a part of town of their own, none the whole's.
  const place =
    pc.location && pc.kind !== 'area' && pc.kind !== 'group' ? ` in ${pc.location.name}` : '';
  const nation =
    nationOfPostcodeArea(areaLettersOf(pc.slug)) ?? nationWithoutPricePaid(pc.location?.slug);
  const what = nation ? 'auctions' : 'auctions and sold prices';
  const page = {
    name,
    stats,
    lotsTotal,
    groups,
    nationWithoutPricePaid: nation,
    noSalesReason: nation ? noSalesOutside(nation) : null,
  };
  return {
    ...page,
    meta: areaMeta(
      scope,
      {
        ...page,
        subAreas: pc.children.length,
        title: `${heading}${place}: ${what}`,
      },
      crumbs,
    ),
    crumbs,
    heading,
    summary: `${nation ? 'Property auctions' : 'Property auctions and sold house prices'} in the ${heading}${place}.`,
    sales,
    salesSpan,
    salesLink: stats.count
      ? {
          href: `/sold-house-prices?location=${encodeURIComponent(pc.label)}`,
          label: `All sold prices in ${name}`,
        }
      : null,
    lots,
    lotsTotal,
    // The lots of this very area, district or sector (a sector's used to open its district's,
    // and an area page had no link to its lots at all).
    lotsLink: lotsTotal
      ? {
          href: `/listings?location=${encodeURIComponent(pc.label)}`,
          label: allLotsLabel(lotsTotal, name),
        }
      : null,
    nearbyLots: lotsNearby,
  };
}
