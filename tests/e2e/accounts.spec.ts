import type { Page } from '@playwright/test';
import { readOutbox } from '../helpers/outbox';
import { PASSWORD_CHANGED } from '#shared/forms/account-forms';
import { test, expect, gotoHydrated, signIn } from './fixtures';
import { E2E_PORT } from './servers';

const dataDir = () => process.env.E2E_DATA_DIR!;

function linkFor(email: string, path: string): string {
  const mail = readOutbox(dataDir())
    .filter((m) => m.to === email)
    .pop();
  const link = mail?.links.find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

test('register → confirm by e-mail → sign in → profile → newsletter → change password → sign out', async ({
  page,
  errors,
}) => {
  const email = `e2e.${Date.now()}@example.co.uk`;
  await gotoHydrated(page, '/sign-up');
  await page.getByLabel('First name').fill('Ella');
  await page.getByLabel('Last name').fill('Fitzgerald');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Blue-skies-1958');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByText(`We have sent a confirmation link to ${email}`)).toBeVisible();

  // The stored auth state (SPEC §3) survives a reload.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
  expect(stored.user.email).toBe(email);
  expect(stored.token).toBeTruthy();
  expect(stored.hasuraToken).toBeTruthy();

  await page.goto(linkFor(email, '/confirm-email'));
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();

  // Sign out, then in again.
  await gotoHydrated(page, '/profile');
  // "Sign out" is this device only, and the page it lands on says so (decision 091).
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?signed_out=device$/);
  await expect(page.getByText('You are signed out on this device.')).toBeVisible();
  // Said to a screen reader: focus is on it (a status in the page at load is not read out).
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Blue-skies-1958');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ella' })).toBeVisible();
  await expect(page.getByText('Not subscribed')).toBeVisible();

  // Newsletter: the update call, then the user is refetched.
  await page.getByRole('link', { name: 'Newsletter and settings' }).click();
  await page.getByLabel('Send me the weekly newsletter').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Your settings are saved.');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).user.is_subscribed),
  ).toBe(true);

  // The name, on the same page: the profile greets the new one, even when the buyer goes back
  // to it before the save has read the account back (that first read held here until the link
  // is followed): the link cuts the save's own reload short, and the save reloads the page once
  // it ends.
  await page.getByLabel('First name').fill('Ellie');
  let release = () => {};
  const readBackHeld = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  await page.route('**/api/auth/me', async (route) => {
    if (++reads === 1) await readBackHeld;
    await route.continue();
  });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/auth/update/'),
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  release();
  await expect(page.getByRole('heading', { name: 'Hello, Ellie' })).toBeVisible();
  await page.unroute('**/api/auth/me');

  // Change password: a wrong current password is shown inline and focused.
  await gotoHydrated(page, '/change-password');
  await page.getByLabel('Current password').fill('not-the-password-1');
  await page.getByLabel('New password', { exact: true }).fill('Summertime-1968');
  await page.getByLabel('Repeat the new password').fill('Summertime-1968');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct').last()).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();
  await page.getByLabel('Current password').fill('Blue-skies-1958');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile\?password=changed$/);
  await expect(page.getByRole('status').getByText(PASSWORD_CHANGED)).toBeVisible();
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the confirmation link opened in the browser signed in: My account then reads the address confirmed', async ({
  page,
  errors,
}) => {
  const email = `e2e.confirm.${Date.now()}@example.co.uk`;
  await gotoHydrated(page, '/sign-up');
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Simone');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Feeling-good-1965');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);
  await gotoHydrated(page, linkFor(email, '/confirm-email'));
  await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
  // A click, not a reload: the profile read the signed-in user the confirm page was sent with,
  // and said "Your e-mail address is not confirmed yet" under the thanks for confirming it.
  await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Nina' })).toBeVisible();
  await expect(page.getByText('Saved searches', { exact: true })).toBeVisible();
  await expect(page.getByText('not confirmed yet')).toHaveCount(0);
  await expect(page.getByText('Confirm your e-mail address to start receiving them')).toHaveCount(
    0,
  );
  expect(errors).toEqual([]);
});

test('guards: anonymous visitors are sent to sign in from the profile; signed-in users home from sign in', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  // Client-side navigation applies the same guard.
  await gotoHydrated(page, '/listings');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('sign-in errors are announced and the pending state shows', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail address and password do not match an account. Check both, or reset your password.',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.co.uk');
});

test('"Forgotten your password?" takes the address typed on the sign-in page along, not in the URL', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten password');
  await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.co.uk');
  expect(page.url()).not.toContain('example.co.uk');
  expect(errors).toEqual([]);
});

