import { test, expect, gotoHydrated } from './fixtures';

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
  await form.getByLabel('Location', { exact: true }).fill('Leeds');
  await form.getByLabel('Guide price (£) maximum').fill('250000');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/listings\?.*location=Leeds/);
  await expect(page).toHaveTitle(/Leeds/);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue('Leeds');
  await expect(form.getByLabel('Guide price (£) maximum')).toHaveValue('250000');

  // Forward, then the site's name in the header: a new visit to the home page, empty boxes.
  await page.goForward();
  await page.waitForURL(/\/listings\?/);
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Guide price (£) maximum')).toHaveValue('');
  expect(errors).toEqual([]);
});
