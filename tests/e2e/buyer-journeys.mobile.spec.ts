import { test, expect } from './fixtures';
import { zeroResultsJourney } from './zero-results-journey';

test('on a phone, filters that match nothing say which one to relax, and one tap brings those lots back', async ({
  page,
  errors,
}) => {
  await zeroResultsJourney(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
