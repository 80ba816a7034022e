import { test, expect, gotoHydrated } from './fixtures';

test('375 px: the Menu button opens the main navigation, Escape and following a link close it', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Sold prices' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole('link', { name: 'Auction houses' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auction houses');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('375 px without JavaScript the menu is a disclosure whose links work', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    userAgent: test.info().project.use.userAgent,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto('/');
  // The button beside it is hidden until React takes over.
  await page.getByText('Menu', { exact: true }).filter({ visible: true }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sold prices' })
    .click();
  await expect(page).toHaveURL(/\/sold-house-prices$/);
  await context.close();
});

test('375 px: React takes over the menu without re-creating its links', async ({
  page,
  errors,
}) => {
  // The menu's link as the server sent it, remembered before any script runs (they load after
  // the first paint).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      Object.assign(window, {
        serverLink: document.querySelector('header details a[href="/sold-house-prices"]'),
      }),
    ),
  );
  await gotoHydrated(page, '/');
  const same = await page.evaluate(() => {
    const before = (window as { serverLink?: Element | null }).serverLink;
    const now = document.querySelector('header details a[href="/sold-house-prices"]');
    return Boolean(before) && before === now && now!.isConnected;
  });
  expect(same).toBe(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sold prices' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('375 px: tabbing past the open menu’s last link closes it, so focus is never under it', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Tab through every focusable thing of the open menu and one step past it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('header')));
    if (!inside) break;
  }
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(':focus')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('375 px: every home search tab is whole on screen', async ({ page, errors }) => {
  await gotoHydrated(page, '/');
  const tabs = page.getByRole('tablist', { name: 'Search' }).getByRole('tab');
  const width = page.viewportSize()!.width;
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(errors).toEqual([]);
});

for (const path of ['/', '/sold-house-prices', '/listings/1']) {
  test(`320 px: ${path} does not scroll sideways, and the Menu button and its panel fit the screen`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, path);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    const menu = page.getByRole('button', { name: 'Menu' });
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);

    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sold prices' })).toBeVisible();
    const panel = (await nav.locator('..').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(320);
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
  });
}
