import type { Page, Request } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { ANALYTICS_BASE_URL, ANALYTICS_ID } from './servers';

const EDITOR = { identifier: 'editor@example.co.uk', password: 'Editor-demo-2026' };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Paths of the documents the tab loads from now on (first loads, reloads, full navigations). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (r: Request) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
      loads.push(new URL(r.url()).pathname);
    }
  });
  return loads;
}

function payloadRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/_payload.json')) seen.push(url.pathname);
  });
  return seen;
}

test('a new build deployed while the page is open: the next navigation loads the document', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  // The deploy: the build endpoints now name another build (the server itself is unchanged).
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'next-build', timestamp: Date.now() } }),
  );
  await page.route('**/builds/meta/next-build.json', (route) =>
    route.fulfill({ json: { id: 'next-build', timestamp: Date.now(), routeRules: {} } }),
  );
  // The manifest is fetched once the new id was seen (VERSION_POLL_SECONDS=2 in the config).
  await page.waitForRequest('**/builds/meta/next-build.json', { timeout: 10_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const loads = documentLoads(page);

  await mainNav(page).getByRole('link', { name: 'Auction lots' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property auction lots');
  expect(loads).toEqual(['/listings']);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  expect(errors).toEqual([]);
});

test('a page chunk that is gone: exactly one reload, then the error screen, no loop', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const signIn = await page.request.post('/api/auth/login', {
    data: EDITOR,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.ok()).toBe(true);
  // A deploy removed the editor's chunk this page's entry still names.
  await page.route('**/assets/admin-app-*.js', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  const loads = documentLoads(page);
  const started = Date.now();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
    timeout: 10_000,
  });
  expect(Date.now() - started).toBeLessThan(10_000);
  // The error screen means the guard held a second reload back; give a loop time to show anyway.
  await page.waitForTimeout(1_500);
  expect(loads).toEqual(['/admin', '/admin']);
});

test.describe('payload preloads and the connection', () => {
  test('Slow 2G: hovering and showing links preloads no _payload.json', async ({
    page,
    errors,
  }) => {
    // Playwright cannot throttle the page into reporting slow-2g without making the whole test
    // crawl (CDP throttling of the first load included), so the Network Information API says it.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: 'slow-2g', saveData: false, downlink: 0.05, rtt: 2000 }),
      });
    });
    const seen = payloadRequests(page);
    await gotoHydrated(page, '/');
    const effectiveType = await page.evaluate(
      () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    );
    expect(effectiveType).toBe('slow-2g');
    await mainNav(page).getByRole('link', { name: 'Auction houses' }).hover();
    await page.getByRole('link', { name: 'Auction houses' }).last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_800); // payload preloads start after 1 s
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a normal connection: a link on screen preloads its payload without being hovered', async ({
    page,
    errors,
  }) => {
    const seen = payloadRequests(page);
    await gotoHydrated(page, '/');
    await expect(mainNav(page).getByRole('link', { name: 'Auction houses' })).toBeInViewport();
    await expect.poll(() => seen, { timeout: 10_000 }).toContain('/auctioneers/_payload.json');
    expect(errors).toEqual([]);
  });

  test('a normal connection: visible and hovered links preload their payload after 1 s, and the click uses it', async ({
    page,
    errors,
  }) => {
    const seen = payloadRequests(page);
    await gotoHydrated(page, '/');
    await mainNav(page).getByRole('link', { name: 'Auction houses' }).hover();
    await expect.poll(() => seen, { timeout: 5_000 }).toContain('/auctioneers/_payload.json');
    expect(seen).not.toContain('/_payload.json'); // the page on screen is not preloaded

    await mainNav(page).getByRole('link', { name: 'Auction houses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auction houses');
    expect(seen.filter((p) => p === '/auctioneers/_payload.json')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe('analytics', () => {
  test('without ANALYTICS_ID no tracker loads and nothing leaves the site', async ({
    page,
    baseURL,
    errors,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!)) elsewhere.push(r.url());
    });
    await gotoHydrated(page, '/');
    await mainNav(page).getByRole('link', { name: 'Auction lots' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window || 'plausible' in window)).toBe(false);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('with ANALYTICS_ID', () => {
    test.use({ baseURL: ANALYTICS_BASE_URL });

    test('the tracker loads after hydration with the nonce, and client navigations send page views', async ({
      page,
      errors,
    }) => {
      // Tests never reach the internet: gtag.js is replaced by a stub that records that it ran
      // (so the CSP allowed it); the page views are the ones our code queues in dataLayer.
      await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.trackerRan = true;',
        }),
      );
      await gotoHydrated(page, '/');
      const tracker = page.locator('script[data-analytics="ga4"]');
      await expect(tracker).toHaveAttribute(
        'src',
        `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`,
      );
      await expect.poll(() => page.evaluate(() => 'trackerRan' in window)).toBe(true);
      const nonces = await page.evaluate(() => [
        document.querySelector<HTMLScriptElement>('script[data-analytics]')!.nonce,
        document.querySelector<HTMLScriptElement>('#hydration-data')!.nonce,
      ]);
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).toBe(nonces[1]);

      const pageViews = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
            .map((args) => Array.from(args))
            .filter(([kind, name]) => kind === 'event' && name === 'page_view')
            .map(([, , params]) => (params as { page_path: string }).page_path),
        );
      await expect.poll(pageViews).toEqual(['/']);
      await mainNav(page).getByRole('link', { name: 'Auction lots' }).click();
      await expect(page).toHaveURL(/\/listings$/);
      await expect.poll(pageViews).toEqual(['/', '/listings']);
      await expect(page.locator('script[data-analytics]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
});
