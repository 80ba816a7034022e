import type { APIRequestContext } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** The first lot with several photos and a legal pack, as a buyer would print for the saleroom. */
async function lotToPrint(request: APIRequestContext) {
  for (let id = 1; id < 200; id++) {
    const res = await request.get(`/listings/${id}/_payload.json`);
    if (!res.ok()) continue;
    const { lot } = (await res.json()).loaderData.listing;
    if (lot.image_urls.length > 1 && lot.legal_pack_url) return id;
  }
  throw new Error('no lot with several photos and a legal pack');
}

test('a lot page prints as a lot sheet: its facts, one photo, no site navigation or buttons', async ({
  page,
  errors,
}) => {
  const id = await lotToPrint(page.request);
  await gotoHydrated(page, `/listings/${id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const photos = page.getByRole('list', { name: 'Photos' }).locator('li');
  expect(await photos.count()).toBeGreaterThan(1);
  await expect(photos.first()).toBeVisible();
  await expect(photos.nth(1)).toBeHidden();
  await expect(
    page.getByRole('button', { name: /watch/i }).or(page.getByRole('link', { name: /watch/i })),
  ).toBeHidden();
  // What the sheet is for: the lot, its price, its sale and its papers.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Guide price').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Legal pack (PDF)', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await page.screenshot({ path: 'test-results/lot-print/lot-print.png', fullPage: true });
  expect(errors).toEqual([]);
});
