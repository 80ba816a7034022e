import { test, expect, gotoHydrated } from './fixtures';

test('375 px: sign in and reach the profile without horizontal scrolling', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/login');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Demo' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('375 px: guards send anonymous visitors from the profile to sign in', async ({ page }) => {
  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fsettings$/);
});
