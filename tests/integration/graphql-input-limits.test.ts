import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { INPUT_LIMITS } from '#schema/input-limits';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seedGraphFixture } from '../fixtures/graph-fixture';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

const HOUSES = `query H($where: auction_houses_bool_exp) { auction_houses(where: $where) { id } }`;

/** Issue 18, finding 1 and the GraphQL lows: every text a client sends is bounded, errors are 400s. */
describe.each(testLanes())('GraphQL input limits (%s)', (lane) => {
  let t: TestDb;
  let dev: GraphTestApp;
  let prod: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'limits' });
    await seedGraphFixture(t.db);
    dev = graphTestApp(t.db);
    prod = graphTestApp(t.db, { isProduction: true });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const houses = (where: unknown, app = dev) =>
    request(app.app).post('/graphql').send({ query: HOUSES, variables: { where } });

  const expectBadInput = (res: request.Response, message: RegExp) => {
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(message);
  };

  it('refuses an _ilike pattern over the cap before any SQL runs', async () => {
    const before = dev.queries.length;
    const res = await houses({ name: { _ilike: `%${'a'.repeat(4_000)}%` } });
    expectBadInput(res, new RegExp(`at most ${INPUT_LIMITS.graphPattern} characters`));
    expect(dev.queries.length).toBe(before);
  });

  it('refuses the same pattern sent over GET', async () => {
    const res = await request(dev.app)
      .get('/graphql')
      .query({
        query: HOUSES,
        variables: JSON.stringify({ where: { name: { _like: 'x'.repeat(500) } } }),
      });
    expectBadInput(res, /at most \d+ characters/);
  });

  it('refuses a pattern made of wildcards', async () => {
    const res = await houses({ name: { _ilike: '%a'.repeat(30) } });
    expectBadInput(res, /at most \d+ wildcards/);
  });

  it('counts pattern work over the whole where, so many short patterns cannot add up', async () => {
    const pattern = `%${'b'.repeat(40)}%${'c'.repeat(40)}%`;
    const res = await houses({
      _or: Array.from({ length: 10 }, () => ({ name: { _ilike: pattern } })),
    });
    expectBadInput(res, /too much pattern matching/);
  });

  it('counts pattern work over the whole request, so aliased counts cannot each scan the table', async () => {
    const counts = (n: number) =>
      `{ ${Array.from(
        { length: n },
        (_, i) =>
          `c${i}: sold_house_prices_aggregate(where: { _or: [{ street: { _ilike: "%ba%" } }, { town_city: { _ilike: "%be%" } }] }) { aggregate { count } }`,
      ).join(' ')} }`;
    const before = dev.queries.length;
    const res = await request(dev.app)
      .post('/graphql')
      .send({ query: counts(15) });
    expectBadInput(res, /too much pattern matching over all its where arguments/);
    expect(dev.queries.length).toBe(before);
    const few = await request(dev.app)
      .post('/graphql')
      .send({ query: counts(2) });
    expect(few.status).toBe(200);
    expect(few.body.data.c1.aggregate.count).toEqual(expect.any(Number));
  });

  it('still answers a pattern of ordinary length', async () => {
    const res = await houses({ name: { _ilike: '%auction%' } });
    expect(res.status).toBe(200);
  });

  it('refuses _eq and _in text over the cap', async () => {
    const long = 'z'.repeat(INPUT_LIMITS.graphText + 1);
    expectBadInput(await houses({ name: { _eq: long } }), /_eq must be at most/);
    expectBadInput(await houses({ name: { _in: ['a', long] } }), /_in\[1\] must be at most/);
  });

  it('refuses lone surrogates and NUL in text values with a 400', async () => {
    expectBadInput(await houses({ name: { _eq: 'a\ud800b' } }), /broken Unicode/);
    expectBadInput(await houses({ name: { _ilike: '%\u0000%' } }), /NUL/);
  });

  it('answers a 10,000-deep _not in variables with a 400, not a stack overflow', async () => {
    // Written as text: JSON.stringify itself would overflow on the way out.
    const depth = 10_000;
    const where = `${'{"_not":'.repeat(depth)}{"id":{"_eq":1}}${'}'.repeat(depth)}`;
    const res = await request(dev.app)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(`{"query":${JSON.stringify(HOUSES)},"variables":{"where":${where}}}`);
    expectBadInput(res, /nested too deeply/);
  });

  it('never suggests field, type or enum names in production', async () => {
    const enumError = await request(prod.app)
      .post('/graphql')
      .send({
        query: `query O($o: [auction_houses_order_by!]) { auction_houses(order_by: $o) { id } }`,
        variables: { o: [{ name: 'ascc' }] },
      });
    expect(enumError.status).toBe(400);
    const fieldError = await houses({ nam: { _eq: 'x' } }, prod);
    expect(fieldError.status).toBe(400);
    const typeError = await request(prod.app)
      .post('/graphql')
      .send({ query: `query H($w: auction_house_bool_exp) { auction_houses(where: $w) { id } }` });
    expect(typeError.status).toBe(400);
    for (const res of [enumError, fieldError, typeError]) {
      expect(JSON.stringify(res.body)).not.toMatch(/Did you mean/i);
    }
    // Development keeps the help.
    const devError = await request(dev.app)
      .post('/graphql')
      .send({
        query: `query O($o: [auction_houses_order_by!]) { auction_houses(order_by: $o) { id } }`,
        variables: { o: [{ name: 'ascc' }] },
      });
    expect(JSON.stringify(devError.body)).toMatch(/Did you mean/);
  });
});
