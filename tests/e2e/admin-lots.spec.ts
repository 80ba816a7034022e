import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { E2E_PORT } from './servers';

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

test('a correction over a colleague’s newer change is refused, says so, keeps what was typed, and saves only it', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/lots/2');
  const guide = page.getByLabel('Guide price from (£)');
  await expect(guide).toBeVisible();
  const mine = Math.max(Number((await guide.inputValue()) || '100000') - 1_000, 1_000);

  // Meanwhile a colleague (another tab, here the same account) replaces the legal pack.
  const pack = `https://example.com/colleague-${Date.now()}.pdf`;
  const theirs = await page.request.put('/api/admin/lots/2', {
    data: { legal_pack_url: pack },
    headers: { Origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(theirs.status()).toBe(200);

  await guide.fill(String(mine));
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText(/changed by someone else since you opened it/)).toBeVisible();
  // The lot as it is now shows through every field the editor did not touch; theirs stays typed.
  await expect(page.getByLabel('Legal pack address')).toHaveValue(pack);
  await expect(guide).toHaveValue(String(mine));
  await expect(page.getByText('Legal pack or addendum updated').first()).toBeVisible();

  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Saved: guide changed.')).toBeVisible();
  await expect(page.getByText(/changed by someone else/)).toHaveCount(0);
  await expect(guide).toHaveValue(String(mine));
  await expect(page.getByLabel('Legal pack address')).toHaveValue(pack);
  expect(errors).toEqual([]);
});

test('an admin issues an auction house a feed token its catalogue is taken with, then revokes it', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/imports');
  const house = page.getByLabel('Auction house');
  await house.selectOption({ index: 1 });
  const slug = await house.inputValue();
  await page.getByRole('button', { name: 'Issue a token' }).click();
  await expect(page.getByText(/Copy it now/)).toBeVisible();
  const token = await page.getByRole('textbox', { name: /^New token for/ }).inputValue();
  expect(token).toMatch(/^lf_/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const feed = () =>
    page.request.post('/api/feeds/lots?dry_run=1', {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      data:
        'house,auction_title,auction_date,auction_method,lot_number,address,postcode,property_type\n' +
        `${slug},E2E Sale,2027-06-03T10:00,Online,1,1 A Street,SE1 7QP,Flat\n`,
    });
  expect((await feed()).status()).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revoke its tokens' }).click();
  await expect(page.getByText(/1 token of .* revoked/)).toBeVisible();
  expect((await feed()).status()).toBe(401);
  expect(errors).toEqual([]);
});