test('a password reset by e-mail lands on the profile, which says the password changed', async ({
  page,
  request,
  errors,
}) => {
  const email = `e2e.reset.${Date.now()}@example.co.uk`;
  const ip = { 'X-Forwarded-For': '198.51.100.78' };
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Blue-skies-1958', first_name: 'Rita', last_name: 'Reset' },
    headers: { ...ip, Origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(registered.status()).toBe(200);
  await gotoHydrated(page, '/forgot-password');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that address');
  await expect
    .poll(() =>
      readOutbox(dataDir()).some(
        (m) => m.to === email && m.links.some((l) => l.includes('/reset-password')),
      ),
    )
    .toBe(true);

  await gotoHydrated(page, linkFor(email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Summertime-1968');
  await page.getByLabel('Repeat the new password').fill('Summertime-1968');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/profile\?password=changed$/);
  await expect(page.getByRole('status').getByText(PASSWORD_CHANGED)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sign-in form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Demo' })).toBeVisible();
  await context.close();
});

test('a locked-out owner asks for a sign-in link on /login and signs in with it', async ({
  page,
  request,
}) => {
  const email = `e2e.link.${Date.now()}@example.co.uk`;
  const password = 'Blue-skies-1958';
  // Its own client address (the proxy header is trusted from loopback), so the lock and the
  // per-IP limits of the other tests' sign-ins stay apart. The API context keeps the session
  // cookie registration set, so its writes name our origin (CSRF check).
  const ip = { 'X-Forwarded-For': '198.51.100.77' };
  const headers = { ...ip, Origin: `http://127.0.0.1:${E2E_PORT}` };
  await page.setExtraHTTPHeaders(ip);
  const registered = await request.post('/api/auth/register', {
    data: { email, password, first_name: 'Lena', last_name: 'Link' },
    headers,
  });
  expect(registered.status()).toBe(200);
  let locked = await request.post('/api/auth/login', {
    data: { identifier: email, password: 'Wrong-password-1' },
    headers,
  });
  for (let i = 1; i < 11 && locked.status() !== 429; i += 1)
    locked = await request.post('/api/auth/login', {
      data: { identifier: email, password: 'Wrong-password-1' },
      headers,
    });
  expect(locked.status()).toBe(429);
  expect((await locked.json()).error.message).toMatch(/sign-in link by e-mail/);

  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail for the sign-in link').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a sign-in link');

  await expect
    .poll(() =>
      readOutbox(dataDir()).some((m) => m.to === email && m.subject === 'Your sign-in link'),
    )
    .toBe(true);
  await page.goto(linkFor(email, '/login?link='));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Lena' })).toBeVisible();
});

test('a sign-in link used already brings a new one with one press, the address not asked for', async ({
  page,
  request,
  errors,
}) => {
  const email = `e2e.renew.${Date.now()}@example.co.uk`;
  const ip = { 'X-Forwarded-For': '198.51.100.79' };
  const headers = { ...ip, Origin: `http://127.0.0.1:${E2E_PORT}` };
  await page.setExtraHTTPHeaders(ip);
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'Blue-skies-1958', first_name: 'Ravi', last_name: 'Renew' },
    headers,
  });
  expect(registered.status()).toBe(200);
  const mailedLinks = () =>
    readOutbox(dataDir()).filter((m) => m.to === email && m.subject === 'Your sign-in link');
  expect(
    (await request.post('/api/auth/sign-in-link', { data: { email }, headers })).status(),
  ).toBe(200);
  await expect.poll(() => mailedLinks().length).toBe(1);
  const link = linkFor(email, '/login?link=');
  // Used once (here through the API), then opened again.
  const used = await request.post('/api/auth/sign-in-link/use', {
    data: { link: new URL(link, 'http://x').searchParams.get('link') },
    headers,
  });
  expect(used.status()).toBe(200);

  await gotoHydrated(page, link);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByRole('button', { name: 'E-mail me a new link' }).click();
  await expect(page.getByRole('status')).toContainText('We have e-mailed a new sign-in link');
  await expect.poll(() => mailedLinks().length).toBe(2);
  expect(linkFor(email, '/login?link=')).not.toBe(link);
  expect(errors).toEqual([]);
});

test('signing in from the header comes back to the page, and Back then leaves it as usual', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/articles');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Auction lots' })
    .click();
  await expect(page).toHaveURL(/\/listings$/);
  const filters = page.getByRole('search', { name: 'Filter lots' });
  await filters.getByLabel('Location').fill('york');
  await filters.getByRole('button', { name: 'Show lots' }).click();
  await expect(page).toHaveURL(/\/listings\?.*location=york/);
  const search = page.url();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page);
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

  // The sign-in page was replaced in the history: Back goes through the pages before it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/listings$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/articles$/);
  expect(errors).toEqual([]);
});

test("the map's 'Create a free account' leads back to the map search once the account is made", async ({
  page,
  errors,
}) => {
  const search = '/listings?location=Leeds&view=map';
  await gotoHydrated(page, search);
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=/);
  await page.getByLabel('First name').fill('Mary');
  await page.getByLabel('Last name').fill('Somerville');
  await page.getByLabel('E-mail address').fill(`e2e.map.${Date.now()}@example.co.uk`);
  await page.getByLabel('Password', { exact: true }).fill('Mechanism-heavens-1831');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup-success\?redirect=/);
  await page.getByRole('link', { name: 'Back to your search' }).click();
  await expect(page).toHaveURL(search);
  // Signed in now: the map, not the sign-in modal.
  await expect(page.getByRole('heading', { name: 'Sign in to use the map' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Signs the demo visitor in from the sign-in page and waits for the profile it leads to. */
async function signInToProfile(page: Page) {
  await gotoHydrated(page, '/login?redirect=%2Fprofile');
  await signIn(page);
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
}

test('a tab whose session ended elsewhere goes to sign in from an account link, and back after it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInToProfile(page);
  // Signed out on the server (another device, "Sign out everywhere", an expired session); this
  // tab still remembers the account. The link's page then bounced between the sign-in page
  // (signed in: on to the page) and the page (signed out: to sign in) until the tab froze.
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/auth/logout', { headers: { origin } })).status()).toBe(204);
  await page.getByRole('link', { name: 'Newsletter and settings' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fsettings$/, { timeout: 15_000 });
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/profile\/settings$/, { timeout: 30_000 });
});

test('Back after signing out shows no account page: the account’s name and e-mail are not shown again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInToProfile(page);
  await page.getByRole('link', { name: 'Newsletter and settings' }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await page.goto('/profile');
  await expect(page.getByText('demo@example.co.uk').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?signed_out=/);
  // A shared computer: the next person presses Back. The page was kept as "no-cache", which
  // browsers show again for Back: "Hello, … Signed in as …", the saved searches.
  for (let i = 0; i < 2; i++) {
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('demo@example.co.uk')).toHaveCount(0);
  }
});
