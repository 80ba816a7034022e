import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const locationBox = (form: Locator) => form.getByLabel('Location', { exact: true });

/** The site's name in the header: a new visit to the home page (a new history entry). */
async function homeByName(page: Page) {
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * The home page's search, then Back: the boxes hold what was sent (they came back empty, the
 * router drawing the page afresh), so the buyer can change one word instead of typing it all again.
 */
test('Back from the results to the home page finds its search as it was sent; a new visit to the home page starts empty', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const form = page.getByRole('search', { name: 'Search Properties' });
  await locationBox(form).fill('Leeds');
  await form.getByLabel('Guide price (£) maximum').fill('250000');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/listings\?.*location=Leeds/);
  await expect(page).toHaveTitle(/Leeds/);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(locationBox(form)).toHaveValue('Leeds');
  await expect(form.getByLabel('Guide price (£) maximum')).toHaveValue('250000');

  // Forward, then the site's name in the header: a new visit to the home page, empty boxes.
  await page.goForward();
  await page.waitForURL(/\/listings\?/);
  await homeByName(page);
  await expect(locationBox(form)).toHaveValue('');
  await expect(form.getByLabel('Guide price (£) maximum')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('Back to the home page from a sold-price search opens its tab, with its box as it was sent', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('tab', { name: 'Sold House Prices' }).click();
  const form = page.getByRole('search', { name: 'Search Sold House Prices' });
  await form.getByLabel('Postcode, street or town').fill('LS6');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/sold-house-prices\?/);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  // The section opens on its first tab: the sold-price box was filled in a hidden panel.
  await expect(page.getByRole('tab', { name: 'Sold House Prices' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(form.getByLabel('Postcode, street or town')).toHaveValue('LS6');
  expect(errors).toEqual([]);
});

test('an in-page link after a new visit to the home page keeps what is typed (an earlier visit’s search does not come back over it)', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const form = page.getByRole('search', { name: 'Search Properties' });
  await locationBox(form).fill('Leeds');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/listings\?/);

  // The site's name: a new visit to the home page; a word typed; then the skip link. The first
  // page loaded and the skip link's "#main" entry both had the router's key "default", and Back
  // to it ("Leeds") came back over "York".
  await homeByName(page);
  await locationBox(form).fill('York');
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/#main$/);
  await expect(locationBox(form)).toHaveValue('York');
  expect(errors).toEqual([]);
});
