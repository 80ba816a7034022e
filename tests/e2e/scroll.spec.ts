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
  // Back where the list was, to the pixel: it used to stop at the foot of the shorter lot page
  // still on screen when React Router restored the position (528 px short; ScrollSettle).
  await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThan(2);

  const next = page.getByRole('link', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await page.waitForURL('**/listings?page=2');
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('after a client navigation (a link, Back, a search) focus is on the new page and its title is announced', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  const main = page.locator('main');
  const announcer = page.locator('[data-route-announcer]');
  // The first load announces nothing and leaves focus alone.
  await expect(main).not.toBeFocused();
  await expect(announcer).toHaveText('');

  const lot = resultCards(page).first().locator('h2 a, h3 a').first();
  const href = await lot.getAttribute('href');
  await lot.click();
  await page.waitForURL(`**${href}`);
  await expect(main).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  // Tab goes on from the top of the new page, past the header.
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);

  await page.goBack();
  await page.waitForURL('**/listings');
  // Back: focus is on the lot's link again, where the visitor left the list.
  await expect(lot).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByLabel('Location').fill('leeds');
  const show = filters.getByRole('button', { name: 'Show lots' });
  await show.click();
  await expect(page).toHaveURL(/location=leeds/);
  await expect(page.getByText(/^Lots in Leeds/)).toBeVisible();
  // The form is drawn afresh for the new search (it folds on a phone): focus is not left on
  // <body>, nor at the top of <main>, where Tab went through the filters again: it is on the
  // results' count, and Tab goes on to the results.
  const count = page.locator('#results-count');
  await expect(count).toBeFocused();
  await expect(count).toHaveText(/\d+ lots?/);
  await expect(announcer).toHaveText(await page.title());
  await page.keyboard.press('Tab');
  await expect(filters.locator(':focus')).toHaveCount(0);
  await expect(main.locator(':focus')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('Back to the list from a lot opened by keyboard: focus is on its link, and Tab goes on from there', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=London');
  const lot = resultCards(page).last().locator('h2 a, h3 a').first();
  await lot.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(500);
  const href = await lot.getAttribute('href');
  await lot.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${href}`);
  await expect(page.locator('main')).toBeFocused();

  await page.goBack();
  await page.waitForURL('**/listings?location=London');
  await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThan(2);
  // It was on <main>: the first Tab went to the search form and the page jumped to its top.
  await expect(lot).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('search', { name: 'Filter lots' }).locator(':focus')).toHaveCount(0);
  expect(await scrollY(page)).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});

test('"Next" pressed while another page is still loading: focus goes to the new page, not left on "Next"', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=london');
  // The first navigation is slow to answer (the server is outside the page: held here), so the
  // buyer presses "Next" before it arrives. Where focus was is what the second one started from.
  await page.route('**/sold-house-prices/_payload.json*', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue().catch(() => undefined);
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sold prices' })
    .click();
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', {
    name: 'Next',
  });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\?location=london&page=2$/);
  await expect(page.locator('[data-route-announcer]')).toHaveText(/page 2 of/);
  await expect(page.locator('#results-count')).toBeFocused();
  expect(errors).toEqual([]);
});

test('after a filter or "Next" by keyboard, the announced title says what the results now are', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=london');
  const announcer = page.locator('[data-route-announcer]');
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', {
    name: 'Next',
  });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  await expect(announcer).toHaveText(
    /^Property auction lots: Greater London – page 2 of \d+ \| Auction Property UK$/,
  );
  await expect(page).toHaveTitle(await announcer.innerText());

  await page.getByRole('link', { name: 'Remove filter: Greater London' }).press('Enter');
  await expect(page).not.toHaveURL(/location=/);
  await expect(announcer).toHaveText('Property auction lots | Auction Property UK');
  expect(errors).toEqual([]);
});

test('removing filter chips from the keyboard keeps focus among the chips, then the results', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=london&bedrooms=2&property_type=flat');
  const chip = (name: string) => page.getByRole('link', { name: `Remove filter: ${name}` });
  const chips = page.getByRole('group', { name: 'Active filters' }).getByRole('link', {
    name: /^Remove filter: /,
  });
  await expect(chips).toHaveCount(3);
  const [first, second, third] = (await chips.evaluateAll((links) =>
    links.map((a) => a.getAttribute('aria-label')!.slice(15)),
  )) as [string, string, string];
  // The first chip removed: the one after it takes its place, and the focus.
  await chip(first).press('Enter');
  await expect(chips).toHaveCount(2);
  await expect(chip(second)).toBeFocused();
  // The last chip removed: the one before it.
  await chip(third).press('Enter');
  await expect(chips).toHaveCount(1);
  await expect(chip(second)).toBeFocused();
  // None left: the results' count, as for any new search.
  await chip(second).press('Enter');
  await expect(chips).toHaveCount(0);
  await expect(page.locator('#results-count')).toBeFocused();
  await expect(page.locator('[data-route-announcer]')).toHaveText(await page.title());
  expect(errors).toEqual([]);
});

test('at 400 % zoom, a new search by keyboard shows the results count that focus went to', async ({
  page,
  errors,
}) => {
  // A 1280 × 1024 window at 400 %: the search form fills the first screens.
  await page.setViewportSize({ width: 320, height: 256 });
  await gotoHydrated(page, '/listings?location=Leeds');
  await page.getByRole('button', { name: /Change search/ }).click();
  const form = page.getByRole('search', { name: 'Filter lots' });
  await form.getByLabel('Search').fill('terrace');
  await form.getByRole('button', { name: 'Show lots' }).focus();
  const left = await scrollY(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]search=terrace\b|property_type=/);
  const count = page.locator('#results-count');
  await expect(count).toBeFocused();
  // It was focused without scrolling, the page at its top, the count screens below.
  await expect(count).toBeInViewport();

  // Back: the page is where the visitor left it, not moved to its count.
  await page.goBack();
  await expect(page).not.toHaveURL(/terrace|property_type=/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThan(2);
  expect(errors).toEqual([]);
});
