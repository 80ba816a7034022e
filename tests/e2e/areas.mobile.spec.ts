import { test, expect, gotoHydrated } from './fixtures';

for (const path of [
  '/sold-house-prices?location=leeds&property_type=T&min_price=100000',
  '/locations/england/west-yorkshire/leeds',
  '/postcodes/ls6/1',
]) {
  test(`${path} fits a 375 px screen without sideways scrolling`, async ({ page, errors }) => {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
  });
}
