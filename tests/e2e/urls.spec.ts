import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };
/** An address that only exists inside this test: the browser never reaches the internet. */
const EXTERNAL = 'https://land-registry.example.test/search';

async function asEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  const headers = { origin: new URL(page.url()).origin };
  return async (method: 'post' | 'put', url: string, data?: unknown) => {
    const res = await page.request[method](url, { data, headers });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

/** Marks the loaded document: the mark survives client navigations, a full page load drops it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

test("links to editors' redirects and mixed-case addresses land where a full page load would", async ({
  page,
  browser,
  errors,
}) => {
  const run = Date.now();
  const api = await asEditor(page);
  await api('post', '/api/admin/redirects', {
    from_path: `/old-lots-${run}`,
    to_url: '/auctioneers',
    status_code: 301,
  });
  await api('post', '/api/admin/redirects', {
    from_path: `/listings/old-lot-${run}`,
    to_url: '/listings',
    status_code: 301,
  });
  await api('post', '/api/admin/redirects', {
    from_path: `/land-registry-${run}`,
    to_url: EXTERNAL,
    status_code: 302,
  });
  // A CMS page whose buttons are client-side links (SmartLink) to those addresses.
  const path = `/guides/moved-${run}`;
  const { page: created } = await api('post', '/api/admin/pages', {
    path,
    title: 'Moved pages',
    layout: 'default',
  });
  const hero = (id: string, ctas: Array<{ label: string; href: string }>) => ({
    type: 'hero',
    id,
    title: `Links ${id}`,
    ctas,
  });
  await api('put', `/api/admin/pages/${created.id}/draft`, {
    document: {
      slug: 'x',
      title: 'Moved pages',
      layout: 'default',
      sections: [
        hero('a', [
          { label: 'Old lots', href: `/old-lots-${run}?search=hall` },
          { label: 'Withdrawn lot', href: `/listings/old-lot-${run}` },
          { label: 'Land Registry', href: `/land-registry-${run}` },
        ]),
        hero('b', [{ label: 'Postcode LS6', href: '/Postcodes/LS6' }]),
      ],
    },
  });
  await api('post', `/api/admin/pages/${created.id}/publish`);

  const visitor = await (await browser.newContext()).newPage();
  visitor.on('pageerror', (e) => errors.push(e.message));
  await visitor.route('https://land-registry.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Land Registry (stand-in)</h1>' }),
  );

  // Internal redirect, query kept, in the same document (a client navigation). Headings are found
  // by name: for a moment after the URL changes the old page's two headings are still on screen,
  // and a bare level-1 locator fails at once on them (strict mode), which made this test flaky.
  await gotoHydrated(visitor, path);
  await markDocument(visitor);
  await visitor.getByRole('link', { name: 'Old lots' }).click();
  await expect(visitor).toHaveURL(/\/auctioneers\?search=hall$/);
  await expect(visitor.getByRole('heading', { level: 1, name: /auction houses/i })).toBeVisible();
  expect(await sameDocument(visitor)).toBe(true);
  // The redirected address is not kept in the history: back returns to the page with the links.
  await visitor.goBack();
  await expect(visitor).toHaveURL(new RegExp(`${path}$`));

  // A path the route's validation rejects (`/listings/{id}` wants a number), redirected by an editor.
  await visitor.getByRole('link', { name: 'Withdrawn lot' }).click();
  await expect(visitor).toHaveURL(/\/listings$/);
  await expect(visitor.getByRole('heading', { level: 1, name: /lots/i })).toBeVisible();
  expect(await sameDocument(visitor)).toBe(true);
  await visitor.goBack();

  // A mixed-case address lands on its canonical page.
  await visitor.getByRole('link', { name: 'Postcode LS6' }).click();
  await expect(visitor).toHaveURL(/\/postcodes\/ls6$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'LS6' })).toBeVisible();
  expect(await sameDocument(visitor)).toBe(true);
  await visitor.goBack();

  // External redirect: a full page load of the target.
  await expect(visitor).toHaveURL(new RegExp(`${path}$`));
  const load = visitor.waitForRequest((req) => req.url() === EXTERNAL && req.isNavigationRequest());
  await visitor.getByRole('link', { name: 'Land Registry' }).click();
  await load;
  await expect(visitor).toHaveURL(EXTERNAL);
  await expect(visitor.getByRole('heading', { name: 'Land Registry (stand-in)' })).toBeVisible();

  await visitor.context().close();
  expect(errors).toEqual([]);
});

test('typing a mixed-case or spaced postcode address lands on the canonical page', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/postcodes/LS6%201?from=typed');
  await expect(page).toHaveURL(/\/postcodes\/ls6\/1\?from=typed$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('LS6 1');
  expect(errors).toEqual([]);
});
