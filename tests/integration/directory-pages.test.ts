import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { TEST_SEED_DAY } from '../helpers/test-app';
import { wholeDaysSince } from '#server/db/seed/demo-calendar';
import { AUCTIONEERS_SITEMAP_SQL, AUCTIONS_SITEMAP_SQL } from '#server/http/sitemap-sources.server';

const { t, get } = seededDirectoryApp();

const cards = (html: string) => [...html.matchAll(/href="\/listings\/(\d+)"/g)].map((m) => m[1]);

describe('/listings', () => {
  it('shows 12 lots per page, the total of lots for sale, and crawlable page links', async () => {
    // The results page opens on what a buyer can bid on: lots whose auction is still ahead.
    const total = Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auction_properties
            WHERE lot_state(lot_status, auction_date, auction_end_date) = 'Available'`,
        )
      ).rows[0]!.n,
    );
    expect(total).toBeGreaterThan(24);
    const res = await get('/listings');
    expect(res.status).toBe(200);
    expect(new Set(cards(res.text)).size).toBe(12);
    expect(res.text).toContain(`${total.toLocaleString('en-GB')} lots`);
    expect(res.text).toContain('href="/listings?page=2"');
    const page2 = await get('/listings?page=2');
    expect(cards(page2.text).some((id) => cards(res.text).includes(id))).toBe(false);
  });

  it('says which page of how many, and links the first and last pages from the middle', async () => {
    // Page 35 of 70 linked only pages 33–37; "of 70" was only in the tab's title.
    const first = await get('/listings/_payload.json');
    const pages = Math.ceil(first.body.loaderData.listings.total / 12);
    expect(pages).toBeGreaterThan(10);
    const middle = Math.floor(pages / 2);
    const { text } = await get(`/listings?page=${middle}`);
    const nav = text
      .split('aria-label="Pagination"')[1]!
      .split('</nav>')[0]!
      .replace(/<!-- -->/g, '');
    expect(nav).toContain(`Page ${middle} of ${pages}`);
    expect(nav).toContain('href="/listings"');
    expect(nav).toContain(`href="/listings?page=${pages}"`);
    expect(nav).toContain('…');
  });

  it('a guide price from £0 is no filter: “Under £100k” has one chip, “Guide up to £100,000”', async () => {
    const data = (await get('/listings/_payload.json?guide_price_min=0&guide_price_max=100000'))
      .body.loaderData.listings;
    expect(data.chips.map((c: { label: string }) => c.label)).toEqual(['Guide up to £100,000']);
  });

  it('a guide band holds the lots whose guide range reaches into it', async () => {
    // "From £250,000" left out a lot guided £245,000 – £290,000.
    const { rows } = await t.db.query<{ id: number; lo: number; hi: number }>(
      `SELECT id::int AS id, guide_price_min AS lo, guide_price_max AS hi FROM auction_properties
        WHERE guide_price_max > guide_price_min + 1
          AND lot_state(lot_status, auction_date, auction_end_date) = 'Available'
        ORDER BY id LIMIT 1`,
    );
    const lot = rows[0]!;
    const inside = Math.ceil((lot.lo + lot.hi) / 2);
    const ids = async (qs: string) => {
      const all: number[] = [];
      for (let p = 1; ; p++) {
        const data = (await get(`/listings/_payload.json?${qs}&page=${p}`)).body.loaderData
          .listings;
        all.push(...data.items.map((l: { id: number }) => Number(l.id)));
        if (p * 12 >= data.total) return all;
      }
    };
    expect(await ids(`guide_price_min=${inside}&guide_price_max=${inside}`)).toContain(lot.id);
    expect(await ids(`guide_price_min=${lot.hi + 1}`)).not.toContain(lot.id);
    expect(await ids(`guide_price_max=${lot.lo - 1}`)).not.toContain(lot.id);
  });

  it('says "1 mile", not "1 miles", in the radius choices of the home and results forms', async () => {
    for (const path of ['/', '/listings']) {
      const { text } = await get(path);
      expect(text, path).toContain('>1 mile</option>');
      expect(text, path).toContain('>5 miles</option>');
      expect(text, path).not.toMatch(/>1(<!-- -->)? miles</);
    }
  });

  it('a card says a guide range whole, as its lot page does', async () => {
    // Cards showed the lower figure alone ("Guide price £105,000" for £105,000–£120,000).
    const { rows } = await t.db.query<{ id: number; lo: number; hi: number }>(
      `SELECT id::int AS id, guide_price_min AS lo, guide_price_max AS hi FROM auction_properties
        WHERE guide_price_max > guide_price_min
          AND lot_state(lot_status, auction_date, auction_end_date) = 'Available'
        ORDER BY guide_price_min DESC, id LIMIT 1`,
    );
    const lot = rows[0];
    if (!lot) throw new Error('the seed holds no lot for sale with a guide range');
    const gbp = (n: number) => `£${n.toLocaleString('en-GB')}`;
    const range = `${gbp(lot.lo)} – ${gbp(lot.hi)}`;
    const res = await get('/listings?order_by=price_desc');
    const card = res.text.split(`href="/listings/${lot.id}"`)[1]?.split('</article>')[0] ?? '';
    expect(card.replace(/<!-- -->/g, '')).toContain(range);
    expect((await get(`/listings/${lot.id}`)).text.replace(/<!-- -->/g, '')).toContain(range);
  });

  it('orders by guide price when asked', async () => {
    const res = await get('/listings/_payload.json?order_by=price_asc');
    const prices = (
      res.body.loaderData.listings.items as Array<{ guide_price_min: number | null }>
    ).map((l) => l.guide_price_min);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
  });

  it('filters by location; an auction house page links to its lots', async () => {
    const house = (
      await t.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM auction_houses ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    const res = await get(
      `/listings/_payload.json?location=${encodeURIComponent('greater-london')}`,
    );
    expect(res.status).toBe(200);
    for (const lot of res.body.loaderData.listings.items)
      expect(lot.location.toLowerCase()).toMatch(/london|greater/);
    const detail = await get(`/auctioneers/${house.id}`);
    expect(detail.status).toBe(200);
    // "All lots" filters by the house's id (a name search found nothing), and its count is the
    // number of results it leads to.
    expect(detail.text).toContain(`href="/listings?auction_house=${house.id}"`);
    const lots = await get(`/listings/_payload.json?auction_house=${house.id}`);
    const { total, items } = lots.body.loaderData.listings;
    expect(total).toBeGreaterThan(0);
    for (const lot of items) expect(String(lot.auction_house.id)).toBe(String(house.id));
    const houseData = await get(`/auctioneers/${house.id}/_payload.json`);
    expect(houseData.body.loaderData['auctioneer'].house.number_of_properties).toBe(total);
  });

  it('an auction house page says where its office is, and its phone, e-mail and website are links', async () => {
    const house = (
      await t.db.query<{
        id: string;
        phone: string;
        email: string;
        website: string;
        address: string;
      }>(
        `SELECT id::text AS id, phone, email, website, address FROM auction_houses
          WHERE phone IS NOT NULL AND email IS NOT NULL AND website LIKE 'http%' AND address IS NOT NULL
          ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const page = (await get(`/auctioneers/${house.id}`)).text;
    const contact = page.slice(page.indexOf('id="house-contact"'));
    expect(contact).toContain(`href="tel:${house.phone.replace(/[^\d+]/g, '')}"`);
    expect(contact).toContain(`href="mailto:${house.email}"`);
    expect(contact).toContain(`href="${house.website}"`);
    expect(contact).toContain(new URL(house.website).host);
    expect(contact).toContain(house.address);
  });

  it('an auction house page lists its lots for sale soonest to close first', async () => {
    const [house] = (
      await t.db.query<{ id: string }>(
        `SELECT auction_house_id::text AS id FROM auction_properties
          WHERE lot_state(lot_status, auction_date, auction_end_date) = 'Available'
            AND auction_end_date IS NOT NULL
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows;
    const truth = (
      await t.db.query<{ id: string }>(
        `SELECT id::text AS id FROM auction_properties
          WHERE auction_house_id = $1 AND lot_state(lot_status, auction_date, auction_end_date) = 'Available'
          ORDER BY coalesce(auction_end_date, auction_date), id LIMIT 12`,
        [house!.id],
      )
    ).rows.map((r) => r.id);
    const data = await get(`/auctioneers/${house!.id}/_payload.json`);
    const shown = data.body.loaderData.auctioneer.house.lots.map((l: { id: string }) =>
      String(l.id),
    );
    expect(shown).toEqual(truth);
    // Its cards do not each link back to the page they are on.
    const page = await get(`/auctioneers/${house!.id}`);
    const selfLinks = page.text.match(new RegExp(`href="/auctioneers/${house!.id}"`, 'g')) ?? [];
    expect(selfLinks.length).toBeLessThan(2);
  });

  it('an auction house’s slug address redirects to its page; an unknown slug is a 404', async () => {
    const house = (
      await t.db.query<{ id: string; slug: string }>(
        'SELECT id::text AS id, slug FROM auction_houses ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    const res = await get(`/auctioneers/${house.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/auctioneers/${house.id}`);
    expect((await get('/auctioneers/no-such-house')).status).toBe(404);
  });

  it('the sitemap index dates each file by its newest page, not its first', async () => {
    const index = (await get('/sitemap.xml')).text;
    for (const kind of ['listings', 'auctions']) {
      const dated = new RegExp(
        `<loc>[^<]*/sitemaps/${kind}-1\\.xml</loc><lastmod>([^<]+)</lastmod>`,
      ).exec(index);
      expect(dated, kind).not.toBeNull();
      const file = (await get(`/sitemaps/${kind}-1.xml`)).text;
      const dates = [...file.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!).sort();
      expect(dated![1], kind).toBe(dates.at(-1));
    }
  });

  it('an auction house’s sitemap date follows a change to one of its lots', async () => {
    // It read the house's own row alone: a result or a price cut left the page dated as seeded.
    const lot = (
      await t.db.query<{ id: string; house: string; updated_at: Date | string }>(
        `SELECT id::text AS id, auction_house_id::text AS house, updated_at
           FROM auction_properties WHERE auction_id IS NOT NULL ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const later = new Date(Date.now() + 86_400_000);
    await t.db.query('UPDATE auction_properties SET updated_at = $2 WHERE id = $1', [
      lot.id,
      later,
    ]);
    try {
      const { rows } = await t.db.query<{ path: string; lastmod: Date | string }>(
        AUCTIONEERS_SITEMAP_SQL,
      );
      const house = rows.find((r) => r.path === `/auctioneers/${lot.house}`);
      expect(new Date(house!.lastmod).toISOString()).toBe(later.toISOString());
    } finally {
      await t.db.query('UPDATE auction_properties SET updated_at = $2 WHERE id = $1', [
        lot.id,
        lot.updated_at,
      ]);
    }
  });

  it('the auctions sitemap reads the lots once, not once for each auction', async () => {
    // Asked per auction, the latest change of its lots walked the lots for each: 812 × 1,500 rows,
    // 3 s of the embedded database's only thread on every read of /sitemap.xml.
    interface PlanNode {
      'Relation Name'?: string;
      'Actual Loops'?: number;
      Plans?: PlanNode[];
    }
    const scans = (node: PlanNode): PlanNode[] => [
      ...(node['Relation Name'] === 'auction_properties' ? [node] : []),
      ...(node.Plans ?? []).flatMap(scans),
    ];
    const { rows } = await t.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${AUCTIONS_SITEMAP_SQL}`,
    );
    const raw = rows[0]!['QUERY PLAN'];
    const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const lotScans = scans(Plan);
    expect(lotScans.length).toBeGreaterThan(0);
    for (const scan of lotScans) expect(scan['Actual Loops']).toBe(1);
  });

  it('no seeded sale starts or closes over Christmas, or in a racecourse a town may not have', async () => {
    // As seeded: the tests' seed is made for TEST_SEED_DAY and rolled forward to today since.
    const rolled = wholeDaysSince(TEST_SEED_DAY, new Date());
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auctions a,
              LATERAL (VALUES (a.auction_date - make_interval(days => $1::int)),
                              (a.auction_end_date - make_interval(days => $1::int))) d(at)
        WHERE d.at IS NOT NULL
          AND ((extract(month FROM d.at AT TIME ZONE 'Europe/London') = 12
                AND extract(day FROM d.at AT TIME ZONE 'Europe/London') >= 24)
            OR (extract(month FROM d.at AT TIME ZONE 'Europe/London') = 1
                AND extract(day FROM d.at AT TIME ZONE 'Europe/London') = 1))`,
      [rolled],
    );
    expect(rows[0]!.n).toBe(0);
    const venues = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auctions WHERE venue LIKE '%Racecourse%'",
    );
    expect(venues.rows[0]!.n).toBe(0);
  });

  it('normalises bad parameters instead of failing', async () => {
    for (const q of [
      'order_by=drop_table',
      'page=-3',
      'page=abc',
      'guide_price_min=lots',
      'view=3d',
    ]) {
      const res = await get(`/listings?${q}`);
      expect(res.status, q).toBe(200);
    }
  });
});

describe('entity pages', () => {
  it('/listings/{id} shows the lot with its status, price rules and auction house link', async () => {
    const lot = (
      await t.db.query<{ id: number; title: string; auction_house_id: number }>(
        "SELECT id, title, auction_house_id FROM auction_properties WHERE lower(lot_status) = 'sold' LIMIT 1",
      )
    ).rows[0]!;
    const res = await get(`/listings/${lot.id}`);
    expect(res.status).toBe(200);
    // The title names the lot and its place (decision 076: lots share titles).
    expect(res.text).toContain(`<title>${lot.title.replace(/&/g, '&amp;')}, `);
    expect(res.text).toContain('Sold for');
    expect(res.text).toContain(`href="/auctioneers/${lot.auction_house_id}"`);
  });

  it('an id that does not exist is the non-fatal 404', async () => {
    const res = await get('/auctioneers/999999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
  });

  it('/auctioneers lists houses and searches by name', async () => {
    const all = await get('/auctioneers');
    expect(all.status).toBe(200);
    expect(all.text).toContain('All lots');
    const none = await get('/auctioneers?search=zzzz-no-such-house');
    expect(none.text).toContain('No auction houses match');
  });

  it('/auctioneers finds a house by the words of its name, "and" for "&", in any order', async () => {
    // "Aire and Calder", "harland pryce auctions": 0 houses, as the whole text was one piece.
    const houses = (
      await t.db.query<{ id: string; name: string }>(
        "SELECT id::text AS id, name FROM auction_houses WHERE name LIKE '% & %' ORDER BY id",
      )
    ).rows;
    expect(houses.length).toBeGreaterThan(0);
    const found = async (search: string) => {
      const res = await get(`/auctioneers/_payload.json?search=${encodeURIComponent(search)}`);
      return (res.body.loaderData.auctioneers.items as { id: string }[]).map((h) => String(h.id));
    };
    for (const house of houses) {
      const words = house.name.toLowerCase().replaceAll(' & ', ' and ');
      expect(await found(words), words).toContain(house.id);
      const reordered = house.name
        .split(/\s+/)
        .filter((w) => w !== '&')
        .reverse()
        .join(' ');
      expect(await found(reordered), reordered).toContain(house.id);
    }
    // A wildcard typed is a character: "%" finds no house (no name holds one).
    expect(await found('%')).toEqual([]);
    // Many short words, or a word of wildcards, were over the graph's pattern budget: a 500.
    for (const search of [
      'a b c d e f g h i j k l m n o p q r s t u v w x y z a b c',
      '_'.repeat(11),
    ]) {
      const res = await get(`/auctioneers?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
    }
  });
});

describe('a location page typed by its name', () => {
  it('/locations/leeds goes to Leeds’s page, as the search would; a name that is no place is a 404', async () => {
    const res = await get('/locations/leeds');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/locations/england/west-yorkshire/leeds');
    expect((await get('/locations/nowhere-at-all')).status).toBe(404);
    // A country is its own page, not a redirect.
    expect((await get('/locations/england')).status).toBe(200);
  });
});

describe('articles', () => {
  it('/articles lists published articles and /articles/{slug} renders one from its blocks', async () => {
    const a = (
      await t.db.query<{ slug: string; title: string }>(
        'SELECT slug, title FROM articles ORDER BY published_at DESC LIMIT 1',
      )
    ).rows[0]!;
    const index = await get('/articles');
    expect(index.text).toContain(`href="/articles/${a.slug}"`);
    const page = await get(`/articles/${a.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1');
    expect(page.text).toContain('More guides and news');
    expect((await get('/articles/no-such-article')).status).toBe(404);
  });
});

describe('sitemaps of the directory', () => {
  it('the index names per-kind sitemaps whose URLs answer 200', async () => {
    const index = (await request(t.app).get('/sitemap.xml')).text;
    for (const kind of ['listings', 'auctioneers', 'articles'])
      expect(index).toContain(`/sitemaps/${kind}-1.xml`);
    const listings = (await request(t.app).get('/sitemaps/listings-1.xml')).text;
    const first = /<loc>https:\/\/auctions\.example\.co\.uk(\/listings\/\d+)<\/loc>/.exec(
      listings,
    )![1]!;
    expect((await get(first)).status).toBe(200);
    const articles = (await request(t.app).get('/sitemaps/articles-1.xml')).text;
    const article = /<loc>https:\/\/auctions\.example\.co\.uk(\/articles\/[a-z0-9-]+)<\/loc>/.exec(
      articles,
    )![1]!;
    expect((await get(article)).status).toBe(200);
  });
});
