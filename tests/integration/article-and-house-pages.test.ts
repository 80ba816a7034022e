import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { readHead } from '../helpers/page-head';
import { pageText } from '../helpers/page-text';
import { ARTICLE_CATEGORIES, articleCategoryPath } from '#schema/article';

/**
 * What a reader comparing auction houses and reading guides finds around the page itself: the
 * trail back (on screen and as BreadcrumbList), an article's category as a way into its list, what
 * to read next, and a house's logo beside its name.
 */
const { t, get } = seededDirectoryApp();

const BASE = 'https://auctions.example.co.uk';

/** The JSON-LD object of a type, in a page's one object or its list. */
function ofType(html: string, type: string) {
  const data = readHead(html).jsonLd?.data;
  const all = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  return all.find((x) => x?.['@type'] === type);
}

/** Text as the browser shows it: the few entities React writes decoded. */
const decoded = (html: string) =>
  pageText(html)
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The visible trail: each crumb's words (its "/" separator left out) and the links among them. */
function trail(html: string) {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return {
    crumbs: [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
      decoded(m[1]!.replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/, '')),
    ),
    links: [...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
  };
}

/** The slugs of the article cards under the "read next" heading, in order. */
function readNext(html: string) {
  const section = /<section aria-labelledby="related-articles"[\s\S]*?<\/section>/.exec(html)?.[0];
  if (!section) return null;
  return {
    heading: decoded(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(section)![1]!),
    slugs: [...section.matchAll(/<h3[^>]*>\s*<a[^>]*href="\/articles\/([^"]+)"/g)].map((m) => m[1]),
  };
}

const published = async (where = 'true', params: unknown[] = []) =>
  (
    await t.db.query<{ slug: string; title: string; category: string }>(
      `SELECT slug, title, category FROM articles WHERE published_at <= now() AND ${where}
        ORDER BY published_at DESC, id DESC`,
      params,
    )
  ).rows;

