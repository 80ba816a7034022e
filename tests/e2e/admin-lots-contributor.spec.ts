import { test, expect, gotoHydrated } from './fixtures';

const CONTRIBUTOR = { email: 'contributor@example.co.uk', password: 'Contributor-demo-2026' };

test('a contributor reads a lot’s correction form, is told an editor corrects it, and cannot type into it', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(CONTRIBUTOR.email);
  await page.getByLabel('Password', { exact: true }).fill(CONTRIBUTOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });

  await gotoHydrated(page, '/admin/lots/1');
  await expect(
    page.getByText(
      'You can read this lot. Correcting it: Contributors cannot do this: it needs the Editor role.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Guide price from (£)')).toBeDisabled();
  await expect(page.getByLabel('Status')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save correction' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
