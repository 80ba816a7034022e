import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };

async function signInAsEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

test('an editor finds a lot, is told about a bad guide, corrects it, and the lot page shows the change', async ({
  page,
  errors,
}) => {
  // Sign-in (scrypt), an axe run and a save: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/lots');
  await expect(page.getByRole('heading', { name: 'Lots' })).toBeVisible();
  await page.getByLabel('Find a lot by id, address or title').fill('1');
  const first = page.getByRole('listitem').filter({ hasText: '#1 ·' }).getByRole('link');
  await first.click();
  await expect(page).toHaveURL(/\/admin\/lots\/1$/);
  await expect(page.getByLabel('Guide price from (£)')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const guide = page.getByLabel('Guide price from (£)');
  const next = Number((await guide.inputValue()) || '100000') + 5_000;
  await guide.fill(String(next));
  await page.getByLabel('Guide price to (£)').fill(String(next - 1_000));
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('The upper guide price is below the lower one')).toBeVisible();
  await expect(page.getByLabel('Guide price to (£)')).toBeFocused();

  await page.getByLabel('Guide price to (£)').fill('');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText(/Saved: guide changed/)).toBeVisible();
  // The change in words, with who made it.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `→ £${next.toLocaleString('en-GB')}` })
      .filter({ hasText: EDITOR.email }),
  ).toBeVisible();

  await page.goto('/listings/1');
  await expect(page.getByText('Guide price changed').first()).toBeVisible();
  await expect(page.getByText(`£${next.toLocaleString('en-GB')}`).first()).toBeVisible();

  await gotoHydrated(page, '/admin/imports');
  await expect(page.getByRole('heading', { name: 'Lot feed imports' })).toBeVisible();
  expect(errors).toEqual([]);
});
