import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from 'graphql-request';
import { authStore } from '#client/stores/auth-store';
import {
  configureGraphClients,
  createGraphClients,
  DEFAULT_GRAPH_CLIENTS,
  getGraphClient,
  GraphRequestError,
  graphRequest,
  toGraphError,
} from './graph-clients';
import type { Fetch } from './fetch-with-retry';

const QUERY = 'query Lots($limit: Int) { lots(limit: $limit) { id } }';
const MUTATION = 'mutation Save { save { id } }';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function recorder(...answers: Response[]) {
  let i = 0;
  const fetch = vi.fn<Fetch>(async () => answers[Math.min(i++, answers.length - 1)]!.clone());
  const call = (n = 0) => {
    const [input, init] = fetch.mock.calls[n]!;
    return {
      url: new URL(String(input)),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      credentials: init?.credentials,
    };
  };
  return { fetch, call };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  configureGraphClients(DEFAULT_GRAPH_CLIENTS);
  authStore.clear();
});

describe('createGraphClients: requests', () => {
  it('the default client POSTs query, variables and operationName as JSON to /graphql', async () => {
    const { fetch, call } = recorder(json({ data: { lots: [{ id: 1 }] } }));
    const { default: client } = createGraphClients(DEFAULT_GRAPH_CLIENTS, {
      baseUrl: 'https://x.test',
      fetch,
    });
    await expect(client!.request(QUERY, { limit: 2 })).resolves.toEqual({ lots: [{ id: 1 }] });
    const sent = call();
    expect(sent.url.href).toBe('https://x.test/graphql');
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ query: QUERY, variables: { limit: 2 }, operationName: 'Lots' });
    expect(sent.headers.get('accept')).toContain('application/json');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.has('authorization')).toBe(false);
  });

  it('GET, when configured, is used for queries only', async () => {
    const { fetch, call } = recorder(json({ data: { ok: true } }));
    const clients = createGraphClients(
      { cached: { endpoint: '/graphql', options: { method: 'GET' } } },
      { baseUrl: 'https://x.test', fetch },
    );
    await clients.cached!.request(QUERY, { limit: 2 });
    const get = call(0);
    expect(get.method).toBe('GET');
    expect(get.body).toBeUndefined();
    expect(get.url.searchParams.get('query')).toContain('lots(limit: $limit)');
    expect(JSON.parse(get.url.searchParams.get('variables')!)).toEqual({ limit: 2 });
    expect(get.url.searchParams.get('operationName')).toBe('Lots');

    await clients.cached!.request(MUTATION);
    expect(call(1).method).toBe('POST');
  });

  it('sends each client its own endpoint, headers and credentials', async () => {
    const { fetch, call } = recorder(json({ data: {} }));
    const clients = createGraphClients(
      {
        default: { endpoint: '/graphql' },
        cms: {
          endpoint: 'https://cms.test/graphql',
          options: { headers: { 'x-app': 'web' }, credentials: 'include' },
        },
      },
      { baseUrl: 'https://x.test', fetch },
    );
    await clients.cms!.request(QUERY);
    expect(call().url.href).toBe('https://cms.test/graphql');
    expect(call().headers.get('x-app')).toBe('web');
    expect(call().credentials).toBe('include');
  });

  it('attaches the token as Authorization: Bearer, read at request time', async () => {
    const { fetch, call } = recorder(json({ data: {} }));
    let token: string | null = null;
    const { default: client } = createGraphClients(DEFAULT_GRAPH_CLIENTS, {
      baseUrl: 'https://x.test',
      fetch,
      token: () => token,
    });
    await client!.request(QUERY);
    token = 'h.t.k';
    await client!.request(QUERY);
    expect(call(0).headers.has('authorization')).toBe(false);
    expect(call(1).headers.get('authorization')).toBe('Bearer h.t.k');
  });

  it('server reuse: absolute base URL and a forwarded x-request-id', async () => {
    const { fetch, call } = recorder(json({ data: {} }));
    const { default: client } = createGraphClients(DEFAULT_GRAPH_CLIENTS, {
      baseUrl: 'http://127.0.0.1:3000',
      headers: { 'x-request-id': 'req-42' },
      fetch,
    });
    await client!.request(QUERY);
    expect(call().url.href).toBe('http://127.0.0.1:3000/graphql');
    expect(call().headers.get('x-request-id')).toBe('req-42');
  });
});

