import type { CDPSession, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** A slow mobile connection (the walk's): each answer takes 1.5 s and more to arrive. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1500,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  return cdp;
}

const unthrottle = (cdp: CDPSession) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

/** The frames in which the router's new page and the route announcer's focus move are drawn. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * The buyer sorts the search and presses its button, then clicks into a field of the same form
 * while the results load and types. Drawn afresh for the new search, the form lost what they had
 * typed ("gard" of "garden flat") and focus, and the rest of the typing went nowhere.
 */
async function typeWhileLoading(
  page: Page,
  form: { path: string; name: string; button: string; field: string; order: RegExp },
) {
  await gotoHydrated(page, form.path);
  const search = page.getByRole('search', { name: form.name });
  await search.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  const cdp = await throttle(page);
  await search.getByRole('button', { name: form.button }).click();
  const field = search.getByLabel(form.field, { exact: true });
  await field.click();
  await page.keyboard.type('garden');
  // Typed while the results were still on their way.
  await expect(page.locator('#results-count')).toHaveText('Updating results…');
  await expect(page).toHaveURL(form.order);
  await expect(page.locator('#results-count')).not.toHaveText('Updating results…');
  await unthrottle(cdp);
  await twoFrames(page);
  await page.keyboard.type(' flat');
  await expect(field).toHaveValue('garden flat');
  await expect(field).toBeFocused();
  await expect(search.getByLabel('Sort by')).toHaveValue('price_asc');

  // Back to the search before: the form shows it, not what was typed in the one after.
  await page.goBack();
  await expect(page).not.toHaveURL(form.order);
  await expect(search.getByLabel('Sort by')).toHaveValue('');
  await expect(search.getByLabel(form.field, { exact: true })).toHaveValue('');
}

test('words typed into the lot search while its results load are kept, and so is focus', async ({
  page,
  errors,
}) => {
  await typeWhileLoading(page, {
    path: '/listings?location=London',
    name: 'Filter lots',
    button: 'Show lots',
    field: 'Search',
    order: /order_by=price_asc/,
  });
  expect(errors).toEqual([]);
});

test('words typed into the sold-price search while its results load are kept, and so is focus', async ({
  page,
  errors,
}) => {
  await typeWhileLoading(page, {
    path: '/sold-house-prices?location=London',
    name: 'Filter sold prices',
    button: 'Show sales',
    field: 'Street or postcode',
    order: /order_by=price_asc/,
  });
  expect(errors).toEqual([]);
});

test('while the next page loads, a bar along the top says so, and goes when it has come', async ({
  page,
  errors,
}) => {
  // A walk: "Next" at the foot of a list changed nothing on screen for over a second on a slow
  // connection ("Updating results…" is by the count, far above), and a phone user tapped again.
  await gotoHydrated(page, '/listings');
  const bar = page.locator('.navigation-progress');
  await expect(bar).toHaveCount(0);
  const cdp = await throttle(page);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Next' })
    .click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('opacity', '1');
  await unthrottle(cdp);
  await expect(page).toHaveURL(/page=2/);
  await expect(bar).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a filter removed by its chip stays removed though the buyer clicked into the form meanwhile', async ({
  page,
  errors,
}) => {
  // The form is kept for any search the buyer went into it during, a chip's too (so what they
  // type meanwhile stays). A review feared its Status would still read "Sold" and the next "Show
  // lots" bring the removed filter back: a field whose default changed takes the new one.
  await gotoHydrated(page, '/listings?location=London&lot_status=sold');
  const search = page.getByRole('search', { name: 'Filter lots' });
  const status = search.getByLabel('Status');
  await expect(status).toHaveValue('sold');
  const cdp = await throttle(page);
  await page.getByRole('link', { name: /^Remove filter: Sold/ }).click();
  await search.getByLabel('Search', { exact: true }).click();
  await page.keyboard.type('garden');
  await expect(page).not.toHaveURL(/lot_status=/);
  await expect(page.locator('#results-count')).not.toHaveText('Updating results…');
  await unthrottle(cdp);
  await twoFrames(page);
  await expect(status).toHaveValue('');
  expect(errors).toEqual([]);
});
