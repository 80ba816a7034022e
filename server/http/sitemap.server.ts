import { Router, type Response } from 'express';
import type { Queryable } from '#server/db/db.server';
import { createStaleCache } from '#server/cache/stale-cache.server';

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod: string;
}

/** One kind of URL in the sitemap (static pages, listings, CMS pages …), paged by 50,000. */
export interface SitemapSource {
  kind: string;
  count(db: Queryable): Promise<number>;
  page(db: Queryable, offset: number, limit: number): Promise<SitemapEntry[]>;
  /** The latest lastmod of those entries (the index's date for their file); default: read them all. */
  newest?(db: Queryable, offset: number, limit: number): Promise<string | null>;
}

/** Seconds a crawler should wait before asking again for a file whose source did not answer. */
const SITEMAP_RETRY_AFTER_SECONDS = 300;

/** A source outside the database (the CMS) did not answer: its file is a 503, never a 500. */
export class SitemapSourceUnavailable extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what} did not answer`, { cause });
    this.name = 'SitemapSourceUnavailable';
  }
}

/** The latest lastmod of a page of entries (ISO strings compare as dates). */
async function newestOf(
  source: SitemapSource,
  db: Queryable,
  offset: number,
  limit: number,
): Promise<string | null> {
  if (source.newest) return source.newest(db, offset, limit);
  const entries = await source.page(db, offset, limit);
  return entries.reduce<string | null>(
    (m, e) => (m === null || e.lastmod > m ? e.lastmod : m),
    null,
  );
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlset(base: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) => `  <url><loc>${escapeXml(base + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`,
    )
    .join('\n');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls}\n</urlset>\n`;
}

export function renderIndex(base: string, files: Array<{ name: string; lastmod: string }>): string {
  const items = files
    .map(
      (f) =>
        `  <sitemap><loc>${escapeXml(`${base}/sitemaps/${f.name}`)}</loc><lastmod>${f.lastmod}</lastmod></sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}

/**
 * How long the sitemap index is kept. Its counts and newest dates cost 0.2–1.3 s of the embedded
 * database's one thread; crawlers are told to keep it an hour anyway (Cache-Control). Any change
 * that drops the cached pages drops it too (`whenContentChanges`).
 */
export const SITEMAP_INDEX_TTL_MS = 10 * 60 * 1000;

/** The index's files, by count and newest entry of each source. */
async function indexFiles(db: Queryable, sources: SitemapSource[]) {
  const files: Array<{ name: string; lastmod: string }> = [];
  for (const source of sources) {
    const total = await source.count(db);
    for (let n = 1; (n - 1) * SITEMAP_MAX_URLS < total; n++) {
      // The newest entry of the file (it used to be its first entry's, by id: a year old).
      const newest = await newestOf(source, db, (n - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
      files.push({
        name: `${source.kind}-${n}.xml`,
        lastmod: newest ?? new Date().toISOString(),
      });
    }
  }
  return files;
}

/**
 * `/sitemap.xml` (index of non-empty sitemaps), `/sitemaps/{kind}-{n}.xml`, and `/robots.txt`
 * naming the index. The index is read once for every request made together and kept
 * SITEMAP_INDEX_TTL_MS, or until `whenContentChanges` calls back; while the database is down its
 * last copy is served. The files are read per request (an editor's publish shows at once).
 */
export function sitemapRouter(
  db: Queryable,
  publicUrl: string,
  sources: SitemapSource[],
  { whenContentChanges }: { whenContentChanges?: (drop: () => void) => void } = {},
) {
  const router = Router();
  const byKind = new Map(sources.map((s) => [s.kind, s]));
  const xml = (res: Response, body: string) =>
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(body);
  const index = createStaleCache<string>({
    ttlMs: SITEMAP_INDEX_TTL_MS,
    maxEntries: 1,
    source: 'the database',
  });
  whenContentChanges?.(() => index.invalidate());

  router.get('/sitemap.xml', async (_req, res) => {
    xml(
      res,
      await index.get('index', async () => renderIndex(publicUrl, await indexFiles(db, sources))),
    );
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const m = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
    const source = m ? byKind.get(m[1]!) : undefined;
    if (!m || !source) return next();
    let entries: SitemapEntry[];
    try {
      entries = await source.page(db, (Number(m[2]) - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
    } catch (err) {
      if (!(err instanceof SitemapSourceUnavailable)) throw err;
      req.log?.warn({ err }, 'sitemap source unavailable');
      res
        .status(503)
        .set('Retry-After', String(SITEMAP_RETRY_AFTER_SECONDS))
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(`${err.message}: try again later\n`);
      return;
    }
    if (entries.length === 0) return next();
    xml(res, renderUrlset(publicUrl, entries));
  });

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /profile\nDisallow: /api/\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
      );
  });
  return router;
}
