import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every page collects console errors and page errors; a test ends by asserting there were none. */
export const test = base.extend<{ errors: string[] }>({
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
