import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

test('first load of / streams, hydrates and logs no errors', async ({ page, errors }) => {
  const res = await gotoHydrated(page, '/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your next property at auction',
  );
  await expect(page).toHaveTitle(/UK Property Auctions/);
  expect(errors).toEqual([]);
});

test('client navigation fetches _payload.json, not HTML', async ({ page, errors }) => {
  await gotoHydrated(page, '/');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Auction lots' })
    .click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property auction lots');
  await expect(page).toHaveTitle(/Property auction lots/);
  // The head holds the new page's tags, once each, and the body none (decision 061).
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    /^Browse UK property auction lots/,
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/listings$/);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('body title, body meta, body link')).toHaveCount(0);
  expect(requests).toContain('fetch /listings/_payload.json');
  expect(requests.filter((r) => r.startsWith('document'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('back and forward restore pages without reloading the document', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Auction houses' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auction houses');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your next property at auction',
  );
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
});

test('the error screen of an invalid route has a working Go Home button', async ({
  page,
  errors,
}) => {
  const res = await gotoHydrated(page, '/listings/not-a-number');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found: /listings/not-a-number',
  );
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find your next property at auction',
  );
  // The error page's noindex goes with it: the home page may be indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/UK Property Auctions/);
  expect(errors).toEqual([]);
});

test('an unmatched path keeps the layout and names the path', async ({ page }) => {
  const res = await gotoHydrated(page, '/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('We could not find /no/such/page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

/** From the hydrated home page, follows a link to `href` put in its footer: a client navigation. */
async function followAddedLink(page: Page, href: string) {
  await gotoHydrated(page, '/');
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.textContent = 'added link';
    document.querySelector('footer')!.append(a);
  }, href);
  await page.getByRole('link', { name: 'added link' }).click();
}

test('client navigation to an unknown CMS path shows the non-fatal 404 in the layout', async ({
  page,
}) => {
  await followAddedLink(page, '/definitely/missing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a search refused for its query is said in the layout, loaded or navigated to', async ({
  page,
}) => {
  // It was a bare, unstyled document when loaded, and the fatal screen without the header when
  // navigated to.
  const response = await page.goto('/listings?search=a%00b');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search could not be read');
  await expect(page.getByText('This link holds characters no link of ours has')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await followAddedLink(page, '/sold-house-prices?location=a%00b');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search could not be read');
  await expect(page.getByText('This link holds characters no link of ours has')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

for (const path of [
  '/',
  '/listings',
  '/terms-and-conditions',
  '/no/such/page',
  '/listings/abc',
  '/listings?search=a%00b',
]) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test('keyboard: the first Tab reaches "Skip to content", which moves focus to main', async ({
  page,
}) => {
  await gotoHydrated(page, '/listings');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

/**
 * The quickest visitor there can be: from the home page, "Auction lots" is followed, and the first
 * element of /listings matching `selector` takes focus the moment it is in the page (marked
 * `data-focused-on-arrival`), before the frame after the navigation in which focus is moved to
 * <main>. The new page is still announced: its title, in the live region.
 */
async function arriveFocusing(page: Page, selector: string) {
  await gotoHydrated(page, '/');
  await page.evaluate((wanted) => {
    new MutationObserver((_, observer) => {
      // The loading bar goes into the page as the navigation starts, while the home page (with
      // cards of its own) is still shown: only the new page's element counts.
      if (location.pathname !== '/listings') return;
      const element = document.querySelector<HTMLElement>(wanted);
      if (!element) return;
      observer.disconnect();
      element.dataset.focusedOnArrival = '';
      element.focus();
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Auction lots' })
    .click();
  await expect(page).toHaveURL(/\/listings$/);
  // The title is read once it is the new page's: read at once, it could still be the home page's
  // while the announcer already said the new one (a flaky CI run).
  await expect(page).toHaveTitle(/^Property auction lots/);
  await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());
  return page.locator('[data-focused-on-arrival]');
}

test('a control of the new page that takes focus as it appears keeps it: Enter on a card’s Watch works', async ({
  page,
  errors,
}) => {
  // Signed in onto /listings, a Watch button focused at once lost focus to <main> a frame later (a
  // flaky watchlist run), and Enter then did nothing.
  const control = await arriveFocusing(
    page,
    '#main article a[href^="/login"], #main article button[aria-pressed]',
  );
  await expect(control).toHaveAccessibleName(/^Sign in to watch /);
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(errors).toEqual([]);
});

test('a visitor who starts typing in the new page as it appears keeps the field: focus is not taken to main', async ({
  page,
  errors,
}) => {
  // Signed in onto /listings, "bris" typed there kept only the "b" (a flaky buyer-journeys run):
  // focus went to <main> after the first key.
  await arriveFocusing(page, 'form[aria-label="Filter lots"] input[name="location"]');
  const where = page
    .getByRole('search', { name: 'Filter lots' })
    .getByRole('combobox', { name: 'Location' });
  await expect(where).toBeFocused();
  await page.keyboard.type('bris');
  await expect(where).toHaveValue('bris');
  expect(errors).toEqual([]);
});

/**
 * The browser's renderer (Preact) adopts the server's HTML, hydrating it in slices (decision 061):
 * nothing the server sent is thrown away and drawn again, which would flash the page, lose the
 * reader's scroll and focus, and on the way hide a slice that failed (an error boundary catching
 * a suspended slice replaces the whole layout).
 */
for (const path of [
  '/listings?location=leeds',
  '/listings/1',
  '/sold-house-prices?location=Leeds',
]) {
  test(`hydrating ${path} keeps every element the server sent`, async ({ page, errors }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as { __removed?: string[] }).__removed = removed;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.removedNodes)
              if (n instanceof Element) removed.push(n.outerHTML.slice(0, 120));
        }).observe(document.getElementById('root')!, { childList: true, subtree: true });
      });
    });
    await gotoHydrated(page, path);
    await expect(page.locator('footer')).toBeVisible();
    expect(await page.evaluate(() => (window as { __removed?: string[] }).__removed)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
