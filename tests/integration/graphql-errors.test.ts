import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Queryable } from '#server/db/db.server';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seedGraphFixture } from '../fixtures/graph-fixture';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';
import { GRAPH_LIMITS } from '#server/graph/index.server';

/** Nothing an error response says may reveal SQL, a stack or internals. */
function expectSafe(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/SELECT|FROM auction|stack|at Object\.|node_modules|\.ts:\d/);
}

const nest = (levels: number, leaf: string) => {
  // auction_houses > auction_properties > auction_house > auction_properties > ...
  let inner = leaf;
  for (let i = levels - 1; i >= 1; i -= 1) {
    inner = `${i % 2 === 1 ? 'auction_properties' : 'auction_house'} { ${inner} }`;
  }
  return `{ auction_houses { ${inner} } }`;
};

describe.each(testLanes())('GraphQL errors, limits and transport (%s)', (lane) => {
  let t: TestDb;
  let dev: GraphTestApp;
  let prod: GraphTestApp;
  let prodIntrospection: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'errors' });
    await seedGraphFixture(t.db);
    dev = graphTestApp(t.db);
    prod = graphTestApp(t.db, { isProduction: true });
    prodIntrospection = graphTestApp(t.db, { isProduction: true, introspection: true });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const post = (app: GraphTestApp, body: unknown, accept?: string) => {
    let req = request(app.app).post('/graphql');
    if (accept) req = req.set('accept', accept);
    return req.send(body as object);
  };

  describe('requests that are not valid GraphQL: 400', () => {
    const cases: [string, unknown, string, string][] = [
      [
        'a malformed query',
        { query: '{ auction_properties { id ' },
        'Syntax Error: Expected Name, found <EOF>.',
        'GRAPHQL_PARSE_FAILED',
      ],
      [
        'an unknown field',
        { query: '{ auction_properties { idx } }' },
        'Cannot query field "idx" on type "auction_properties". Did you mean "id"?',
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'an unknown root field',
        { query: '{ users { id } }' },
        'Cannot query field "users" on type "query_root".',
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'a variable of the wrong type',
        {
          query: 'query ($l: Int) { auction_properties(limit: $l) { id } }',
          variables: { l: 'ten' },
        },
        'Variable "$l" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
        'BAD_USER_INPUT',
      ],
      [
        'a variable declared with an incompatible type',
        {
          query: 'query ($l: String) { auction_properties(limit: $l) { id } }',
          variables: { l: '1' },
        },
        'Variable "$l" of type "String" used in position expecting type "Int".',
        'GRAPHQL_VALIDATION_FAILED',
      ],
      [
        'a mutation (the graph is read-only)',
        { query: 'mutation { delete_auction_properties { affected_rows } }' },
        'This graph is read-only: mutation operations are not supported.',
        'GRAPHQL_VALIDATION_FAILED',
      ],
    ];

    it.each(cases)('%s', async (_name, body, message, code) => {
      for (const accept of [undefined, 'application/json', 'application/graphql-response+json']) {
        const res = await post(dev, body, accept);
        expect(res.status, `accept ${accept}`).toBe(400);
        expect(res.body.data).toBeUndefined();
        expect(res.body.errors).toHaveLength(1);
        expect(res.body.errors[0].message).toBe(message);
        expect(res.body.errors[0].extensions.code).toBe(code);
        expectSafe(res.body);
      }
    });

    it('a body that is not JSON', async () => {
      const res = await request(dev.app)
        .post('/graphql')
        .set('content-type', 'application/json')
        .send('{"query": "{ auction_houses { id } }"');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('POST body sent invalid JSON.');
      // The parser's own error (its name, and the body quoted back) is not passed on.
      expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    });

    it('variables or extensions in the URL or a form that are not JSON: 400, not 500', async () => {
      const query = '{ auction_houses { id } }';
      const sent = [
        request(prod.app).get('/graphql').query({ query, variables: 'notjson' }),
        request(prod.app).get('/graphql').query({ query, extensions: '{' }),
        request(prod.app).post('/graphql').type('form').send({ query, variables: '{"bad' }),
      ];
      for (const res of await Promise.all(sent)) {
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(/must be JSON objects/);
        expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
        expectSafe(res.body);
      }
    });

    it('a POST in a content type the graph cannot read: 415 that says what it takes', async () => {
      for (const [type, body] of [
        [undefined, ''],
        ['text/plain', '{ auction_houses { id } }'],
      ] as const) {
        let req = request(prod.app).post('/graphql?query=%7B__typename%7D');
        if (type) req = req.set('content-type', type);
        const res = await (type ? req.send(body) : req);
        expect(res.status, `content type ${type}`).toBe(415);
        expect(res.body.errors[0].message).toMatch(/Content-Type: application\/json/);
      }
    });

    it('an Accept the graph cannot answer: 406 that says what it answers', async () => {
      for (const accept of ['""', 'text/csv', 'image/png;q=1']) {
        const res = await request(prod.app)
          .get('/graphql?query=%7B__typename%7D')
          .set('accept', accept);
        expect(res.status, `accept ${accept}`).toBe(406);
        expect(JSON.parse(res.text).errors[0].message).toMatch(/application\/json/);
      }
    });

    it('a Host or X-Forwarded-Proto that forms no URL: 400 without a stack trace', async () => {
      for (const [name, value] of [
        ['x-forwarded-proto', '""'],
        ['x-forwarded-proto', 'javascript'],
        ['host', 'a b'],
      ] as const) {
        const res = await request(prod.app).get('/graphql?query=%7B__typename%7D').set(name, value);
        expect(res.status, `${name}: ${value}`).toBe(400);
        expect(res.body.errors[0].message).toMatch(/Host or X-Forwarded-Proto/);
        expect(res.text).not.toMatch(/at new URL|node_modules/);
      }
      const fine = await request(prod.app)
        .get('/graphql?query=%7B__typename%7D')
        .set('x-forwarded-proto', 'https');
      expect(fine.body).toEqual({ data: { __typename: 'query_root' } });
    });

    it('a body without a query', async () => {
      const res = await post(dev, { variables: {} });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Must provide query string.');
    });

    it('a batch (batching is off)', async () => {
      const res = await post(dev, [{ query: '{ auction_houses { id } }' }]);
      expect(res.status).toBe(400);
      expectSafe(res.body);
    });

    it('a body over 100 kB: 413', async () => {
      const res = await post(dev, { query: `{ auction_houses { id } } # ${'x'.repeat(120_000)}` });
      expect(res.status).toBe(413);
    });
  });

  describe('limit and offset', () => {
    const cases: [string, string, string][] = [
      [
        'limit over 100',
        '{ auction_properties(limit: 101) { id } }',
        'limit must be at most 100 (got 101).',
      ],
      [
        'a negative limit',
        '{ auction_properties(limit: -1) { id } }',
        'limit must be a whole number of at least 0.',
      ],
      [
        'a negative offset',
        '{ auction_properties(offset: -5) { id } }',
        'offset must be a whole number of at least 0.',
      ],
      [
        'an offset past 10000',
        '{ sold_house_prices(offset: 10001) { price } }',
        'offset must be at most 10000; narrow the query with where instead.',
      ],
      [
        'limit over 100 on a nested relation',
        '{ auction_houses(limit: 1) { auction_properties(limit: 500) { id } } }',
        'auction_houses.auction_properties: limit must be at most 100 (got 500).',
      ],
    ];

    it.each(cases)('%s: 400 BAD_USER_INPUT', async (_name, query, message) => {
      const res = await post(dev, { query });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
      expectSafe(res.body);
    });

    it('limit 100 is fine', async () => {
      const res = await post(dev, { query: '{ auction_properties(limit: 100) { id } }' });
      expect(res.status).toBe(200);
    });
  });

  describe('query limits (graphql-armor)', () => {
    it('allows depth 7 and refuses depth 8', async () => {
      const ok = await post(dev, { query: nest(6, 'id') });
      expect(ok.status).toBe(200);
      expect(ok.body.errors).toBeUndefined();
      const res = await post(dev, { query: nest(7, 'id') });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Query depth limit of 7 exceeded, found 8.');
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    const expectOverCost = (res: request.Response) => {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(
        new RegExp(`^Query Cost limit of ${GRAPH_LIMITS.maxCost} exceeded, found \\d+\\.$`),
      );
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    };

    it('refuses a query over the cost limit', async () => {
      expectOverCost(await post(dev, { query: nest(6, 'id '.repeat(700)) }));
    });

    it('counts a list once per row it can return: lists of lists are refused before any SQL', async () => {
      // 200 bytes that answered 15.8 MB in 8 s, blocking every other request meanwhile.
      const query = `{auction_houses(limit:100){id auction_properties(limit:100){id auction_house{id auction_properties(limit:100){id auction_house{ auction_properties(limit:3){id}}}}}}}`;
      dev.queries.length = 0;
      expectOverCost(await post(dev, { query }));
      expect(dev.queries).toEqual([]);
    });

    it('reads a list’s limit from the variables', async () => {
      const query = `query Nested($n: Int) { auction_houses(limit: $n) { id auction_properties(limit: $n) { id auction_house { auction_properties(limit: $n) { id } } } } }`;
      expectOverCost(await post(dev, { query, variables: { n: 100 } }));
      const small = await post(dev, { query, variables: { n: 5 } });
      expect(small.status).toBe(200);
      expect(small.body.errors).toBeUndefined();
    });

    it('allows 15 aliases and refuses 16', async () => {
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: auction_houses(limit: 1) { id }`).join(' ')} }`;
      expect((await post(dev, { query: aliases(15) })).status).toBe(200);
      const res = await post(dev, { query: aliases(16) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Aliases limit of 15 exceeded, found 16.');
    });

    it('counts __typename aliases too', async () => {
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ')} }`;
      expect((await post(dev, { query: aliases(15) })).status).toBe(200);
      const res = await post(dev, { query: aliases(40) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Aliases limit of 15 exceeded, found 40.');
    });

    it('refuses more than 2000 tokens', async () => {
      const res = await post(dev, { query: `{ auction_houses { ${'id '.repeat(2100)} } }` });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Syntax Error: Token limit of 2000 exceeded.');
    });

    it('refuses more than 20 directives', async () => {
      const res = await post(dev, {
        query: `{ auction_houses { id ${'@include(if: true) '.repeat(21)} } }`,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Directives limit of 20 exceeded, found 21.');
    });
  });

  describe('introspection and suggestions', () => {
    const schemaQuery = '{ __schema { queryType { name } } }';

    it('allows introspection outside production', async () => {
      const res = await post(dev, { query: schemaQuery });
      expect(res.status).toBe(200);
      expect(res.body.data.__schema.queryType.name).toBe('query_root');
    });

    it('refuses introspection in production', async () => {
      for (const query of [schemaQuery, '{ __type(name: "auction_properties") { name } }']) {
        const res = await post(prod, { query });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toMatch(
          /^GraphQL introspection has been disabled, but the requested query contained the field "__(schema|type)"\.$/,
        );
      }
      const typename = await post(prod, { query: '{ __typename }' });
      expect(typename.status).toBe(200);
      expect(typename.body.data).toEqual({ __typename: 'query_root' });
    });

    it('allows introspection in production when the option says so', async () => {
      const res = await post(prodIntrospection, { query: schemaQuery });
      expect(res.status).toBe(200);
      expect(res.body.data.__schema.queryType.name).toBe('query_root');
    });

    it('hides field suggestions in production', async () => {
      const res = await post(prod, { query: '{ auction_properties { titl } }' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(
        'Cannot query field "titl" on type "auction_properties". [Suggestion hidden]',
      );
      expect(res.body.errors[0].message).not.toContain('title');
    });
  });

  describe('GET requests', () => {
    it('runs a query from the URL and lets shared caches keep it briefly', async () => {
      const res = await request(dev.app)
        .get('/graphql')
        .query({
          query: 'query ($s: String!) { auction_houses_by_slug(slug: $s) { name } }',
          variables: JSON.stringify({ s: 'allsop' }),
        });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { auction_houses_by_slug: { name: 'Allsop' } } });
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      expect(res.headers.vary).toMatch(/Authorization/);
    });

    it('never caches errors, POSTs or answers for a token', async () => {
      const bad = await request(dev.app).get('/graphql').query({ query: '{ nope }' });
      expect(bad.status).toBe(400);
      expect(bad.headers['cache-control']).toBe('no-store');
      const posted = await post(dev, { query: '{ auction_houses { id } }' });
      expect(posted.headers['cache-control']).toBe('no-store');
    });

    it('refuses a mutation over GET with 405', async () => {
      const res = await request(dev.app)
        .get('/graphql')
        .query({ query: 'mutation { delete_auction_properties { affected_rows } }' });
      expect(res.status).toBe(405);
      expect(res.body.errors[0].message).toBe(
        'Can only perform a mutation operation from a POST request.',
      );
    });

    it('refuses other methods with 405', async () => {
      const res = await request(dev.app)
        .put('/graphql')
        .send({ query: '{ auction_houses { id } }' });
      expect(res.status).toBe(405);
    });
  });

  describe('unexpected failures', () => {
    it('are logged with pino and answered as "Unexpected error." (500), never with SQL', async () => {
      const broken: Queryable = {
        query: () =>
          Promise.reject(
            new Error(
              'relation "auction_properties" does not exist: SELECT secret FROM auction_properties',
            ),
          ),
        exec: () => Promise.resolve(),
      };
      for (const app of [graphTestApp(broken), graphTestApp(broken, { isProduction: true })]) {
        const res = await post(app, { query: '{ auction_properties { id } }' });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          data: null,
          errors: [
            {
              message: 'Unexpected error.',
              locations: [{ line: 1, column: 3 }],
              path: ['auction_properties'],
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        });
        expectSafe(res.body);
        const logged = app.logLines.map((l) => JSON.parse(l));
        expect(logged).toContainEqual(
          expect.objectContaining({
            level: 'error',
            msg: 'graphql unexpected error',
            err: expect.objectContaining({ message: expect.stringContaining('does not exist') }),
          }),
        );
      }
    });

    it('fail only the field that failed when the rest succeeded', async () => {
      let calls = 0;
      const flaky: Queryable = {
        query: (sql, params) => {
          calls += 1;
          // The graph reads articles through the view of published ones (decision 074).
          if (sql.includes('FROM published_articles'))
            return Promise.reject(new Error('disk on fire'));
          return t.db.query(sql, params);
        },
        exec: () => Promise.resolve(),
      };
      const app = graphTestApp(flaky);
      const res = await post(app, {
        query:
          '{ auction_houses(limit: 1) { slug } articles_by_slug(slug: "legal-packs") { title } }',
      });
      expect(calls).toBe(2);
      expect(res.body.data).toEqual({
        auction_houses: [{ slug: 'allsop' }],
        articles_by_slug: null,
      });
      expect(res.body.errors).toEqual([
        expect.objectContaining({ message: 'Unexpected error.', path: ['articles_by_slug'] }),
      ]);
      expect(res.status).toBe(500);
      expectSafe(res.body);
    });
  });
});
