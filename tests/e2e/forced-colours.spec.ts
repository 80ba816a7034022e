import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, gotoHydrated } from './fixtures';

/**
 * Windows high contrast (forced colours) paints every background alike. A low-vision walk found
 * the current page of results, the view shown and the selected search tab marked by their
 * background alone, so they looked like the others.
 */
/**
 * The colour the screen shows inside an element's left edge (its padding, beside the text): read
 * from a screenshot, since forced colours change the used colours, not the computed ones.
 */
async function background(l: Locator): Promise<string> {
  const { data, info } = await sharp(await l.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + 4) * info.channels;
  return [...data.subarray(at, at + 3)].join(',');
}

test('in forced colours the page shown, the view shown and the selected tab stand out', async ({
  page,
  errors,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await gotoHydrated(page, '/listings');
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  const shown = pages.locator('a[aria-current="page"]');
  const other = pages.getByRole('link', { name: '2', exact: true });
  expect(await background(shown)).not.toBe(await background(other));
  const views = page.getByRole('navigation', { name: 'Results view' });
  expect(await background(views.locator('a[aria-current="page"]'))).not.toBe(
    await background(views.locator('a:not([aria-current])').first()),
  );

  await gotoHydrated(page, '/');
  const selected = page.getByRole('tab', { selected: true }).first();
  const unselected = page.getByRole('tab', { selected: false }).first();
  expect(await background(selected)).not.toBe(await background(unselected));
  expect(errors).toEqual([]);
});
