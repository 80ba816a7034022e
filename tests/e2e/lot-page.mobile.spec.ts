import { test, expect, gotoHydrated, seriousViolations } from './fixtures';

test('375 px lot page: the photos are one strip scrolled sideways, so the price box with the guide price and the auction’s date and time is on the first screen', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings/1894');
  const photos = page.getByRole('list', { name: 'Photos' });
  const pictures = photos.locator('img');
  expect(await pictures.count()).toBeGreaterThan(2);
  // A screen reader hears every item of the list: the title, then which photo of how many.
  const count = await pictures.count();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(pictures.first()).toHaveAttribute('alt', title);
  await expect(pictures.nth(1)).toHaveAttribute('alt', `${title}: photo 2 of ${count}`);
  await expect(photos.getByRole('img')).toHaveCount(count);

  const screen = page.viewportSize()!.height;
  const terms = page.locator('aside dt');
  for (const term of ['Guide price', 'Auction Date']) {
    const box = (await terms.getByText(term, { exact: true }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(screen);
  }
  await expect(terms.getByText('Auction Date', { exact: true }).locator('+ dd')).toHaveText(
    /\d{1,2} \w+, \d{4}, \d{2}:\d{2} (GMT|BST)/,
  );

  // The strip scrolls, not the page; the photos after the first wait until they are scrolled to.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).not.toBeInViewport({ ratio: 0.9 });
  await photos.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
  await expect(pictures.nth(1)).toBeInViewport({ ratio: 0.9 });
  // A keyboard scrolls the strip: it is a tab stop here, where it scrolls.
  await expect(photos).toHaveAttribute('tabindex', '0');
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
