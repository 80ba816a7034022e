/**
 * The URLs the bench asks for, found on the running app (its sitemaps) rather than hard-coded,
 * so they stay real as the seed changes: lots, location pages and postcode districts.
 * The varied sets are combinations of real filters, ordered by a fixed shuffle (same list every
 * run), each a page a visitor could open (probed before the run: every one must answer 200).
 */

// Values of the results pages' filters (schema/listing-query.ts, schema/sold-price-query.ts).
const LISTING_TYPES = ['', 'houses', 'flats', 'bungalows', 'land', 'commercial'];
const LISTING_ORDERS = ['', 'price_asc', 'price_desc', 'newest', 'auction_date_desc'];
const BEDROOMS = ['', '2', '3', '4'];
const SOLD_ORDERS = ['', 'price_desc', 'price_asc', 'date_asc'];
const SOLD_TYPES = ['', 'D', 'S', 'T', 'F', 'D,S,T'];
const PRICE_BANDS = [[], [100_000, 250_000], [150_000, 400_000], [250_000, 600_000], [0, 150_000]];

async function sitemapPaths(origin, kind) {
  const res = await fetch(`${origin}/sitemaps/${kind}-1.xml`);
  if (!res.ok) throw new Error(`sitemap ${kind}: ${res.status}`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  );
}

/** A deterministic shuffle (mulberry32): the same order every run, spread across the list. */
export function shuffled(list, seed = 14) {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const withQuery = (path, params) => {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  return query ? `${path}?${query}` : path;
};

/** Every combination of the given value lists, as objects. */
function combinations(fields) {
  return Object.entries(fields).reduce(
    (acc, [key, values]) => acc.flatMap((row) => values.map((v) => ({ ...row, [key]: v }))),
    [{}],
  );
}

/** The last path segment as a place name (`/locations/england/bristol/bristol` → `bristol`). */
const placeName = (path) => path.split('/').at(-1).replaceAll('-', ' ');

export async function discoverUrls(origin) {
  const [lots, locations, postcodes] = await Promise.all([
    sitemapPaths(origin, 'listings'),
    sitemapPaths(origin, 'locations'),
    sitemapPaths(origin, 'postcodes'),
  ]);
  if (!lots.length || !locations.length) throw new Error('the app has no lots or locations');
  const towns = locations.filter((p) => p.split('/').length === 5);
  const districts = postcodes
    .map((p) => p.split('/'))
    .filter((s) => s.length === 3 && /\d/.test(s[2]))
    .map((s) => s[2]);
  const townNames = towns.map(placeName);

  const listings = combinations({
    location: ['', ...shuffled(townNames).slice(0, 40)],
    property_type: LISTING_TYPES,
    order_by: LISTING_ORDERS,
    bedrooms: BEDROOMS,
  }).map((q) => withQuery('/listings', q));
  const soldPrices = combinations({
    location: [...shuffled(districts).slice(0, 60), ...shuffled(townNames).slice(0, 20)],
    property_type: SOLD_TYPES,
    order_by: SOLD_ORDERS,
    band: PRICE_BANDS,
  }).map(({ band: [min = '', max = ''], ...q }) =>
    withQuery('/sold-house-prices', { ...q, min_price: min, max_price: max }),
  );
  const hotLocation = towns.find((p) => p.endsWith('/bristol/bristol')) ?? towns[0] ?? locations[0];
  return {
    hot: {
      home: '/',
      listings: '/listings',
      lot: lots[Math.floor(lots.length / 2)],
      soldPrices: '/sold-house-prices',
      location: hotLocation,
      listingsPayload: '/listings/_payload.json',
    },
    varied: {
      listings: shuffled(listings),
      lot: shuffled(lots),
      soldPrices: shuffled(soldPrices),
      location: shuffled([...locations, ...postcodes.filter((p) => p.split('/').length === 3)]),
      listingsPayload: shuffled(listings).map((p) =>
        p.replace('/listings', '/listings/_payload.json'),
      ),
    },
  };
}

/** Asks for `sample` paths of a set once each; returns the ones that did not answer 200. */
export async function probe(origin, paths, headers, sample = 10) {
  const bad = [];
  for (const path of paths.slice(0, sample)) {
    const res = await fetch(new URL(path, origin), { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) bad.push(`${res.status} ${path}`);
  }
  return bad;
}
