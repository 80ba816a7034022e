import { test, expect, gotoHydrated } from './fixtures';

/** The browser's own lines for the requests it could not send while offline. */
const offlineLines = (errors: string[]) =>
  errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

test('offline, "Next" on the results says so inside the page, and the page comes by itself once back online', async ({
  page,
  context,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=Leeds');
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Next' })
    .click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You seem to be offline');
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  // The site's header stays, and nothing pretends the server failed.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/offline/);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('500', { exact: true })).toHaveCount(0);

  // Back online, nothing to press: the page asks again by itself, and focus is on the page.
  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.locator('#main')).toBeFocused();
  expect(offlineLines(errors)).toEqual([]);
});

test('when the server cannot be reached, "Try again" opens the page and focus goes to it, not to the document', async ({
  page,
}) => {
  await gotoHydrated(page, '/listings?location=Leeds');
  // No answer from the server while the browser thinks it is online (a dropped Wi-Fi, a captive
  // portal): no "online" event will come, so the visitor presses "Try again".
  await page.route('**/_payload.json*', (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Next' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You seem to be offline');

  await page.unroute('**/_payload.json*');
  await page.getByRole('link', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
  await expect(page.locator('#main')).toBeFocused();
});

test('offline, a search sent from the results says so inside the page, not "500 Something went wrong"', async ({
  page,
  context,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=Leeds');
  await context.setOffline(true);
  const form = page.getByRole('search', { name: 'Filter lots' });
  await form.getByLabel('Search').fill('terrace');
  await form.getByRole('button', { name: 'Show lots' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You seem to be offline');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveTitle(/Something went wrong/);

  // Back online the search is sent by itself, and read as the type it names.
  await context.setOffline(false);
  await expect(page).toHaveURL(/[?&]property_type=Terraced\+house\b/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You seem to be offline');
  expect(offlineLines(errors)).toEqual([]);
});
