import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from './fixtures';

test('search by location with a preset, switch views, open a card, follow the auction house and its lots', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const search = page.getByRole('search', { name: 'Search Properties' });
  await search.getByRole('button', { name: 'Manchester' }).click();
  await expect(search.getByLabel('Location')).toHaveValue('manchester');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/listings\?.*location=manchester/);
  await expect(page.getByText(/^\d[\d,]* lots?$/)).toBeVisible();
  const firstCard = page.locator('main article h2 a').first();
  await expect(firstCard).toBeVisible();

  // List, then grid: the view is in the URL and the filters stay.
  const views = page.getByRole('navigation', { name: 'Results view' });
  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/location=manchester/);
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Grid' }).click();
  await expect(page).not.toHaveURL(/view=/);

  // Signed out, the map is the map-access modal (CMS content); Escape closes it.
  await views.getByRole('link', { name: 'Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to use the map' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Map search is free for registered users')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused({ timeout: 2_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/location=manchester/);
  // Focus goes back to the link that opened it, not to the top of the page.
  await expect(views.getByRole('link', { name: 'Map' })).toBeFocused();

  // The dialog's Close does the same (a keyboard user tabs to it).
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(views.getByRole('link', { name: 'Map' })).toBeFocused();

  // From the list view, closing the modal goes back to the list, not the default grid.
  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/location=manchester.*view=list|view=list.*location=manchester/);
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Grid' }).click();
  await expect(page).not.toHaveURL(/view=/);

  // A card → the lot → its auction house → all of that house's lots.
  const title = (await firstCard.textContent())!;
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const house = page.getByRole('link', { name: /^Offered by / });
  const houseName = (await house.textContent())!.replace(/^Offered by /, '');
  await house.click();
  await expect(page.getByRole('heading', { level: 1, name: houseName })).toBeVisible();
  // "All N lots" filters by the house (its id), and says how many lots that is.
  const allLots = page.getByRole('link', { name: /^All [\d,]+ lots$/ });
  const count = (await allLots.textContent())!.replace(/\D/g, '');
  await allLots.click();
  await expect(page).toHaveURL(/\/listings\?auction_house=\d+$/);
  await expect(page.getByRole('link', { name: `Remove filter: ${houseName}` })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* lots?$/)).toHaveText(
    `${Number(count).toLocaleString('en-GB')} lot${count === '1' ? '' : 's'}`,
  );
  expect(errors).toEqual([]);
});

test('pagination is plain links and the back button restores the page from the cache', async ({
  page,
  errors,
}) => {
  const payloads: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('_payload.json')) payloads.push(u.pathname + u.search);
  });
  await gotoHydrated(page, '/listings?order_by=price_desc');
  const first = await page.locator('main article h2 a').first().textContent();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('main article h2 a').first()).not.toHaveText(first!);
  // Page 2 was fetched; page 1 came from the server-dehydrated cache.
  expect(payloads).toContain('/listings/_payload.json?order_by=price_desc&page=2');
  expect(payloads).not.toContain('/listings/_payload.json?order_by=price_desc');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.locator('main article h2 a').first()).toHaveText(first!);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  // Back shows page 1 from the cache; once a few seconds old it is checked with the server
  // behind it (decision 068), at most once.
  expect(
    payloads.filter((p) => p === '/listings/_payload.json?order_by=price_desc').length,
  ).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('signed in, the map shows the lots: clusters zoom in, a lot opens its card', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/listings?view=map')}`);
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password', { exact: true }).fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/listings\?view=map$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const map = page.getByRole('region', { name: 'Map of lots' });
  await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
  const clusters = map.getByRole('button', { name: /lots: zoom in$/ });
  await expect(clusters.first()).toBeVisible();
  await expect(page.getByText(/in this area, grouped/)).toBeVisible();

  // The map opens on every lot (the whole UK): zoom into the biggest cluster until single lots
  // appear (each click fits its lots' box).
  const lots = map.locator('[data-lot-id]');
  for (let i = 0; i < 8 && (await lots.count()) === 0; i++) {
    const cluster = await map
      .getByRole('button', { name: /lots: zoom in$/ })
      .first()
      .elementHandle();
    await cluster!.click();
    // The map flies to the cluster's lots, then the markers of the new box replace this one.
    await cluster!.waitForElementState('hidden', { timeout: 10_000 });
    await expect(map).toHaveAttribute('data-map-status', 'success', { timeout: 15_000 });
  }
  await expect(lots.first()).toBeVisible();
  // Markers are buttons: the keyboard opens them too (and nearby markers may overlap the mouse target).
  await lots.first().focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.maplibregl-popup');
  await expect(popup.getByRole('link').first()).toHaveAttribute('href', /^\/listings\/\d+$/);
  expect(errors).toEqual([]);
});

