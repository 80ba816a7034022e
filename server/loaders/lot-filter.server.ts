import type { GraphServer } from '#server/graph/index.server';
import { listingWhere, type ListingQuery, type PlaceCentre } from '#schema/listing-query';

/** The centre of a place named in a location search: a postcode district, else the most populous town or county by name or slug. */
async function placeCentre(graph: GraphServer, location: string): Promise<PlaceCentre | null> {
  const res = await graph.execute<{ places: PlaceCentre[]; codes: PlaceCentre[] }>({
    query: `query PlaceCentre($name: String!, $tail: String!, $code: String!) {
      places: locations(
        where: { lat: { _is_null: false }, _or: [{ name: { _ilike: $name } }, { slug: { _like: $tail } }] }
        order_by: [{ population: desc_nulls_last }]
        limit: 1
      ) { name lat lng }
      codes: postcodes(where: { slug: { _eq: $code }, lat: { _is_null: false } }, limit: 1) { name: label lat lng }
    }`,
    variables: {
      name: location.replace(/[%_\\]/g, ''),
      tail: `%/${location.replace(/[^a-z0-9-]/g, '')}`,
      code: location.split(/\s+/)[0] ?? '',
    },
  });
  if (res.errors?.length || !res.data)
    throw new Error(res.errors?.[0]?.message ?? 'graph query failed');
  return res.data.codes[0] ?? res.data.places[0] ?? null;
}

/**
 * A lot search's graph `where`, with the place of a radius search looked up first: one piece for
 * the results page and the alert digests, so an alert matches exactly what its results page shows.
 */
export async function lotFilter(
  graph: GraphServer,
  q: ListingQuery,
): Promise<{ where: Record<string, unknown>; centre: PlaceCentre | null }> {
  const centre = q.location && q.radius ? await placeCentre(graph, q.location) : null;
  return { where: listingWhere(q, centre), centre };
}
