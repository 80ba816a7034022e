import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { resultCards } from './results-page';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Client navigations open each new page at its top and put back/forward where the visitor was
 * (before, a lot opened from far down the list opened scrolled to its map, and page 2 of the
 * results opened at its foot).
 */
test('a new page opens at its top; Back returns to where the list was', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  const last = resultCards(page).last().locator('h2 a, h3 a').first();
  await last.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(500);
  const href = await last.getAttribute('href');
  // A DOM click: Playwright's own would scroll the link into view first.
  await last.evaluate((a: HTMLElement) => a.click());
  await page.waitForURL(`**${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await page.waitForURL('**/listings');
  // Back where the list was (within half a screen: the page may settle while the lot loads).
  const half = (page.viewportSize()?.height ?? 800) / 2;
  await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThan(half);

  const next = page.getByRole('link', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await page.waitForURL('**/listings?page=2');
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(errors).toEqual([]);
});
