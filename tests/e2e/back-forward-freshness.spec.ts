import { test, expect, gotoHydrated } from './fixtures';
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
