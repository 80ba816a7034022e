import { test, expect, gotoHydrated } from './fixtures';
import { zeroResultsJourney } from './zero-results-journey';

test('on a phone, filters that match nothing say which one to relax, and one tap brings those lots back', async ({
  page,
  errors,
}) => {
  await zeroResultsJourney(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('on a phone, a search shows its lots on the first screen; "Change search" opens the form, with or without JavaScript', async ({
  page,
  errors,
  browser,
}) => {
  await gotoHydrated(page, '/listings?location=leeds');
  const firstLot = page.getByRole('main').getByRole('listitem').first();
  const box = (await firstLot.boundingBox())!;
  expect(box.y).toBeLessThan(page.viewportSize()!.height);
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Change search' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(location).toBeVisible();
  await expect(location).toHaveValue(/Leeds/);
  await page.getByRole('button', { name: 'Hide search' }).press(' ');
  await expect(location).toBeHidden();
  expect(errors).toEqual([]);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize()!,
    userAgent: test.info().project.use.userAgent,
    baseURL: test.info().project.use.baseURL,
  });
  const plain = await noScript.newPage();
  await plain.goto('/listings?location=leeds');
  const plainLocation = plain.getByLabel('Location', { exact: true });
  await expect(plainLocation).toHaveCount(1);
  await expect(plainLocation).toBeHidden();
  await plain.getByRole('button', { name: 'Change search' }).click();
  await expect(plainLocation).toBeVisible();
  await noScript.close();
});

test('on a phone, /listings with no search yet opens with the form', async ({ page }) => {
  await gotoHydrated(page, '/listings');
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
});

test('on a phone, sold prices show the figures first and say how many filters the folded form holds', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/sold-house-prices?location=leeds&property_type=F');
  await expect(page.getByLabel('Location', { exact: true })).toBeHidden();
  const toggle = page.getByRole('button', { name: /Change search/ });
  await expect(toggle).toContainText('2 filters set');
  const median = page.getByText('Median price');
  expect((await median.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await toggle.click();
  await expect(page.getByLabel('Property type')).toHaveValue('F');
  expect(errors).toEqual([]);
});

test('on a phone, tapping Search with suggestions open searches what was typed, never a suggestion under the finger', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const home = page.getByRole('search', { name: 'Search Properties' });
  const field = home.getByRole('combobox', { name: 'Location' });
  await field.fill('ls6');
  await expect(page.getByRole('option').first()).toBeVisible();
  const search = home.getByRole('button', { name: 'Search' });
  await search.scrollIntoViewIfNeeded();
  const box = (await search.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/listings\?location=ls6$/);
  expect(errors).toEqual([]);
});

test('on a phone, one tap on Search with suggestions open in the page searches, with the page at its top too', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const home = page.getByRole('search', { name: 'Search Properties' });
  await home.getByRole('combobox', { name: 'Location' }).fill('Bristol');
  await expect(page.getByRole('option').first()).toBeVisible();
  // The Search button is on the first screen: nothing scrolls, so nothing keeps it under the
  // finger when the list closes.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await home.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page).toHaveURL(/\/listings\?location=Bristol$/);
  expect(errors).toEqual([]);
});

test('on a phone, the results controls a thumb uses are at least 44 px: views, chips, Watch and the page links', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=london&page=2');
  const targets = [
    page.getByRole('navigation', { name: 'Results view' }).getByRole('link'),
    page.getByRole('link', { name: /^Remove filter/ }),
    page.getByRole('link', { name: /^Sign in to watch/ }),
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link'),
  ];
  const small: string[] = [];
  for (const group of targets) {
    expect(await group.count()).toBeGreaterThan(0);
    for (const target of await group.all()) {
      const box = (await target.boundingBox())!;
      if (box.height < 44 || box.width < 44)
        small.push(`${await target.innerText()}: ${box.width}×${box.height}`);
    }
  }
  expect(small).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a phone, the header’s Menu, "More filters" and each filter row behind it are at least 44 px tall', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  const more = filters.locator('summary', { hasText: 'More filters' });
  await more.tap();
  const targets = [
    page.getByRole('banner').getByRole('button', { name: 'Menu' }),
    more,
    filters.getByRole('group', { name: 'Property type' }).locator('label'),
    filters.getByRole('group', { name: 'Tenure' }).locator('label'),
  ];
  const small: string[] = [];
  for (const group of targets) {
    // The exact types stay folded: their rows are counted once their summary is open.
    const shown = [];
    for (const target of await group.all()) if (await target.isVisible()) shown.push(target);
    expect(shown.length).toBeGreaterThan(0);
    for (const target of shown) {
      const box = (await target.boundingBox())!;
      if (box.height < 44) small.push(`${await target.innerText()}: ${box.height}`);
    }
  }
  expect(small).toEqual([]);
  expect(errors).toEqual([]);
});
