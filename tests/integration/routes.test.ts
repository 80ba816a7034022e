import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { PAGE_SCRIPTS_LOADER } from '#server/ssr/page-scripts';
import { readHead } from '../helpers/page-head';

let t: TestApp;
let userCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  userCookie = await t.sessionCookie();
});
afterAll(() => t.close());

const get = (path: string, cookie?: string) => {
  const r = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? r.set('Cookie', cookie) : r;
};

/** Every page route of SPEC §2 with what an anonymous visitor gets. */
const PUBLIC_PAGES: Array<[string, RegExp]> = [
  ['/', /<title>UK Property Auctions/],
  ['/login', /<title>Sign in \|/],
  ['/sign-up', /<title>Create an account \|/],
  ['/confirm-email', /<title>Confirm your e-mail \|/],
  ['/signup-success', /<title>Account created \|/],
  ['/forgot-password', /<title>Forgotten password \|/],
  ['/reset-password', /<title>Choose a new password \|/],
  ['/change-password', /<title>Change password \|/],
  ['/listings', /<title>Property auction lots \|/],
  // A search's title names it (schema/listings-title.ts).
  ['/listings?search=camden', /<title>Property auction lots: “camden” \|/],
  ['/auctioneers', /<title>UK auction houses \|/],
  ['/locations', /<title>Locations \|/],
  ['/postcodes', /<title>Postcodes \|/],
  ['/sold-house-prices', /<title>Sold house prices \|/],
  ['/articles', /<title>Guides and news \|/],
  ['/terms-and-conditions', /<title>Terms and conditions \|/],
  ['/privacy-policy', /<title>Privacy policy \|/],
];

describe('page routes', () => {
  it.each(PUBLIC_PAGES)('%s answers 200 with its title', async (path, title) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(title);
  });

  it('serves the home page in the landing layout and content pages in the default layout', async () => {
    const home = await get('/');
    expect(home.text).toMatch(/<main id="main"[^>]*class="w-full flex-1/);
    const listings = await get('/listings');
    expect(listings.text).toMatch(/<main id="main"[^>]*class="mx-auto w-full max-w-7xl/);
  });

  it('streams a hydratable document: root element, hydration data and the entry module', async () => {
    const res = await get('/listings');
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('window.__staticRouterHydrationData=');
    // The entry is named for the loader that fetches it once the page is painted (decision 059),
    // and the loader runs with the answer's nonce.
    const scripts =
      /<script id="page-scripts" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(res.text);
    expect(JSON.parse(scripts![1]!)).toMatchObject({ entry: '/assets/entry.client-TEST.js' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    const loader = new RegExp(`<script nonce="([^"]+)"[^>]*>([^<]+)</script>\\s*</body>`).exec(
      res.text,
    );
    expect(loader?.slice(1)).toEqual([nonce, PAGE_SCRIPTS_LOADER]);
    expect(res.text).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="modulepreload"/);
    // The first frame waits for the whole page: the element it expects closes it.
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#page-scripts" blocking="render"/>');
    expect(res.text.indexOf('id="page-scripts"')).toBeGreaterThan(res.text.lastIndexOf('</main>'));
  });

  it('inlines the site stylesheet in the head with the answer’s nonce, which the CSP allows (decision 055)', async () => {
    const res = await get('/listings');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.text).toContain(`<style nonce="${nonce}">body{}</style></head>`);
    expect(res.text).not.toContain('href="/assets/entry-TEST.css"');
    expect(String(res.headers['content-security-policy'])).toContain(
      `style-src 'self' 'nonce-${nonce}'`,
    );
  });

  it('gives each page a canonical URL from PUBLIC_URL, a later page of a list its own', async () => {
    // Enough houses for a second page (a later page of no results goes to the first).
    await t.db.query(
      `INSERT INTO auction_houses (slug, name)
       SELECT 'canonical-house-' || g, 'Canonical House ' || g FROM generate_series(1, 30) g`,
    );
    expect((await get('/auctioneers?utm_source=x')).text).toContain(
      '<link rel="canonical" href="https://auctions.example.co.uk/auctioneers"/>',
    );
    expect((await get('/auctioneers?page=2')).text).toContain(
      '<link rel="canonical" href="https://auctions.example.co.uk/auctioneers?page=2"/>',
    );
  });
});

describe('what search engines are told of the account pages', () => {
  it('sign-in, sign-up and a forgotten password say what they are for, and may be indexed', async () => {
    // They had no description: a search result showed whatever text the engine picked.
    for (const path of ['/login', '/sign-up', '/forgot-password']) {
      const head = readHead((await get(path)).text);
      expect(head.description?.length, path).toBeGreaterThan(40);
      expect(head.robots, path).toBeNull();
    }
  });

  it('a signed-in visitor’s own pages, and the steps reached from an e-mailed link, are noindex', async () => {
    // robots.txt keeps crawlers from /profile, but a page linked from elsewhere is still indexed
    // by its address unless it says noindex; /change-password was not even disallowed.
    const pages = [
      '/profile',
      '/profile/settings',
      '/change-password',
      '/reset-password',
      '/confirm-email',
      '/signup-success',
    ];
    for (const path of pages) {
      const res = await get(path, userCookie);
      expect(res.status, path).toBe(200);
      expect(readHead(res.text).robots, path).toBe('noindex');
    }
  });
});

describe('third-party sign-in', () => {
  it('a provider that is not configured answers 404 at its callback', async () => {
    expect((await get('/auth/google/callback?code=x&state=y')).status).toBe(404);
  });
});

describe('guards', () => {
  it.each(['/profile', '/profile/settings'])(
    '%s sends anonymous visitors to sign in and back',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it.each(['/profile', '/profile/settings'])(
    '%s renders for a signed-in user (landing layout)',
    async (path) => {
      const res = await get(path, userCookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('demo@example.co.uk');
      expect(res.text).toMatch(/<main id="main"[^>]*class="w-full flex-1/);
      // Kept by no cache, the browser's included: Back after signing out showed the account's
      // name, e-mail and saved searches again ("no-cache" pages are reused for Back).
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = await get(`${path}/_payload.json`, userCookie);
      expect(data.status).toBe(200);
      expect(data.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(['/login', '/sign-up'])('%s sends signed-in users home', async (path) => {
    const res = await get(path, userCookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('treats a tampered or revoked session as anonymous', async () => {
    const tampered = `${userCookie.slice(0, -4)}AAAA`;
    expect((await get('/profile', tampered)).status).toBe(302);
    await t.db.query(
      "UPDATE users SET token_version = token_version + 1 WHERE email = 'demo@example.co.uk'",
    );
    expect((await get('/profile', userCookie)).status).toBe(302);
    userCookie = await t.sessionCookie();
    expect((await get('/profile', userCookie)).status).toBe(200);
  });

  it('prevent-root: aliases of the home page redirect permanently to /', async () => {
    for (const path of ['/home', '/index', '/INDEX.html', '/index.php']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location).toBe('/');
    }
    const withQuery = await get('/home?utm_source=mail');
    expect(withQuery.headers.location).toBe('/?utm_source=mail');
  });

  it('global middleware removes a trailing slash', async () => {
    const res = await get('/listings/?view=grid');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/listings?view=grid');
  });
});
