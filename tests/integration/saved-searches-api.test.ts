import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { MAX_SAVED_SEARCHES } from '#schema/saved-search';
import { FEED_HOUSE, seedFeedDirectory } from '../helpers/lot-feed-fixtures';

const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  // The places the searches name: a search of a place the site does not know is not saved.
  await seedFeedDirectory(t.db);
  await t.db.exec(`
    INSERT INTO locations (slug, name, kind, parent_slug) VALUES
      ('england/west-yorkshire', 'West Yorkshire', 'county', 'england'),
      ('england/west-yorkshire/leeds', 'Leeds', 'town', 'england/west-yorkshire');
  `);
  ann = await createTestUser(t, 'ann@example.co.uk', { firstName: 'Ann' });
  bob = await createTestUser(t, 'bob@example.co.uk');
});
afterAll(() => t.close());

/** A JSON call as the enhanced page makes it: same origin, session cookie. */
const api = (method: 'get' | 'post' | 'patch' | 'delete', path: string, who?: TestUser) => {
  const r = request(t.app)[method](path).set('Origin', ORIGIN);
  return who ? r.set('Cookie', who.cookie) : r;
};
/** A form post as a browser without JavaScript sends it. */
const form = (path: string, fields: Record<string, string>, who?: TestUser) => {
  const r = request(t.app)
    .post(path)
    .type('form')
    .set('User-Agent', BROWSER_UA)
    .set('Origin', ORIGIN)
    .send(fields);
  return who ? r.set('Cookie', who.cookie) : r;
};
const page = (path: string, who?: TestUser) => {
  const r = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return who ? r.set('Cookie', who.cookie) : r;
};
const listOf = async (who: TestUser) =>
  (await api('get', '/api/saved-searches', who)).body.data as Array<{
    id: number;
    name: string;
    query: Record<string, string>;
    path: string;
    frequency: string;
  }>;

