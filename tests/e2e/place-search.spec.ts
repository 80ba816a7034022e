import { test, expect, gotoHydrated, seriousViolations } from './fixtures';
import { chipLabels } from './results-page';

test('typing a place, picking a suggestion with the keyboard, lands on that place’s lots', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const field = page.getByRole('combobox', { name: 'Location' });
  await field.fill('lee');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option').first()).toContainText('Leeds');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/suggestions?: use the up and down arrows/)).toBeAttached();

  await field.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await field.press('Enter');
  await expect(field).toHaveValue('Leeds');
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  await field.press('Enter');
  await expect(page).toHaveURL(/\/listings\?location=Leeds/);
  await expect(page.getByRole('heading', { name: /Lots in Leeds/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a region is a place: "north west" in the search box lists the North West’s lots, and the Location box offers it', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  await page.getByRole('searchbox', { name: 'Search' }).fill('north west');
  await page.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/location=North\+West\+England/);
  await expect(page.getByRole('heading', { name: 'Lots in North West England' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: North West England' })).toBeVisible();
  await expect(page.locator('main')).toContainText(
    /Cumbria|Cheshire|Lancashire|Merseyside|Greater Manchester/,
  );

  const field = page.getByRole('combobox', { name: 'Location' });
  await field.fill('yorksh');
  await expect(page.getByRole('option', { name: /Yorkshire and the Humber/ })).toContainText(
    'Region',
  );
  expect(errors).toEqual([]);
});

test('Escape closes the suggestions, then clears the field', async ({ page, errors }) => {
  await gotoHydrated(page, '/listings');
  const field = page.getByRole('combobox', { name: 'Location' });
  await field.fill('ls6');
  await expect(page.getByRole('option').first()).toContainText('LS6');
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('ls6');
  await field.press('Escape');
  await expect(field).toHaveValue('');
  expect(errors).toEqual([]);
});

test('an unknown place says so and offers the place meant, keeping the other filters', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=leedz&order_by=price_asc');
  await expect(page.getByText('No place called ‘leedz’.')).toBeVisible();
  await page.getByRole('link', { name: /Leeds/ }).first().click();
  await expect(page).toHaveURL(/location=Leeds&order_by=price_asc/);
  await expect(page.getByRole('heading', { name: /Lots in Leeds/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('no serious accessibility violations with the suggestions open', async ({ page }) => {
  await gotoHydrated(page, '/listings?location=leeds');
  const field = page.getByRole('combobox', { name: 'Location' });
  await field.fill('brad');
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  expect(await seriousViolations(page)).toEqual([]);
});

test('without JavaScript the location field is a plain input that still searches', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Location' });
  await field.fill('West Yorkshire');
  await field.press('Enter');
  await expect(page).toHaveURL(/location=West\+Yorkshire/);
  await expect(page.getByRole('heading', { name: /Lots in West Yorkshire/ })).toBeVisible();
  await context.close();
});

test('“3 bed house leeds” typed in the home page’s Location box searches Leeds, houses, 3 bedrooms', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const home = page.getByRole('search', { name: 'Search Properties' });
  const field = home.getByRole('combobox', { name: 'Location' });
  await field.fill('3 bed house leeds');
  await field.press('Enter');
  await expect(page).toHaveURL(
    /\/listings\?location=Leeds&property_type=houses&bedrooms=3&bedrooms_max=3$/,
  );
  await expect(page.getByRole('heading', { name: /Lots in Leeds/ })).toBeVisible();
  const chips = page.getByRole('group', { name: 'Active filters' });
  for (const chip of ['Leeds', 'Houses', '3 bedrooms'])
    await expect(
      chips.getByRole('link', { name: `Remove filter: ${chip}`, exact: false }),
    ).toHaveCount(1);
  await expect(page.getByText(/No place called/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('“Near me” lists the lots around where the browser says the buyer is, keeping the filters', async ({
  page,
  context,
  errors,
}) => {
  // The browser's position is outside the process: Playwright stands in for the device's GPS.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 53.79648, longitude: -1.54785 });
  await gotoHydrated(page, '/listings?property_type=flats');
  await page.getByRole('button', { name: 'Near me' }).click();
  // Rounded to about 100 m: the address bar (and a saved search) does not hold the front door.
  await expect(page).toHaveURL(/[?&]near=53\.79600%2C-1\.54800/);
  await expect(page).toHaveURL(/property_type=flats/);
  await expect(page.getByText(/^Within 5 miles of 53\.79600° N, 1\.54800° W\./)).toBeVisible();
  expect(errors).toEqual([]);
});

test('“Near me” refused says so under the field and leaves the search as it was', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=Leeds');
  // No permission granted: the browser refuses, as it does when the buyer says no.
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'did not share your location' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/listings\?location=Leeds$/);
  expect(errors).toEqual([]);
});

test('a second search typed over the first one’s filters is the new search, not the old one with words lost', async ({
  page,
  errors,
}) => {
  // "bungalow leeds" on a page of flats was Leeds' flats; then "flats york", with Leeds in the
  // Location box where the first search put it, was 0 lots in Leeds (decision 142).
  await gotoHydrated(page, '/listings?property_type=flats');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('bungalow leeds');
  await page.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/\/listings\?location=Leeds&property_type=bungalows$/);
  expect(await chipLabels(page)).toEqual(['Leeds', 'Bungalows']);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Leeds');

  await search.fill('flats york');
  await page.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/\/listings\?location=York&property_type=flats$/);
  expect(await chipLabels(page)).toEqual(['York', 'Flats and maisonettes']);
  await expect(page.getByRole('heading', { name: /Lots in York/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a quick pick fills the form and says so to a screen reader; Search then runs it', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'London' }).press('Enter');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('london');
  await expect(page.getByRole('status').filter({ hasText: 'Location set to London' })).toHaveText(
    'Location set to London. Press Search to see the results.',
  );
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?location=london/);
  expect(errors).toEqual([]);
});