describe('an article page', () => {
  it('shows the trail “Guides and news / {title}” and says it as a BreadcrumbList beside its Article', async () => {
    const [a] = await published();
    const res = await get(`/articles/${a!.slug}`);
    expect(res.status).toBe(200);
    expect(trail(res.text)).toEqual({
      crumbs: ['Guides and news', a!.title],
      links: ['/articles'],
    });
    expect(ofType(res.text, 'Article')).toMatchObject({ headline: a!.title });
    expect(ofType(res.text, 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
        { '@type': 'ListItem', position: 2, name: 'Guides and news', item: `${BASE}/articles` },
        {
          '@type': 'ListItem',
          position: 3,
          name: a!.title,
          item: `${BASE}/articles/${a!.slug}`,
        },
      ],
    });
  });

  it('links its category to the list of that category’s articles, which says so in its heading and canonical URL', async () => {
    const legal = await published('category = $1', ['Legal and tax']);
    expect(legal.length, 'the seed files several articles under Legal and tax').toBeGreaterThan(2);
    const page = (await get(`/articles/${legal[0]!.slug}`)).text;
    expect(page).toMatch(
      /<a[^>]*href="\/articles\?category=legal-and-tax"[^>]*>Legal and tax<\/a>/,
    );

    // However the link spells it, the list is of that category alone, named as the label is.
    for (const asked of ['legal-and-tax', 'Legal%20and%20tax']) {
      const res = await get(`/articles?category=${asked}`);
      expect(res.status, asked).toBe(200);
      const head = readHead(res.text);
      expect(head.title, asked).toMatch(/^Guides and news: Legal and tax \|/);
      expect(head.canonical, asked).toBe(`${BASE}/articles?category=legal-and-tax`);
      expect(head.robots ?? '', asked).not.toMatch(/noindex/);
      expect(res.text, asked).toMatch(/<h1[^>]*>Guides and news: Legal and tax<\/h1>/);
      const listed = [...res.text.matchAll(/<h2[^>]*>\s*<a[^>]*href="\/articles\/([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(listed, asked).toEqual(legal.map((r) => r.slug));
    }
    // The list offers each category, the one shown marked as where the reader is.
    expect((await get('/articles')).text).toContain('href="/articles?category=legal-and-tax"');
    expect((await get('/articles?category=legal-and-tax')).text).toMatch(
      /<a aria-current="page"[^>]*href="\/articles\?category=legal-and-tax"[^>]*>Legal and tax<\/a>/,
    );
    // A category we file nothing under is no page.
    expect((await get('/articles?category=gardening')).status).toBe(404);
  });

  it('ends with up to three other published articles of its category, newest first, and none unpublished', async () => {
    const legal = await published('category = $1', ['Legal and tax']);
    const oldest = legal[legal.length - 1]!;
    // Newer than any: a draft and one scheduled for tomorrow, which no reader may be offered.
    await t.db.query(
      `INSERT INTO articles (slug, title, excerpt, body, author, category, published_at) VALUES
         ('legal-draft', 'Legal draft', 'Not yet.', '[]', 'Editor', 'Legal and tax', NULL),
         ('legal-tomorrow', 'Legal tomorrow', 'Not yet.', '[]', 'Editor', 'Legal and tax', now() + interval '1 day')`,
    );
    const next = readNext((await get(`/articles/${oldest.slug}`)).text);
    expect(next).toEqual({
      heading: 'More on legal and tax',
      slugs: legal
        .filter((r) => r.slug !== oldest.slug)
        .slice(0, 3)
        .map((r) => r.slug),
    });
  });

  it('makes up a category of few articles with the newest of the others, its own first', async () => {
    const selling = await published('category = $1', ['Selling guides']);
    expect(selling.length, 'the seed has two selling guides').toBe(2);
    const others = await published('category <> $1', ['Selling guides']);
    const next = readNext((await get(`/articles/${selling[0]!.slug}`)).text);
    expect(next).toEqual({
      heading: 'Further reading',
      slugs: [selling[1]!.slug, others[0]!.slug, others[1]!.slug],
    });
  });
});

describe('an article address of none', () => {
  it('is a 404 that asks the database for no reading list', async () => {
    // The "read next" query ran beside the article's look-up, for every address of none too.
    const statements: string[] = [];
    const query = t.db.query;
    t.db.query = ((sql: string, params?: unknown[]) => {
      statements.push(sql);
      return query.call(t.db, sql, params);
    }) as typeof query;
    try {
      expect((await get('/articles/no-such-article')).status).toBe(404);
    } finally {
      t.db.query = query;
    }
    const articleReads = statements.filter((sql) => /\bFROM articles\b/.test(sql));
    expect(articleReads, 'the look-up by its address alone').toHaveLength(1);
    expect(articleReads[0]).toMatch(/WHERE slug = \$1/);
  });
});

describe('a category list of articles', () => {
  it('has a description of its own, naming its category', async () => {
    // Every category list had the whole list's description while naming itself canonical.
    const whole = readHead((await get('/articles')).text).description!;
    const seen = new Set([whole]);
    for (const category of ARTICLE_CATEGORIES) {
      const path = articleCategoryPath(category)!;
      const description = readHead((await get(path)).text).description!;
      expect(description, path).toMatch(new RegExp(`^${category}\\b`));
      expect(seen.has(description), path).toBe(false);
      seen.add(description);
    }
  });

  it('is in the articles sitemap, canonical to itself, while its category has published articles', async () => {
    // The category lists were in no sitemap, though each names itself canonical.
    const listed = async () =>
      [...(await get('/sitemaps/articles-1.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1]!.replace(/&amp;/g, '&'))
        .filter((loc) => loc.includes('?category='));
    const lists = ARTICLE_CATEGORIES.map((c) => `${BASE}${articleCategoryPath(c)}`);
    expect(await listed()).toEqual(lists);
    for (const url of lists) {
      const res = await get(url.slice(BASE.length));
      expect(res.status, url).toBe(200);
      const head = readHead(res.text);
      expect(head.canonical, url).toBe(url);
      expect(head.robots ?? '', url).not.toMatch(/noindex/);
    }

    // A category with nothing published is `noindex`, and out of the sitemap.
    const { rows: news } = await t.db.query<{ id: string; published_at: Date }>(
      "SELECT id::text AS id, published_at FROM articles WHERE category = 'Market news' AND published_at IS NOT NULL",
    );
    expect(news.length, 'the seed publishes market news').toBeGreaterThan(0);
    await t.db.query("UPDATE articles SET published_at = NULL WHERE category = 'Market news'");
    try {
      const empty = `${BASE}${articleCategoryPath('Market news')}`;
      expect(readHead((await get(empty.slice(BASE.length))).text).robots).toMatch(/noindex/);
      expect(await listed()).toEqual(lists.filter((url) => url !== empty));
    } finally {
      for (const row of news)
        await t.db.query('UPDATE articles SET published_at = $2 WHERE id = $1', [
          row.id,
          row.published_at,
        ]);
    }
  });
});

describe('an auction house page', () => {
  it('shows the house’s logo beside its name, the trail “Auction houses / {name}” and its BreadcrumbList', async () => {
    const house = (
      await t.db.query<{ id: string; name: string; logo: string }>(
        'SELECT id::text AS id, name, logo FROM auction_houses WHERE logo IS NOT NULL ORDER BY id LIMIT 1',
      )
    ).rows[0]!;
    const res = await get(`/auctioneers/${house.id}`);
    expect(res.status).toBe(200);
    expect(trail(res.text)).toEqual({
      crumbs: ['Auction houses', house.name],
      links: ['/auctioneers'],
    });
    // The logo, drawn from its renditions at its size (so nothing moves as it loads), comes
    // before the h1 naming the house; its alt is empty, as the name beside it says it.
    const heading = res.text.slice(res.text.indexOf('</nav>'), res.text.indexOf('</h1>'));
    const file = house.logo.replace(/^\/media\//, '');
    const img = new RegExp(`<img[^>]*src="/media/_r/\\d+/${file}\\.webp"[^>]*>`).exec(heading)?.[0];
    expect(img, 'the logo before the h1').toBeDefined();
    expect(img).toContain('alt=""');
    expect(img).toContain('width="80"');
    expect(img).toContain('height="80"');
    expect(heading).toContain(`/media/_r/160/${file}.avif 160w`);
    expect(decoded(heading)).toContain(house.name);

    expect(ofType(res.text, 'Organization')).toMatchObject({ name: house.name });
    expect(ofType(res.text, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${BASE}/` },
        { position: 2, name: 'Auction houses', item: `${BASE}/auctioneers` },
        { position: 3, name: house.name, item: `${BASE}/auctioneers/${house.id}` },
      ],
    });
  });
});