describe('/api/saved-searches', () => {
  it('answers 401 without a session, for reads and writes', async () => {
    expect((await api('get', '/api/saved-searches')).status).toBe(401);
    const post = await api('post', '/api/saved-searches').send({ query: 'location=leeds' });
    expect(post.status).toBe(401);
    expect(post.body.error.message).toBe('You need to sign in');
    expect((await api('delete', '/api/saved-searches/1')).status).toBe(401);
  });

  it('saves the normalised search: only valid filters and the chosen order, no page or view', async () => {
    const res = await api('post', '/api/saved-searches', ann).send({
      query:
        '?location=Leeds&property_type=Flat&guide_price_min=abc&page=3&view=list&order_by=price_asc&utm=x',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      query: { location: 'leeds', order_by: 'price_asc', property_type: 'Flat' },
      path: '/listings?location=leeds&order_by=price_asc&property_type=Flat',
      frequency: 'daily',
      last_sent_at: null,
    });
    expect(res.body.data.name).toContain('Leeds');
    const list = await listOf(ann);
    expect(list.map((s) => s.id)).toEqual([res.body.data.id]);
  });

  it('names a search of one auction house by the house, as its results page does', async () => {
    const house = (
      await t.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM auction_houses WHERE slug = $1',
        [FEED_HOUSE],
      )
    ).rows[0]!;
    const dan = await createTestUser(t, 'dan.houses@example.co.uk');
    const res = await api('post', '/api/saved-searches', dan).send({
      query: `auction_house=${house.id}&property_type=flats`,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe(`Flats and maisonettes · ${house.name}`);
  });

  it('refuses the same search twice (409), however it is spelled', async () => {
    const res = await api('post', '/api/saved-searches', ann).send({
      query: 'property_type=Flat&location=LEEDS&page=2',
      name: 'Leeds flats again',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You have already saved this search.');
    expect(await listOf(ann)).toHaveLength(1);
  });

  it('rejects bad bodies with a message per field', async () => {
    const res = await api('post', '/api/saved-searches', ann).send({
      name: 'x'.repeat(81),
      frequency: 'hourly',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toEqual({
      query: 'Send the search to save',
      name: 'Use at most 80 characters',
      frequency: 'Choose daily, weekly or no e-mails',
    });
    const [search] = await listOf(ann);
    const patch = await api('patch', `/api/saved-searches/${search!.id}`, ann).send({
      frequency: 'hourly',
      colour: 'red',
    });
    expect(patch.status).toBe(400);
    expect(Object.keys(patch.body.error.details.errors)).toEqual(
      expect.arrayContaining(['frequency']),
    );
  });

  it('refuses a place it does not know (400), offering the one meant; nothing is saved', async () => {
    // It saved "Flat in Narnia" and "Lots in Liverpol": daily alerts that could never hold a lot.
    const cara = await createTestUser(t, 'cara.places@example.co.uk');
    const narnia = await api('post', '/api/saved-searches', cara).send({
      query: '?location=narnia&property_type=Flat',
    });
    expect(narnia.status).toBe(400);
    expect(narnia.body.error.details.errors.query).toMatch(/no place called “narnia”/i);
    const typo = await api('post', '/api/saved-searches', cara).send({ query: '?location=leedz' });
    expect(typo.status).toBe(400);
    expect(typo.body.error.message).toMatch(/did you mean Leeds\?/);
    const asForm = await form('/api/saved-searches', { query: '?location=narnia' }, cara);
    expect(asForm.status).toBe(303);
    expect(asForm.headers.location).toMatch(/invalid/);
    expect(await listOf(cara)).toEqual([]);
    // A real postcode district we hold nothing in yet is a search to save (decision 125).
    const unheld = await api('post', '/api/saved-searches', cara).send({ query: '?location=SE11' });
    expect(unheld.status).toBe(201);
    expect(unheld.body.data.query).toEqual({ location: 'se11' });
  });

  it('renames and changes the alert frequency', async () => {
    const [search] = await listOf(ann);
    const res = await api('patch', `/api/saved-searches/${search!.id}`, ann).send({
      name: 'Flats in Leeds',
      frequency: 'weekly',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Flats in Leeds', frequency: 'weekly' });
  });

  it("answers 404 for another user's search and leaves it alone", async () => {
    const [search] = await listOf(ann);
    const id = search!.id;
    expect((await api('delete', `/api/saved-searches/${id}`, bob)).status).toBe(404);
    expect(
      (await api('patch', `/api/saved-searches/${id}`, bob).send({ frequency: 'off' })).status,
    ).toBe(404);
    expect((await api('delete', '/api/saved-searches/not-a-number', ann)).status).toBe(404);
    expect(await listOf(bob)).toEqual([]);
    expect((await listOf(ann))[0]).toMatchObject({ id, frequency: 'weekly' });
  });

  it(`stops at ${MAX_SAVED_SEARCHES} searches per account with a message`, async () => {
    const carol = await createTestUser(t, 'carol@example.co.uk');
    for (let i = 1; i <= MAX_SAVED_SEARCHES; i++) {
      const res = await api('post', '/api/saved-searches', carol).send({
        query: `guide_price_min=${i * 1000}`,
      });
      expect(res.status).toBe(201);
    }
    const over = await api('post', '/api/saved-searches', carol).send({ query: 'search=garden' });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(
      `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
    );
    expect(await listOf(carol)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('deletes a search (204), then it is gone', async () => {
    const dave = await createTestUser(t, 'dave@example.co.uk');
    const created = await api('post', '/api/saved-searches', dave).send({ query: 'search=barn' });
    const res = await api('delete', `/api/saved-searches/${created.body.data.id}`, dave);
    expect(res.status).toBe(204);
    expect(await listOf(dave)).toEqual([]);
  });

  it('refuses cookie-authenticated writes from another site', async () => {
    const res = await request(t.app)
      .post('/api/saved-searches')
      .set('Origin', 'https://evil.example')
      .set('Cookie', ann.cookie)
      .send({ query: 'search=cottage' });
    expect(res.status).toBe(403);
    expect(await listOf(ann)).toHaveLength(1);
  });
});

describe('saved searches without JavaScript', () => {
  it('a place the site does not know offers no search to save', async () => {
    const erin = await createTestUser(t, 'erin.unknown@example.co.uk');
    const res = await page('/listings?location=atlantis', erin);
    expect(res.text).toContain('No place called');
    expect(res.text).not.toContain('Save this search');
  });

  it('anonymous visitors of /listings get a link to sign in instead of the button', async () => {
    const res = await page('/listings?property_type=flats');
    expect(res.status).toBe(200);
    // The sign-in link comes back to the same search, asking to save it then.
    expect(res.text).toMatch(
      /<a [^>]*href="\/login\?redirect=%2Flistings%3Fproperty_type%3Dflats%26then_save%3D1"[^>]*>Sign in to save this search<\/a>/,
    );
    expect(res.text).not.toContain('action="/api/saved-searches"');
  });

  it('the save button posts the current search and comes back to the same results', async () => {
    const erin = await createTestUser(t, 'erin@example.co.uk');
    // This app holds no places: a search by type (a place it does not know offers no saving). It
    // holds no lots either, so a later page goes to the first: the view is what comes back.
    const before = await page('/listings?property_type=flats&view=grid', erin);
    expect(before.text).toContain('action="/api/saved-searches"');
    expect(before.text).toContain('Save this search');
    const query = /name="query" value="([^"]*)"/.exec(before.text)![1]!.replace(/&amp;/g, '&');
    const returnTo = /name="return_to" value="([^"]*)"/
      .exec(before.text)![1]!
      .replace(/&amp;/g, '&');
    expect(query).toBe('property_type=flats&view=grid');

    const res = await form('/api/saved-searches', { query, return_to: returnTo }, erin);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/listings?property_type=flats&view=grid&saved_search=saved');
    const after = await page(res.headers.location!, erin);
    expect(after.text).toContain('Search saved. We will e-mail you new lots that match it.');
    expect((await listOf(erin)).map((s) => s.query)).toEqual([{ property_type: 'flats' }]);

    const again = await form('/api/saved-searches', { query, return_to: returnTo }, erin);
    expect(again.headers.location).toBe(
      '/listings?property_type=flats&view=grid&saved_search=exists',
    );

    // The page's links leave the outcome behind: a buyer's walk found "Search saved." on every
    // search the chips and views led to from it, none of them saved.
    const links = [...after.text.matchAll(/href="(\/listings[^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).not.toContain('saved_search=');
  });

  it('“Search saved.” in an address is not believed of a search the buyer has not saved', async () => {
    const fay = await createTestUser(t, 'fay@example.co.uk');
    for (const state of ['saved', 'exists']) {
      const res = await page(`/listings?property_type=land&saved_search=${state}`, fay);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Save this search');
      expect(res.text).not.toContain('Search saved.');
      expect(res.text).not.toContain('You have already saved this search.');
    }
    // Nor does a form's outcome ride on the way back from signing in (the header's links, the
    // save button's "Sign in to save"): it came back to say "Search saved." again.
    const out = await page(
      '/listings?property_type=land&saved_search=saved&watch=added&watch_lot=12',
    );
    const signIns = [...out.text.matchAll(/href="(\/(?:login|sign-up)[^"]*)"/g)].map((m) =>
      decodeURIComponent(m[1]!.replace(/&amp;/g, '&')),
    );
    expect(signIns.length).toBeGreaterThan(1);
    for (const href of signIns) {
      expect(href).toContain('property_type=land');
      expect(href).not.toMatch(/saved_search=|watch=|watch_lot=/);
    }
  });

  it('an account not yet confirmed is told to confirm its address, not promised e-mails', async () => {
    // Alerts go to confirmed addresses only: "We will e-mail you new lots" was a promise not kept.
    const una = await createTestUser(t, 'una@example.co.uk', { confirmed: false });
    const res = await form(
      '/api/saved-searches',
      { query: 'property_type=land', return_to: '/listings?property_type=land' },
      una,
    );
    expect(res.status).toBe(303);
    const after = await page(res.headers.location!, una);
    expect(after.text).toContain(
      'Search saved. Confirm your e-mail address with the link we sent you',
    );
    expect(after.text).not.toContain('We will e-mail you new lots');
  });

  it('a search already saved says so on its results page, with the way to manage it, and no second save', async () => {
    const gail = await createTestUser(t, 'gail@example.co.uk');
    await api('post', '/api/saved-searches', gail)
      .send({ query: 'property_type=flats', name: 'Flats anywhere' })
      .expect(201);
    // Another spelling of the same search: another view, page and order.
    const same = await page('/listings?view=list&order_by=price_asc&property_type=flats', gail);
    expect(same.text).toContain('You have saved this search as');
    expect(same.text).toContain('Flats anywhere');
    expect(same.text).toContain('href="/profile#saved-searches"');
    expect(same.text).not.toContain('action="/api/saved-searches"');
    // Another search is still offered, and another buyer still gets the button.
    const other = await page('/listings?property_type=flats&tenure=freehold', gail);
    expect(other.text).toContain('Save this search');
    expect((await page('/listings?property_type=flats', bob)).text).toContain('Save this search');
  });

  it('a search stored under an older spelling is the same search: saving it again adds no row', async () => {
    const hugh = await createTestUser(t, 'hugh@example.co.uk');
    // Saved before paging was left out of saved searches.
    await t.db.query(
      `INSERT INTO saved_searches (user_id, name, query, frequency, last_lot_id, last_event_id, unsubscribe_token)
       VALUES ($1, 'Flats', '{"property_type": "flats", "page": "2"}'::jsonb, 'daily', 0, 0, 'older-spelling-token')`,
      [hugh.id],
    );
    const res = await api('post', '/api/saved-searches', hugh).send({
      query: 'property_type=flats',
    });
    expect(res.status).toBe(409);
    expect(await listOf(hugh)).toHaveLength(1);
    expect((await page('/listings?property_type=flats', hugh)).text).toContain(
      'You have saved this search as',
    );
  });

  it('a place saved by its address is the place: saved under its name, found again by either', async () => {
    // `location=england/greater-london/islington` and `location=islington` were two saved
    // searches, the first named by its slug. Its own app: the place list is read once per
    // database, and this file's first searches read it before any place was there.
    const own = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    try {
      await seedFeedDirectory(own.db);
      const ivy = await createTestUser(own, 'ivy@example.co.uk');
      const save = (query: string) =>
        request(own.app)
          .post('/api/saved-searches')
          .set('Origin', ORIGIN)
          .set('Cookie', ivy.cookie)
          .send({ query });
      const bySlug = await save('location=england/greater-london/islington&property_type=houses');
      expect(bySlug.status).toBe(201);
      expect(bySlug.body.data.query).toEqual({ location: 'islington', property_type: 'houses' });
      expect(bySlug.body.data.name).toContain('Islington');
      expect(bySlug.body.data.name).not.toContain('england/');
      expect((await save('location=Islington&property_type=houses')).status).toBe(409);
      const results = await request(own.app)
        .get('/listings?location=england%2Fgreater-london%2Fislington&property_type=houses')
        .set('User-Agent', BROWSER_UA)
        .set('Cookie', ivy.cookie);
      expect(results.text).toContain('You have saved this search as');
    } finally {
      await own.close();
    }
  });

  it('a signed-out form post goes to sign in and back, the save asked again; a foreign return address goes nowhere else', async () => {
    // A session that ended while the results were open: back to them once signed in, saving.
    const anon = await form('/api/saved-searches', {
      query: 'location=leeds&radius=5',
      // An earlier save's outcome in the address does not come back with the sign-in.
      return_to: '/listings?location=leeds&radius=5&saved_search=saved',
    });
    expect(anon.status).toBe(303);
    expect(anon.headers.location).toBe(
      `/login?redirect=${encodeURIComponent('/listings?location=leeds&radius=5&then_save=1')}`,
    );
    const rename = await form('/api/saved-searches/1', {
      intent: 'update',
      name: 'Leeds',
      return_to: '/profile#saved-searches',
    });
    expect(rename.headers.location).toBe(
      `/login?redirect=${encodeURIComponent('/profile#saved-searches')}`,
    );
    const frank = await createTestUser(t, 'frank@example.co.uk');
    const res = await form(
      '/api/saved-searches',
      { query: 'location=leeds', return_to: '//evil.example/x' },
      frank,
    );
    expect(res.headers.location).toBe('/profile?saved_search=saved');
  });

  it('a search saved in an order opens from the profile in that order; one saved without keeps the default', async () => {
    const ivo = await createTestUser(t, 'ivo.order@example.co.uk');
    await api('post', '/api/saved-searches', ivo)
      .send({ query: 'property_type=land&order_by=price_asc', name: 'Cheapest land' })
      .expect(201);
    // Saved before the order was kept: its link is as it was.
    await t.db.query(
      `INSERT INTO saved_searches (user_id, name, query, frequency, last_lot_id, last_event_id, unsubscribe_token)
       VALUES ($1, 'York', '{"location": "york"}'::jsonb, 'daily', 0, 0, 'no-order-token')`,
      [ivo.id],
    );
    const profile = await page('/profile', ivo);
    const link = /<a [^>]*href="([^"]+)"[^>]*>Cheapest land<\/a>/.exec(profile.text)?.[1];
    expect(link).toBe('/listings?order_by=price_asc&amp;property_type=land');
    expect(profile.text).toMatch(/<a [^>]*href="\/listings\?location=york"[^>]*>York<\/a>/);
    // The results page it opens is in that order, and knows the search is saved.
    const results = await page(link!.replaceAll('&amp;', '&'), ivo);
    expect(results.text).toContain('<option value="price_asc" selected="">');
    expect(results.text).toContain('You have saved this search as');

    // The same lots in another order are the same search: no second save, the order kept.
    const again = await api('post', '/api/saved-searches', ivo).send({
      query: 'property_type=land&order_by=newest',
    });
    expect(again.status).toBe(409);
    const list = await listOf(ivo);
    expect(list).toHaveLength(2);
    expect(list.find((x) => x.name === 'Cheapest land')?.path).toBe(
      '/listings?order_by=price_asc&property_type=land',
    );
  });

  it('the profile lists the searches; frequency and delete work as plain forms', async () => {
    const gwen = await createTestUser(t, 'gwen@example.co.uk', { firstName: 'Gwen' });
    const created = await api('post', '/api/saved-searches', gwen).send({
      query: 'location=lambeth',
      name: 'Lambeth lots',
    });
    const id = created.body.data.id as number;

    const profile = await page('/profile', gwen);
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('id="saved-searches"');
    expect(profile.text).toMatch(
      /<a [^>]*href="\/listings\?location=lambeth"[^>]*>Lambeth lots<\/a>/,
    );
    expect(profile.text).toMatch(/<option value="daily" selected="">Daily<\/option>/);

    const updated = await form(
      `/api/saved-searches/${id}`,
      { intent: 'update', frequency: 'weekly', return_to: '/profile#saved-searches' },
      gwen,
    );
    expect(updated.status).toBe(303);
    expect(updated.headers.location).toBe('/profile?saved_search=updated#saved-searches');
    const afterUpdate = await page('/profile?saved_search=updated', gwen);
    expect(afterUpdate.text).toContain('Saved search updated.');
    expect(afterUpdate.text).toMatch(/<option value="weekly" selected="">Weekly<\/option>/);

    // A name of only spaces (the browser's `required` lets it by): the name field says why, the
    // name is kept. It came back as "Please check the form" with no field marked.
    const blank = await form(
      `/api/saved-searches/${id}`,
      { intent: 'update', name: '   ', frequency: 'weekly', return_to: '/profile#saved-searches' },
      gwen,
    );
    expect(blank.status).toBe(303);
    const back = new URL(blank.headers.location!, ORIGIN);
    expect(back.searchParams.get('saved_search')).toBe('unnamed');
    const marked = (await page(`${back.pathname}${back.search}`, gwen)).text;
    expect(marked).toContain('Give the search a name.');
    const nameField = new RegExp(`<input id="search-name-${id}"[^>]*>`).exec(marked)?.[0];
    expect(nameField).toContain('aria-invalid="true"');
    expect(marked).toContain('Enter a name');
    expect(marked).toMatch(/>Lambeth lots<\/a>/);

    // A name over 80 characters (the field's maxlength lets no browser send one): the name field
    // says so. It was "Please check the form and try again", no field marked.
    const long = await form(
      `/api/saved-searches/${id}`,
      { intent: 'update', name: 'x'.repeat(200), frequency: 'weekly', return_to: '/profile' },
      gwen,
    );
    expect(long.status).toBe(303);
    const longBack = new URL(long.headers.location!, ORIGIN);
    expect(longBack.searchParams.get('saved_search')).toBe('name_long');
    const longMarked = (await page(`${longBack.pathname}${longBack.search}`, gwen)).text;
    expect(longMarked).toContain('Give the search a shorter name.');
    expect(longMarked).toContain('Use at most 80 characters');
    expect(longMarked).toMatch(/>Lambeth lots<\/a>/);

    const foreign = await form(
      `/api/saved-searches/${id}`,
      { intent: 'delete', return_to: '/profile#saved-searches' },
      ann,
    );
    expect(foreign.headers.location).toBe('/profile?saved_search=missing#saved-searches');

    const deleted = await form(
      `/api/saved-searches/${id}`,
      { intent: 'delete', return_to: '/profile#saved-searches' },
      gwen,
    );
    expect(deleted.headers.location).toBe('/profile?saved_search=deleted#saved-searches');
    const afterDelete = await page('/profile?saved_search=deleted', gwen);
    expect(afterDelete.text).toContain('Saved search deleted.');
    expect(afterDelete.text).not.toContain('Lambeth lots');
    expect(afterDelete.text).toContain('No saved searches yet');
  });
});

describe('rate limit', () => {
  it('answers 429 after too many saves from one address', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.05' });
    try {
      const hana = await createTestUser(strict, 'hana@example.co.uk');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await request(strict.app)
          .post('/api/saved-searches')
          .set('Origin', ORIGIN)
          .set('Cookie', hana.cookie)
          .send({ query: `search=house${i}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await strict.close();
    }
  });
});
