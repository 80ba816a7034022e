import { test, expect, gotoHydrated } from './fixtures';

test('an auction’s results show each lot’s result and price on a 375 px screen', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/auctions?when=past');
  const withResult = page
    .locator('main article')
    .filter({ hasText: /\d+% sold|offered sold/ })
    .first();
  await withResult.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
  // The first sold lot: its result and its price are on screen, not in columns off its edge.
  const sold = page
    .locator('main li')
    .filter({ hasText: /^Lot .*Sold/ })
    .first();
  const price = sold.getByText(/^£[\d,]+$|^Not published$/);
  await expect(price).toBeVisible();
  const box = (await price.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
