import type { Page } from '@playwright/test';
import { expect, gotoHydrated, seriousViolations } from './fixtures';
import { chipLabels, expectParams, listCount } from './results-page';

/**
 * Buyer journey 4, shared by the desktop and the phone spec: filters that match no lot, the page
 * says which filter to relax and how many lots that brings back, one click lands on them.
 */
export async function zeroResultsJourney(page: Page) {
  await gotoHydrated(page, '/listings');
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByText('More filters').click();
  await filters.getByRole('checkbox', { name: 'Houses', exact: true }).check();
  await filters.getByLabel('Guide price maximum').fill('20000');
  await filters.getByRole('button', { name: 'Show lots' }).click();
  await expectParams(page, { property_type: 'houses', guide_price_max: '20000' });
  await expect(page.getByRole('heading', { name: 'No lots match this search' })).toBeVisible();
  await expect(page.getByText(/^0 lots$/)).toBeVisible();
  expect(await chipLabels(page)).toEqual(['Houses', 'Guide up to £20,000']);
  expect(await seriousViolations(page)).toEqual([]);

  // The price is what is in the way: no house is guided that low, so that filter goes first.
  const relax = page.getByRole('link', { name: /^Remove “Guide up to £20,000”: [\d,]+ lots?$/ });
  const offered = Number((await relax.textContent())!.replace(/^.*: /, '').replace(/\D/g, ''));
  expect(offered).toBeGreaterThan(0);
  await relax.click();
  await expectParams(page, { property_type: 'houses', guide_price_max: null });
  await expect(page.getByText(/^\d[\d,]* lots?$/)).toBeVisible();
  expect(await listCount(page)).toBe(offered);
  expect(await chipLabels(page)).toEqual(['Houses']);
  await expect(page.getByRole('heading', { name: 'No lots match this search' })).toHaveCount(0);
}
