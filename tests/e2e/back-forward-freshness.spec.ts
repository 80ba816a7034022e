import type { APIRequestContext } from '@playwright/test';
import { test, expect, gotoHydrated, signIn } from './fixtures';
import { E2E_PORT } from './servers';

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const EDITOR = { identifier: 'editor@example.co.uk', password: 'Editor-demo-2026' };
const money = (n: number) => `£${n.toLocaleString('en-GB')}`;

interface EditableLot {
  guide_min: number | null;
  guide_max: number | null;
  status: string | null;
  sold_price: number | null;
  auction_date: string | null;
  auction_end_date: string | null;
  legal_pack_url: string | null;
}
const correctionOf = (lot: EditableLot) => ({
  guide_min: lot.guide_min,
  guide_max: lot.guide_max,
  status: lot.status,
  sold_price: lot.sold_price,
  auction_date: lot.auction_date,
  auction_end_date: lot.auction_end_date,
  legal_pack_url: lot.legal_pack_url,
});

test('Back to a lot page whose guide changed meanwhile shows the new guide, not the cached one', async ({
  page,
  playwright,
  errors,
}) => {
  test.setTimeout(90_000);
  // An editor, in a context of their own: the visitor's page stays anonymous.
  const editor = await playwright.request.newContext({ baseURL: ORIGIN });
  const signedIn = await editor.post('/api/auth/login', {
    data: EDITOR,
    headers: { Origin: ORIGIN },
  });
  expect(signedIn.status()).toBe(200);
  const listings = await editor.get('/listings/_payload.json');
  const lots = (await listings.json()).loaderData.listings.items as Array<{
    id: number;
    guide_price_min: number | null;
  }>;
  const lotId = lots.find((l) => l.guide_price_min !== null)!.id;
  const { lot } = (await (await editor.get(`/api/admin/lots/${lotId}`)).json()) as {
    lot: EditableLot & { guide_min: number };
  };
  const newGuide = lot.guide_min + 7_000;

  // The page's clock runs, and can be moved on: the cached page is then seconds old, not minutes.
  await page.clock.install();
  await gotoHydrated(page, `/listings/${lotId}`);
  await expect(page.getByText(money(lot.guide_min)).first()).toBeVisible();
  await page.getByRole('link', { name: 'Auction calendar' }).first().click();
  await expect(page).toHaveURL(/\/auctions$/);
  await expect(page.getByRole('heading', { name: 'Upcoming property auctions' })).toBeVisible();

  try {
    const corrected = await editor.put(`/api/admin/lots/${lotId}`, {
      data: {
        ...correctionOf(lot),
        guide_min: newGuide,
        guide_max: lot.guide_max === null ? null : lot.guide_max + 7_000,
      },
      headers: { Origin: ORIGIN },
    });
    expect(corrected.status()).toBe(200);
    await page.clock.fastForward(10_000);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/listings/${lotId}$`));
    // The cached page comes back at once, then corrects itself from the server.
    await expect(page.getByText(money(newGuide)).first()).toBeVisible();
    await expect(page.getByText(money(lot.guide_min), { exact: true })).toHaveCount(0);
  } finally {
    await editor.put(`/api/admin/lots/${lotId}`, {
      data: correctionOf(lot),
      headers: { Origin: ORIGIN },
    });
    await editor.dispose();
  }
  expect(errors).toEqual([]);
});

/** A buyer of its own (the demo buyer's watchlist is other tests' to read), not yet signed in. */
async function registerBuyer(request: APIRequestContext, tag: string) {
  const email = `e2e.back.${tag}.${Date.now()}@example.co.uk`;
  const made = await request.post('/api/auth/register', {
    data: { email, password: 'Back-again-2026', first_name: 'Bea', last_name: 'Back' },
    headers: { Origin: ORIGIN },
  });
  expect(made.status()).toBe(200);
  return email;
}

/** The same server under another name: another origin, as a link to another site leads to. */
const ELSEWHERE = `http://localhost:${E2E_PORT}/about`;

test('signed in on a lot page first loaded signed out: Back from another site still shows the buyer signed in', async ({
  page,
  playwright,
  errors,
}) => {
  // Its own request context: the page stays signed out until the form.
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const email = await registerBuyer(api, 'lot');
  await api.dispose();
  await gotoHydrated(page, '/listings?location=Leeds');
  const lotPath = await page
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href');
  // The lot page by a full load, signed out: the browser keeps this anonymous copy.
  await gotoHydrated(page, lotPath!);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('link', { name: `Sign in to watch ${title}` }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Back-again-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const watching = page.getByRole('button', { name: `Watching ${title}` });
  const myAccount = page.getByRole('banner').getByRole('link', { name: 'My account' });
  await expect(watching).toBeVisible();
  await expect(myAccount).toBeVisible();

  await page.goto(ELSEWHERE);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${lotPath}(#.*)?$`));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(myAccount).toBeVisible();
  await expect(watching).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sign in to watch/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('shown again by the back/forward cache after signing in in another tab: the results read the session again', async ({
  playwright,
  extraHTTPHeaders,
}, testInfo) => {
  // Playwright turns the back/forward cache off; a browser of this test's own keeps it on.
  const browser = await playwright.chromium.launch({
    ...testInfo.project.use.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const context = await browser.newContext({
    baseURL: ORIGIN,
    userAgent: testInfo.project.use.userAgent,
    extraHTTPHeaders,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoHydrated(page, '/listings?location=Leeds');
    await expect(page.getByRole('link', { name: 'Sign in to save this search' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { keptByTheBrowser: true }));
    await page.goto(ELSEWHERE);

    const other = await context.newPage();
    await gotoHydrated(other, '/login');
    await signIn(other);
    await expect(other.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

    // A document shown again from the back/forward cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    // The same document, kept whole (its script's state included), not loaded again.
    expect(await page.evaluate(() => 'keptByTheBrowser' in window)).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to save this search' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sign in to watch/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
