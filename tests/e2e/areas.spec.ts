import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** The head's JSON-LD as the page holds it now (server-written, or updated after a client navigation). */
async function headJsonLd(page: Page) {
  const text = await page.locator('head script#page-json-ld').textContent();
  return JSON.parse(text ?? 'null') as {
    '@type': string;
    itemListElement?: Array<{ name: string }>;
  };
}
const lastCrumb = async (page: Page) => (await headJsonLd(page)).itemListElement?.at(-1)?.name;
// The head follows a client navigation in an effect after the new page has rendered: its crumb is
// waited for as any other assertion on the page is, not read once the heading shows.

test('browse down from /locations to a town, its postcode district and its sold prices', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/locations');
  await page.getByRole('link', { name: 'England', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('England');
  await page.getByRole('link', { name: /^West Yorkshire( · \d+ lots?)?$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('West Yorkshire');
  await page.getByRole('link', { name: /^Leeds( · \d+ lots?)?$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leeds');
  // Client navigations keep the head in step: canonical URL and BreadcrumbList.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/locations\/england\/west-yorkshire\/leeds$/,
  );
  await expect.poll(() => lastCrumb(page)).toBe('Leeds');

  await page.getByRole('link', { name: 'LS6', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LS6 postcode district');
  await expect.poll(() => lastCrumb(page)).toBe('LS6');
  await page.getByRole('link', { name: 'All sold prices in LS6' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sold house prices in LS6');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('LS6');

  // Filter, then go back: the earlier results and form come back.
  const before = await page.getByText(/^\d[\d,]* sales?$/).textContent();
  await page.getByLabel('Property type').selectOption('T');
  await page.getByRole('button', { name: 'Show sales' }).click();
  await expect(page).toHaveURL(/property_type=T/);
  await expect(page.getByText(/^\d[\d,]* sales?$/)).not.toHaveText(before!);
  const types = page.locator('xpath=//dt[normalize-space()="Property type"]/following-sibling::dd');
  await expect(types.first()).toBeVisible();
  expect(new Set(await types.allTextContents())).toEqual(new Set(['Terraced']));
  await page.goBack();
  await expect(page.getByText(/^\d[\d,]* sales?$/)).toHaveText(before!);
  await expect(page.getByLabel('Property type')).toHaveValue('');

  // An error page leaves no stale JSON-LD behind.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/postcodes/zz99';
    a.textContent = 'nowhere';
    document.querySelector('footer')!.append(a);
  });
  await page.getByRole('link', { name: 'nowhere' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('head script#page-json-ld')).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const path of [
  '/sold-house-prices?location=leeds&property_type=T',
  '/locations',
  '/locations/england/west-yorkshire/leeds',
  '/postcodes',
  '/postcodes/ls6/1',
]) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}
