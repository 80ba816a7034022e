import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };

async function signIn(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

test('an editor signed out while editing keeps the edit, signs in again, and saves it', async ({
  page,
}) => {
  // Two sign-ins (scrypt) on a busy machine.
  test.setTimeout(90_000);
  await signIn(page);
  await gotoHydrated(page, '/admin/pages?search=about');
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  const editorUrl = page.url();
  const title = page.getByLabel('Title', { exact: true }).first();
  await title.fill('About us, written while the session ended');

  // The session ends on the server (signed out elsewhere; an expired one is refused the same way).
  const origin = new URL(editorUrl).origin;
  expect((await page.request.post('/api/auth/logout', { headers: { origin } })).status()).toBe(204);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Said where the save's outcome shows, and the page stays with the edit in it.
  await expect(
    page
      .getByText(/^You are signed out, so nothing was sent\. Your changes are still here/)
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(editorUrl);
  await expect(title).toHaveValue('About us, written while the session ended');

  // Signing in again elsewhere (another tab) lets the same edit be saved.
  const signedIn = await page.request.post('/api/auth/login', {
    data: { identifier: EDITOR.email, password: EDITOR.password },
    headers: { origin },
  });
  expect(signedIn.status()).toBe(200);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. Visitors still see the published page.')).toBeVisible();
  await expect(title).toHaveValue('About us, written while the session ended');
});

test('an editor opening the admin signed out comes back to the same screen after signing in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/admin/redirects');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fredirects$/);
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/, { timeout: 30_000 });
});

test('an editor whose session ended elsewhere opens the sign-in page and gets the form, not the home page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const origin = new URL(page.url()).origin;
  // Signed out on the server (another tab, or an expired session); this tab still remembers it.
  expect((await page.request.post('/api/auth/logout', { headers: { origin } })).status()).toBe(204);
  await gotoHydrated(page, '/login?redirect=%2Fadmin%2Fredirects');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fredirects$/);
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/redirects$/, { timeout: 30_000 });
});
