import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** How far the page is wider than the window (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('1280 px: the header bar holds every main link and the account links, Auction calendar opens the auctions', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const name of ['Auction lots', 'Auction calendar', 'Auction houses', 'Sold prices'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeInViewport();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await nav.getByRole('link', { name: 'Auction calendar' }).click();
  await expect(page).toHaveURL(/\/auctions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming property auctions');
  expect(errors).toEqual([]);
});

test('1024 px: the main links are in the menu, and nothing sticks out of the header', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoHydrated(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Auction calendar' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('1280 px: staff have "Editor tools" in the bar beside My account, and it opens the admin', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('editor@example.co.uk');
  await page.getByLabel('Password', { exact: true }).fill('Editor-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await gotoHydrated(page, '/listings');
  const tools = page.getByRole('banner').getByRole('link', { name: 'Editor tools' });
  await expect(tools).toBeInViewport();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeInViewport();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await tools.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Editor' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('1280 px with the browser’s text at 200 %: the links go into the menu, nothing sticks out', async ({
  page,
  errors,
}) => {
  // A low-vision walk: at "Very large" text the bar's links were drawn over the logo and
  // "Register" was pushed off the page (breakpoints in px ignored the text size).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
