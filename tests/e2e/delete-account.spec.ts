import { test, expect, gotoHydrated, seriousViolations } from './fixtures';

test('a buyer deletes their account from the settings page and is signed out', async ({
  page,
  errors,
}) => {
  const email = `leaver.${Date.now()}@example.co.uk`;
  await gotoHydrated(page, '/sign-up');
  await page.getByLabel('First name').fill('Lea');
  await page.getByLabel('Last name').fill('Ver');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Going-away-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);

  await gotoHydrated(page, '/profile/settings');
  const section = page.getByRole('region', { name: 'Delete your account' });
  await section.getByLabel('Your password').fill('not-the-password-1');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByRole('alert')).toHaveText('The password is not correct');
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByLabel('Your password').fill('Going-away-2026');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?account=deleted$/);
  await expect(page.getByRole('status')).toContainText('Your account has been deleted');
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  // Signed out for good: the profile sends a visitor to sign in, and the password no longer does.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Going-away-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');
  expect(errors).toEqual([]);
});