test('removing a filter by its chip clears it in the form too, so the next search does not bring it back', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?bedrooms=2&bedrooms_max=3&order_by=price_asc');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByText(/^More filters/).click();
  await expect(filters.getByLabel('Fewest bedrooms')).toHaveValue('2');
  await expect(filters.getByLabel('Most bedrooms')).toHaveValue('3');
  await page.getByRole('link', { name: 'Remove filter: 2–3 bedrooms' }).click();
  await expect(page).not.toHaveURL(/bedrooms/);
  await filters.getByText(/^More filters/).click();
  await expect(filters.getByLabel('Fewest bedrooms')).toHaveValue('');
  await expect(filters.getByLabel('Most bedrooms')).toHaveValue('');
  await filters.getByLabel('Sort by').selectOption('price_desc');
  await filters.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/order_by=price_desc/);
  await expect(page).not.toHaveURL(/bedrooms/);
  expect(errors).toEqual([]);
});

test('a buyer asks for exactly two bedrooms with the form, and the chip says so', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByText(/^More filters/).click();
  await filters.getByLabel('Fewest bedrooms').selectOption('2');
  await filters.getByLabel('Most bedrooms').selectOption('2');
  await filters.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/bedrooms=2&bedrooms_max=2/);
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByRole('link', { name: 'Remove filter: 2 bedrooms' })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the home page’s search tabs follow the arrow keys, Home and End with focus', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const tabs = page.getByRole('tablist', { name: 'Search' }).getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  // Home and End go to the first and last tab (End had scrolled the page to its foot).
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('headings go in order: guides under the page’s h1, and each sold price is a heading of its address to move between sales by', async ({
  page,
  errors,
}) => {
  const headingOrder = async () =>
    (await new AxeBuilder({ page }).withRules(['heading-order']).analyze()).violations;

  await gotoHydrated(page, '/articles');
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
  expect(await headingOrder()).toEqual([]);

  await gotoHydrated(page, '/sold-house-prices?location=leeds');
  const sales = page.locator('main ul > li > article');
  const count = await sales.count();
  expect(count).toBeGreaterThan(1);
  // One h2 per sale, named by its address (the figures read as before).
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(count);
  const first = sales.first();
  const postcode = (await first.locator('dt:text-is("Postcode") + dd').textContent())!.trim();
  await expect(first.getByRole('heading', { level: 2 })).toContainText(postcode);
  expect(await headingOrder()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the filter boxes show their whole value on a wide screen: the sort box’s recommended order, the Location box’s hint', async ({
  page,
}) => {
  // A sixth of the row cut "Recommended (latest results first)" to "Recommended (lates…".
  await gotoHydrated(page, '/listings?lot_status=ended');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  /** Whether the box is wider than its text, its padding and (for a select) its arrow. */
  const fits = (field: string) =>
    filters.locator(`[name="${field}"]`).evaluate((box) => {
      const el = box as HTMLSelectElement | HTMLInputElement;
      const text =
        el instanceof HTMLSelectElement ? el.options[el.selectedIndex]!.text : el.placeholder;
      const style = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const arrow = el instanceof HTMLSelectElement ? 20 : 0;
      const room =
        el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      return { text, fits: ctx.measureText(text).width <= room };
    });
  expect(await fits('order_by')).toEqual({
    text: 'Recommended (latest results first)',
    fits: true,
  });
  expect(await fits('lot_status')).toEqual({ text: 'Past auctions', fits: true });
  expect(await fits('radius')).toEqual({ text: 'This area only', fits: true });
  expect(await fits('location')).toEqual({ text: 'Town, county or postcode', fits: true });
});

test('choosing a status names the sort’s recommended order for it before the form is sent', async ({
  page,
}) => {
  await gotoHydrated(page, '/listings');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  const sort = filters.locator('select[name="order_by"] option').first();
  await expect(sort).toHaveText('Recommended (closing soonest)');
  // It said "closing soonest" beside Sold until the form was sent.
  await filters.getByLabel('Status').selectOption({ label: 'Sold' });
  await expect(sort).toHaveText('Recommended (latest results first)');
  await filters.getByLabel('Status').selectOption({ index: 0 });
  await expect(sort).toHaveText('Recommended (closing soonest)');
});
