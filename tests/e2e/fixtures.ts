import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** A client address of its own for each test (198.18.0.0/15 is set aside for tests). */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const c of testId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * Every page collects console errors and page errors; a test ends by asserting there were none.
 * Each test is its own visitor, with its own client address (the server trusts the proxy header
 * from loopback), so the per-address sign-in limits of one test's sign-ins never reach another's:
 * the whole suite signs in more often than one visitor may in 15 minutes.
 */
export const test = base.extend<{ errors: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': visitorAddress(testInfo.testId) });
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // The browser's own network line for an expected 4xx answer (a 404 page, a refused sign-in).
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text()))
        return;
      errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export async function gotoHydrated(page: Page, path: string) {
  const res = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return res;
}

/** Fills in the sign-in form on the page (the demo visitor from the seed) and sends it. */
export async function signIn(page: Page) {
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password', { exact: true }).fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page's serious and critical axe violations, one line each (`[]` when there are none). */
export const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

export { expect };

/** Signs in as the demo editor from the seed (README) through the sign-in form. */
export async function signInAsEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('editor@example.co.uk');
  await page.getByLabel('Password', { exact: true }).fill('Editor-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