describe('graph errors', () => {
  async function failWith(response: Response) {
    const { fetch } = recorder(response);
    const { default: client } = createGraphClients(DEFAULT_GRAPH_CLIENTS, {
      baseUrl: 'https://x.test',
      fetch,
    });
    try {
      await client!.request(QUERY);
    } catch (error) {
      return toGraphError(error) as GraphRequestError;
    }
    throw new Error('expected a failure');
  }

  it('200 with errors → the first error message, status and errors kept', async () => {
    const error = await failWith(
      json({ data: null, errors: [{ message: 'First' }, { message: 'Second' }] }),
    );
    expect(error).toBeInstanceOf(GraphRequestError);
    expect(error.message).toBe('First');
    expect(error.status).toBe(200);
    expect(error.errors.map((e) => e.message)).toEqual(['First', 'Second']);
    expect(error.cause).toBeInstanceOf(ClientError);
  });

  it('non-ok status with errors in the body → the first error message', async () => {
    const error = await failWith(json({ errors: [{ message: 'Cannot query field "x"' }] }, 400));
    expect(error.message).toBe('Cannot query field "x"');
    expect(error.status).toBe(400);
  });

  it.each([401, 403, 404, 500])(
    'status %i without errors → GraphQL Error (Code: %i)',
    async (status) => {
      const error = await failWith(new Response('nope', { status }));
      expect(error.message).toBe(`GraphQL Error (Code: ${status})`);
      expect(error.status).toBe(status);
      expect(error.errors).toEqual([]);
    },
  );

  it('passes anything that is not a ClientError through untouched', () => {
    const network = new TypeError('Failed to fetch');
    expect(toGraphError(network)).toBe(network);
  });
});

describe('getGraphClient / graphRequest (browser clients)', () => {
  it('uses fetchWithRetry: a GET query is retried once on 503, a POST never', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<Fetch>(async () => new Response('busy', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { origin: 'https://x.test' });
    configureGraphClients({
      default: { endpoint: '/graphql' },
      cached: { endpoint: '/graphql', options: { method: 'GET' } },
    });
    const get = expect(graphRequest('cached', QUERY)).rejects.toThrow('GraphQL Error (Code: 503)');
    await vi.advanceTimersByTimeAsync(1_000);
    await get;
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockClear();
    await expect(graphRequest('default', QUERY)).rejects.toThrow('GraphQL Error (Code: 503)');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the auth store's hasuraToken and resolves the data", async () => {
    const fetch = vi.fn<Fetch>(async () => json({ data: { lots: [] } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { origin: 'https://x.test' });
    authStore.set({ hasuraToken: 'hasura-jwt' });
    await expect(graphRequest('default', QUERY, { limit: 1 })).resolves.toEqual({ lots: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://x.test/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer hasura-jwt');
  });

  it('throws the normalised error from graphRequest', async () => {
    vi.stubGlobal('fetch', async () => json({ errors: [{ message: 'Not allowed' }] }));
    vi.stubGlobal('location', { origin: 'https://x.test' });
    await expect(graphRequest('default', QUERY)).rejects.toMatchObject({
      name: 'GraphRequestError',
      message: 'Not allowed',
      status: 200,
    });
  });

  it('unknown client name → error; default name is "default"', () => {
    vi.stubGlobal('location', { origin: 'https://x.test' });
    expect(() => getGraphClient('nope')).toThrow("Unknown graph client 'nope'");
    expect(getGraphClient()).toBe(getGraphClient('default'));
  });
});
