import { test, expect, gotoHydrated } from './fixtures';

/**
 * A buyer prints a lot, a list or the calendar to take to the room. Paper cannot send a form or
 * unfold a section: before, a lot printed its "All details" folded (its facts lost) and its
 * "Sign in to watch", and a list its view switch and "Sign in to save this search".
 */
test('a printed lot has every section open and no forms or sign-in prompts', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings');
  const lot = await page.locator('a[href^="/listings/"]').first().getAttribute('href');
  await gotoHydrated(page, lot!.replace(/[?#].*$/, ''));
  const allDetails = page.locator('details', { hasText: 'All details' });
  const fact = allDetails.locator('dd').first();
  await expect(fact).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(fact).toBeVisible();
  await expect(page.getByRole('link', { name: /^Sign in to watch/ })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  expect(errors).toEqual([]);
});

test('a printed list leaves out its view switch and the prompt to save the search', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=leeds');
  const views = page.getByRole('navigation', { name: 'Results view' });
  const save = page.getByRole('link', { name: 'Sign in to save this search' });
  await expect(views).toBeVisible();
  await expect(save).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(views).toBeHidden();
  await expect(save).toBeHidden();
  await expect(page.locator('form').first()).toBeHidden();
  await expect(page.locator('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a sale's long status wraps beside its name instead of squeezing it (794 px)", async ({
  page,
  errors,
}) => {
  // "Bidding open — lots close from 08 December 2026, 13:00 GMT to 13:08 GMT" took the card's
  // width and left the sale's name and dates a column a few words wide.
  await page.setViewportSize({ width: 794, height: 900 });
  await gotoHydrated(page, '/auctions');
  const cards = page.locator('article');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const card = await cards.nth(i).boundingBox();
    const name = await cards.nth(i).getByRole('heading').boundingBox();
    expect(name!.width, `card ${i}`).toBeGreaterThan(card!.width * 0.5);
  }
  expect(errors).toEqual([]);
});
