// The seed's generator (Node 24 runs the .ts module as it is): a run's sequence is reproducible.
import { mulberry32 } from '../../server/db/seed/directory/prng.ts';

// The request mix of the load suite: pages (anonymous and signed in), page payloads, /graphql and
// auth calls, weighted roughly like real traffic. autocannon cycles through it per connection.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const DEMO = { email: 'demo@example.co.uk', password: 'Auction-demo-2026' };

const json = (method, path, body, headers = {}) => ({
  method,
  path,
  headers: { 'content-type': 'application/json', 'user-agent': UA, ...headers },
  body: JSON.stringify(body),
});
const page = (path, headers = {}) => ({
  method: 'GET',
  path,
  headers: { 'user-agent': UA, ...headers },
});

const LOTS_QUERY = `query Lots($n: Int) { auction_properties(limit: $n, order_by: { id: desc }) { id title } }`;
const HOUSES_QUERY = `{ auction_houses(limit: 20, order_by: { name: asc }) { slug name } }`;

/** Signs the demo user in once for the signed-in part of the mix. */
async function demoSession(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO.email, password: DEMO.password }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.jwt)
    throw new Error(`demo login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.jwt;
}

/**
 * autocannon cycles its `requests` per connection from the first, so a short run would only see
 * the head of the list: one entry that draws the next request at random from the mix instead.
 */
export async function loadRequests(base, seed = 18) {
  const mix = await loadMix(base);
  const random = mulberry32(seed);
  // A request built here carries only its own headers: add Host, as every HTTP/1.1 client does.
  const host = new URL(base).host;
  return [
    {
      setupRequest: () => {
        const next = mix[Math.floor(random() * mix.length)];
        return { ...next, headers: { host, ...next.headers } };
      },
    },
  ];
}

export async function loadMix(base) {
  const jwt = await demoSession(base);
  const bearer = { authorization: `Bearer ${jwt}` };
  const cookie = { cookie: `session=${jwt}` };
  return [
    page('/'),
    page('/listings'),
    page('/listings?location=London'),
    page('/listings/1'),
    page('/auctioneers'),
    page('/sold-house-prices?location=Manchester'),
    page('/articles'),
    page('/locations'),
    page('/listings/_payload.json'),
    page('/listings/2/_payload.json'),
    page('/profile', cookie),
    page('/no-such-page'),
    json('POST', '/graphql', { query: LOTS_QUERY, variables: { n: 10 } }),
    json('POST', '/graphql', { query: HOUSES_QUERY }),
    page(`/graphql?query=${encodeURIComponent(HOUSES_QUERY)}`),
    page('/api/auth/me', bearer),
    page('/api/suggest?q=lon'),
    json('POST', '/api/auth/login', {
      identifier: 'nobody@example.co.uk',
      password: 'wrong-password-1',
    }),
    page('/healthz'),
  ];
}
