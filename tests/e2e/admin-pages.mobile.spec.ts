import { test, expect, gotoHydrated, seriousViolations, signInAsEditor } from './fixtures';

test('the Pages list on a phone shows each page whole: title, path, state and date, no sideways scroll', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin');
  const table = page.getByRole('table');
  const layout = table.getByRole('row').filter({ hasText: 'Lot page layout' });
  await expect(layout).toBeVisible();
  await layout.scrollIntoViewIfNeeded();
  // The longest seeded path, whole and inside the screen; the list does not scroll sideways.
  const path = layout.getByRole('cell', { name: '/listings/:id' });
  await expect(path).toBeInViewport({ ratio: 1 });
  await expect(layout.getByText('Published', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(layout.getByText(/^Last published \d/)).toBeInViewport({ ratio: 1 });
  const width = await page.evaluate(() => window.innerWidth);
  for (const cell of await table.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // Still a table to a screen reader: each cell is read with its column.
  await expect(table.getByRole('columnheader', { name: 'Path' })).toHaveCount(1);
  // Keyboard: Tab from the search field reaches the first page's link.
  await page.getByLabel('Search pages').focus();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('link').first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
