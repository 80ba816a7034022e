import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** The first lot whose comparables block has sales and a median (the e2e seed holds 5,000 sold prices). */
async function lotWithComparables(request: APIRequestContext) {
  for (let id = 1; id < 200; id++) {
    const res = await request.get(`/listings/${id}/_payload.json`);
    if (!res.ok()) continue;
    const listing = (await res.json()).loaderData.listing;
    const section = listing.details.find((d: { type: string }) => d.type === 'comparables');
    // A median: non-residential lots are given none (decision 167).
    if (section?.data?.count > 0 && section.data.median !== null && listing.lot.legal_pack_url)
      return { id, count: section.data.count as number };
  }
  throw new Error('no lot with comparable sales');
}

test('a lot page shows what nearby homes sold for, links on, and serves its legal pack', async ({
  page,
  browser,
  errors,
}) => {
  const lot = await lotWithComparables(page.request);
  await gotoHydrated(page, `/listings/${lot.id}`);
  const block = page.getByRole('region', { name: 'Sold prices nearby' });
  await expect(block.getByText(/ in the last 24 months$/)).toBeVisible();
  await expect(block.getByText('Median price')).toBeVisible();
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/lot-page/lot-1280.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  // Its name says it opens a PDF.
  const pack = await page
    .getByRole('link', { name: 'Legal pack (PDF)', exact: true })
    .getAttribute('href');
  const pdf = await page.request.get(pack!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The same search on the sold-prices page finds the same number of sales.
  await block.getByRole('link', { name: /in the sold price search$/ }).click();
  await expect(page).toHaveURL(/\/sold-house-prices\?location=/);
  await expect(
    page.getByText(new RegExp(`^${lot.count.toLocaleString('en-GB')} sales?$`)),
  ).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const visitor = await phone.newPage();
  await gotoHydrated(visitor, `/listings/${lot.id}`);
  await expect(visitor.getByRole('region', { name: 'Sold prices nearby' })).toBeVisible();
  expect(
    await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await visitor.screenshot({ path: 'test-results/lot-page/lot-375.png', fullPage: true });
  await phone.close();
  expect(errors).toEqual([]);
});

test('1280 px lot page: the photos are a grid that does not scroll, so they are no tab stop', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings/1894');
  const photos = page.getByRole('list', { name: 'Photos' });
  expect(await photos.locator('img').count()).toBeGreaterThan(2);
  // A stop that scrolled nothing only added a Tab between the breadcrumbs and the price.
  await expect(photos).not.toHaveAttribute('tabindex');
  expect(errors).toEqual([]);
});
