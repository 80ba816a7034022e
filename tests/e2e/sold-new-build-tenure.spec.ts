import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, seriousViolations } from './fixtures';

/** Focus moves by Tab until the field named `name` has it. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => document.activeElement?.getAttribute('name') === n, name))
      return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test('sold prices filter by tenure and new builds from the keyboard, and say so beside the count', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/sold-house-prices?location=leeds');
  await page.getByLabel('Location', { exact: true }).focus();
  await tabTo(page, 'tenure');
  await expect(page.getByLabel('Tenure')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Tenure')).toHaveValue('Leasehold');
  await tabTo(page, 'new_build');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('New builds')).toHaveValue('only');
  await page.getByLabel('Street or postcode').press('Enter');
  // Only what was chosen is in the address: it carried "search=&property_type=&…" for every
  // field left empty, and the default order.
  await expect(page).toHaveURL(
    /\/sold-house-prices\?location=leeds&tenure=Leasehold&new_build=only$/,
  );
  await expect(page.getByText('Leasehold · new builds only')).toBeVisible();
  await expect(page.getByLabel('Tenure')).toHaveValue('Leasehold');
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
