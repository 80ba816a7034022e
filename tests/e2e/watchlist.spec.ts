import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, gotoHydrated, seriousViolations, signIn } from './fixtures';
import { E2E_PORT } from './servers';

/**
 * A new buyer signed in through the context's own request (its cookies are the page's), with its
 * own client address so the per-IP limits of other tests stay apart.
 */
async function newBuyer(context: BrowserContext, tag: string) {
  const ip = {
    'X-Forwarded-For': `198.51.100.${({ js: 81, undo: 83, sold: 85 } as Record<string, number>)[tag] ?? 82}`,
  };
  await context.setExtraHTTPHeaders(ip);
  const res = await context.request.post('/api/auth/register', {
    data: {
      email: `e2e.watch.${tag}.${Date.now()}@example.co.uk`,
      password: 'Watch-lots-2026',
      first_name: 'Wendy',
      last_name: 'Watcher',
    },
    headers: { ...ip, Origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(res.status()).toBe(200);
}

/** The first lot card on the results page: its title and its watch button. */
async function firstCard(page: Page) {
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  return { card, title };
}

const watchedLots = (page: Page) => page.getByRole('region', { name: 'Watched lots' });

/**
 * The demo editor corrects a lot through the admin API (the change record a feed import writes
 * too): `patch` gives the fields to change from the lot as it is now.
 */
async function editorCorrects(
  browser: Browser,
  lotId: string,
  patch: (lot: { guide_min: number | null; guide_max: number | null }) => Record<string, unknown>,
) {
  const editor = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.84' },
  });
  const origin = { Origin: `http://127.0.0.1:${E2E_PORT}` };
  const login = await editor.request.post('/api/auth/login', {
    data: { identifier: 'editor@example.co.uk', password: 'Editor-demo-2026' },
    headers: origin,
  });
  expect(login.status()).toBe(200);
  const current = (await (await editor.request.get(`/api/admin/lots/${lotId}`)).json()) as {
    lot: { guide_min: number | null; guide_max: number | null };
  };
  const saved = await editor.request.put(`/api/admin/lots/${lotId}`, {
    data: patch(current.lot),
    headers: origin,
  });
  expect(saved.status()).toBe(200);
  await editor.close();
}

// Each test loads five or six server-rendered pages, results pages among them.
test.slow();

test('watch a lot without JavaScript, from a results card, and stop watching on /profile', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/listings');
  await expect(page.getByRole('link', { name: /^Sign in to watch/ }).first()).toBeVisible();
  await newBuyer(context, 'nojs');

  await page.goto('/listings?page=2');
  const { card, title } = await firstCard(page);
  await card.getByRole('button', { name: `Watch ${title}` }).click();
  // Back on the same results page, at the card, with the outcome.
  await expect(page).toHaveURL(/\/listings\?page=2&watch=added&watch_lot=\d+#watch-\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Lot watched.' })).toBeVisible();
  const again = (await firstCard(page)).card;
  await expect(again.getByRole('button', { name: `Watching ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/profile');
  const list = watchedLots(page);
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expect(list.getByText('No changes since you last looked')).toBeVisible();
  await list.getByRole('button', { name: `Watching ${title}` }).click();
  await expect(page).toHaveURL(/\/profile\?watch=removed&watch_lot=\d+#watch-\d+$/);
  await expect(
    watchedLots(page).getByRole('status').filter({ hasText: 'You are no longer watching' }),
  ).toBeVisible();
  await expect(page.getByText('No watched lots yet')).toBeVisible();
  await context.close();
});

test('watch a lot with JavaScript on its page, see it on /profile, change the e-mails', async ({
  page,
  context,
  errors,
}) => {
  await newBuyer(context, 'js');
  await gotoHydrated(page, '/listings');
  const { card, title } = await firstCard(page);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const url = page.url();

  await page.getByRole('button', { name: `Watch ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lot watched.' })).toBeVisible();
  // No page load: the same URL, the button pressed.
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: `Watching ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await gotoHydrated(page, '/profile');
  const list = watchedLots(page);
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByLabel('E-mails about watched lots').selectOption('daily');
  await list.getByRole('button', { name: 'Save watched-lot e-mails' }).click();
  await expect(
    list.getByRole('status').filter({ hasText: 'Watch alert settings saved.' }),
  ).toBeVisible();
  // The words above the setting follow it at once (they kept the old setting until a reload).
  await expect(list.getByText(/^We e-mail you once a day with the changes/)).toBeVisible();
  await list.getByLabel('E-mails about watched lots').selectOption('off');
  await list.getByRole('button', { name: 'Save watched-lot e-mails' }).click();
  await expect(list.getByText(/^E-mails about watched lots are off/)).toBeVisible();
  await list.getByLabel('E-mails about watched lots').selectOption('daily');
  await list.getByRole('button', { name: 'Save watched-lot e-mails' }).click();
  await expect(list.getByText(/^We e-mail you once a day with the changes/)).toBeVisible();
  await page.reload();
  await expect(watchedLots(page).getByLabel('E-mails about watched lots')).toHaveValue('daily');

  await watchedLots(page)
    .getByRole('button', { name: `Watching ${title}` })
    .click();
  await expect(page.getByText('No watched lots yet')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a change recorded on a watched lot shows on /profile as what changed since the buyer looked', async ({
  page,
  context,
  browser,
}) => {
  await newBuyer(context, 'change');
  await gotoHydrated(page, '/listings?page=3');
  const { card, title } = await firstCard(page);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const lotId = /\/listings\/(\d+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: `Watch ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lot watched.' })).toBeVisible();

  // An editor corrects the guide in /admin (the same change record a feed import writes).
  const lower = (v: number | null) => (v === null ? null : v - 5_000);
  await editorCorrects(browser, lotId, (lot) => ({
    guide_min: lower(lot.guide_min ?? 100_000),
    guide_max: lower(lot.guide_max),
  }));

  await gotoHydrated(page, '/profile');
  const list = watchedLots(page);
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await expect(list.getByText('1 change since you last looked')).toBeVisible();
  await expect(list.getByText(/Guide price £[\d,]+.*→/)).toBeVisible();
  await list.getByRole('button', { name: `Mark as seen for ${title}` }).click();
  await expect(list.getByText('No changes since you last looked')).toBeVisible();
});

test('with JavaScript, a watch refused because the lot sold since the page loaded leaves no Watch button', async ({
  page,
  context,
  browser,
  errors,
}) => {
  await newBuyer(context, 'sold');
  await gotoHydrated(page, '/listings?page=4');
  const { card, title } = await firstCard(page);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const lotId = /\/listings\/(\d+)/.exec(page.url())![1]!;

  // The lot sells while the page is open: the page still shows it for sale, with Watch.
  await editorCorrects(browser, lotId, () => ({ status: 'Sold' }));
  await page.getByRole('button', { name: `Watch ${title}` }).click();
  const said = page.getByRole('status').filter({ hasText: 'This lot has sold' });
  await expect(said).toBeVisible();
  // The message takes the button's place, as without JavaScript (SoldLotOutcome), and focus.
  await expect(page.getByRole('button', { name: `Watch ${title}`, exact: true })).toHaveCount(0);
  await expect(said).toBeFocused();
  expect(errors).toEqual([]);
});

test('“Sign in to watch” on a results card: after signing in, back on the results with that lot watched', async ({
  page,
  request,
  errors,
}) => {
  // A fresh buyer (its own request context: the page stays signed out until the form).
  const email = `e2e.then-watch.${Date.now()}@example.co.uk`;
  const ip = { 'X-Forwarded-For': '198.51.100.83' };
  const made = await request.post('/api/auth/register', {
    data: { email, password: 'Watch-lots-2026', first_name: 'Tess', last_name: 'Then' },
    headers: { ...ip, Origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(made.status()).toBe(200);

  await gotoHydrated(page, '/listings?location=leeds');
  const { card, title } = await firstCard(page);
  await card.getByRole('link', { name: `Sign in to watch ${title}` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Watch-lots-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/listings\?location=leeds(#watch-\d+)?$/);
  const button = page.getByRole('button', { name: `Watching ${title}` });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // Focus is on that card's button (it went to <main>, far above it), with the card's title in view.
  await expect(button).toBeFocused();
  await expect(card.getByRole('heading', { name: title })).toBeInViewport();
  await gotoHydrated(page, '/profile');
  await expect(page.getByText(title).first()).toBeVisible();
  expect(errors).toEqual([]);
});

/** On a short window the watched lots start below the fold, under the saved searches. */
async function expectAtWatchedLots(page: Page) {
  await expect(page).toHaveURL(/\/profile#watched-lots$/);
  await expect(page.getByRole('heading', { name: 'Watched lots', exact: true })).toBeInViewport();
  await expect(page.getByRole('heading', { name: /^Hello, / })).not.toBeInViewport();
}

test('signing in from a link to the watched lots opens the profile at them, not at its top', async ({
  page,
  errors,
}) => {
  // The alert e-mails' "Manage your watched lots" (server/alerts/alert-digest.server.ts). On a
  // short window the watched lots start below the fold, under the saved searches.
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/profile#watched-lots')}`);
  await signIn(page);
  await expectAtWatchedLots(page);
  expect(errors).toEqual([]);
});

test('signed out, /profile#watched-lots leads to sign in and back to the watched lots', async ({
  page,
  errors,
}) => {
  // It went to the home page. The fragment never reaches the server: the browser keeps it over
  // the redirect, and the sign-in page adds it to the way back.
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/profile#watched-lots');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile#watched-lots$/);
  await signIn(page);
  await expectAtWatchedLots(page);
  expect(errors).toEqual([]);
});

test('signed out, /profile#watched-lots: “Create an account” keeps the way back to the watched lots', async ({
  page,
  errors,
}) => {
  // It led to /sign-up?redirect=%2Fprofile: the new account's way back opened the profile's top.
  // "Continue with …" (none configured here) takes the same way back.
  await gotoHydrated(page, '/profile#watched-lots');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile#watched-lots$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fprofile%23watched-lots$/);
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('signed out, /profile#watched-lots leads to sign in and back there without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 500 },
  });
  const page = await context.newPage();
  await page.goto('/profile#watched-lots');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile#watched-lots$/);
  await signIn(page);
  await expectAtWatchedLots(page);
  await context.close();
});

test('signed out, an in-app way to /profile#watched-lots leads to sign in and back there', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await gotoHydrated(page, '/listings');
  // An entry the router opens itself, as it does on Back or Forward (no page load).
  await page.evaluate(() => {
    history.pushState(null, '', '/profile#watched-lots');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile#watched-lots$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await signIn(page);
  await expectAtWatchedLots(page);
  expect(errors).toEqual([]);
});

test('watching by keyboard keeps focus on the button while the request runs', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, `/login?redirect=${encodeURIComponent('/listings?location=bristol')}`);
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password', { exact: true }).fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/listings\?location=bristol$/);
  const { card, title } = await firstCard(page);
  const button = card.getByRole('button', { name: new RegExp(`^(Watch|Watching) ${title}`) });
  const before = await button.getAttribute('aria-pressed');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await expect(button).toBeFocused();
  // And back, so the demo account's watchlist is as it was.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', before ?? 'false');
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
});

test('stopping watching on /profile says so with an Undo, and focus moves to the next lot, not to the page', async ({
  page,
  context,
  errors,
}) => {
  await newBuyer(context, 'undo');
  await gotoHydrated(page, '/listings');
  for (const card of [page.getByRole('article').nth(0), page.getByRole('article').nth(1)]) {
    await card.getByRole('button', { name: /^Watch / }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Lot watched.' })).toBeVisible();
  }

  await gotoHydrated(page, '/profile');
  const list = watchedLots(page);
  const buttons = list.getByRole('button', { name: /^Watching / });
  await expect(buttons).toHaveCount(2);
  // The lots' titles (the buttons also name each lot's place).
  const [first, second] = (
    await list.getByRole('article').getByRole('heading').allTextContents()
  ).map((t) => t.trim());

  await list.getByRole('button', { name: `Watching ${first}` }).press('Enter');
  await expect(
    list.getByRole('status').filter({ hasText: `Stopped watching ${first}.` }),
  ).toBeVisible();
  await expect(list.getByRole('heading', { name: first })).toHaveCount(0);
  await expect(list.getByRole('button', { name: `Watching ${second}` })).toBeFocused();

  // Undo puts the lot back, watched, with focus on its button.
  await list.getByRole('button', { name: `Undo stopping watching ${first}` }).click();
  await expect(list.getByRole('heading', { name: first })).toBeVisible();
  await expect(list.getByRole('button', { name: `Watching ${first}` })).toBeFocused();
  await gotoHydrated(page, '/profile');
  await expect(watchedLots(page).getByRole('heading', { name: first })).toBeVisible();

  // The last lot gone, focus goes to the list's heading.
  for (const title of [first, second]) {
    await watchedLots(page)
      .getByRole('button', { name: `Watching ${title}` })
      .press('Enter');
    await expect(
      watchedLots(page)
        .getByRole('status')
        .filter({ hasText: `Stopped watching ${title}.` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Watched lots', exact: true })).toBeFocused();
  // The empty state is a part of the "Watched lots" section: a heading under its h2.
  await expect(
    watchedLots(page).getByRole('heading', { name: 'No watched lots yet', level: 3 }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
