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

export { expect };
