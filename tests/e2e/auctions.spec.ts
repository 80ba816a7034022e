import { test, expect, gotoHydrated, seriousViolations } from './fixtures';

test('browse /auctions → a past auction → its results → a lot → back to its auction', async ({
  page,
  errors,
}) => {
  // Six pages and two accessibility scans: more than one page's worth of the default timeout.
  test.slow();
  await gotoHydrated(page, '/auctions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upcoming property auctions' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* auctions?$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Filter by region: the GET form puts it in the URL and every auction listed is in that region.
  const filters = page.getByRole('search', { name: 'Filter auctions' });
  await filters.getByLabel('Region').selectOption('London');
  await filters.getByRole('button', { name: 'Show auctions' }).click();
  await expect(page).toHaveURL(/\/auctions\?region=London$/);

  // Past results keep the region; each past sale says its result.
  await page
    .getByRole('navigation', { name: 'Upcoming or past auctions' })
    .getByRole('link', { name: 'Past results' })
    .click();
  await expect(page).toHaveURL(/when=past/);
  await expect(page).toHaveURL(/region=London/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Past auctions and results' }),
  ).toBeVisible();
  const withResult = page
    .locator('main article')
    .filter({ hasText: /\d+% sold|offered sold/ })
    .first();
  const title = (await withResult.getByRole('heading', { level: 2 }).textContent())!;
  await withResult.getByRole('link', { name: title }).click();

  // The auction: its facts, results figures, every lot's result, and the catalogue.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
  await expect(page.getByText('Sold rate')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Catalogue' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Only the sold lots, with the lot search's status filter.
  const catalogue = page.getByRole('search', { name: 'Filter lots' });
  await catalogue.getByLabel('Status').selectOption('sold');
  await catalogue.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/lot_status=sold/);
  await expect(page.getByRole('link', { name: 'Remove filter: Sold' })).toBeVisible();

  // A sold lot from the results table → its page → back to the auction by its link.
  const soldRow = table.getByRole('row').filter({ hasText: 'Sold' }).first();
  const lotTitle = (await soldRow.getByRole('link').textContent())!;
  await soldRow.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: lotTitle })).toBeVisible();
  await page
    .getByRole('link', {
      name: new RegExp(`In the auction\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the calendar filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auctions?when=past');
  const filters = page.getByRole('search', { name: 'Filter auctions' });
  await filters.getByLabel('Region').selectOption('South East');
  await filters.getByRole('button', { name: 'Show auctions' }).click();
  await expect(page).toHaveURL(/\/auctions\?when=past&region=South\+East(&house=)?(&month=)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Past auctions and results' }),
  ).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await context.close();
});
