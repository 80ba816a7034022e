import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** The demo account the seed creates (README). */
async function signIn(page: Page, backTo: RegExp) {
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(backTo);
}

/** Serious or critical axe violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const savedSearches = (page: Page) => page.getByRole('region', { name: 'Saved searches' });

test('save a search from the results, change its alerts and delete it on the profile', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/listings?location=leeds&search=garden');
  await page.getByRole('link', { name: 'Sign in to save this search' }).click();
  // Signing in comes back to the search it started from, and saves it (once: the request leaves
  // the address, so a reload does not repeat it).
  await signIn(page, /\/listings\?location=leeds&search=garden$/);
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  // The outcome has the keyboard's focus, as after a save with the button (it was on the page).
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeFocused();

  // The same search on another page says it is saved, with the way to manage it: no button that
  // would save it twice (decision 091).
  await gotoHydrated(page, '/listings?location=leeds&search=garden&page=2');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You have saved this search as Lots matching “garden” in Leeds.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Manage your saved searches' }).click();
  await expect(page).toHaveURL(/\/profile#saved-searches$/);
  const list = savedSearches(page);
  const name = 'Lots matching “garden” in Leeds';
  await expect(list.getByRole('link', { name })).toHaveAttribute(
    'href',
    '/listings?location=leeds&search=garden',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Rename it and make its e-mails weekly, in one save.
  const renamed = 'Leeds gardens';
  await list.getByLabel('Name').fill(renamed);
  await list.getByLabel('E-mail alerts').selectOption('weekly');
  await list.getByRole('button', { name: `Save changes to ${name}` }).click();
  await expect(list.getByRole('status')).toHaveText('Saved search updated.');
  await page.reload();
  await expect(savedSearches(page).getByLabel('E-mail alerts')).toHaveValue('weekly');
  await expect(savedSearches(page).getByRole('link', { name: renamed })).toBeVisible();

  // Delete asks first: dismissed, the search stays; accepted, it goes.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await savedSearches(page)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await expect(savedSearches(page).getByRole('link', { name: renamed })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await savedSearches(page)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await expect(savedSearches(page).getByRole('status')).toHaveText('Saved search deleted.');
  await expect(savedSearches(page).getByRole('status')).toBeFocused();
  await expect(savedSearches(page).getByRole('link', { name: renamed })).toHaveCount(0);
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  expect(errors).toEqual([]);
});

/** The saved search of the results page `path` on the profile. */
const savedSearchOf = (page: Page, path: string) =>
  savedSearches(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${path}"]`) });

/** Deletes that saved search on the profile, leaving the account as it was for the next test. */
async function deleteSavedSearch(page: Page, path: string) {
  await gotoHydrated(page, '/profile');
  page.once('dialog', (dialog) => void dialog.accept());
  await savedSearchOf(page, path)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(savedSearches(page).getByRole('status')).toHaveText('Saved search deleted.');
}

/** Signs in, saves the search of results page `path` with its button, and opens the profile. */
async function saveThenOpenProfile(page: Page, path: string) {
  await gotoHydrated(page, '/login');
  await signIn(page, /\/profile$/);
  await gotoHydrated(page, path);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
  await gotoHydrated(page, '/profile');
}

test('saved with the keyboard, focus moves to the confirmation that replaces the button', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/login');
  await signIn(page, /\/profile$/);
  await gotoHydrated(page, '/listings?location=leeds');
  // Enter on the button: the confirmation replaces it, and takes the focus (it fell to the page).
  await page.getByRole('button', { name: 'Save this search' }).focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('status').filter({ hasText: 'Search saved.' });
  await expect(confirmation).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await deleteSavedSearch(page, '/listings?location=leeds');
  expect(errors).toEqual([]);
});

test('a saved search renamed to only spaces says so by its name field', async ({
  page,
  errors,
}) => {
  await saveThenOpenProfile(page, '/listings?location=york');
  // The server refuses the name (400, field errors): the field says why, and has the focus.
  const field = savedSearchOf(page, '/listings?location=york').getByLabel('Name');
  await field.fill('   ');
  await savedSearchOf(page, '/listings?location=york')
    .getByRole('button', { name: /^Save changes to / })
    .click();
  await expect(savedSearches(page).getByRole('status')).toHaveText(
    'Some fields need your attention',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Enter a name');
  await expect(field).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await deleteSavedSearch(page, '/listings?location=york');
  expect(errors).toEqual([]);
});

test('renamed twice and deleted straight away, the list shows each change without a reload', async ({
  page,
  errors,
}) => {
  // The profile's list was read again from the page cache, kept for half a minute: a rename
  // showed the old name, and a deleted search stayed listed under "Saved search deleted."
  await saveThenOpenProfile(page, '/listings?location=hull');
  const item = savedSearchOf(page, '/listings?location=hull');
  for (const name of ['Hull, first name', 'Hull, second name']) {
    await item.getByLabel('Name').fill(name);
    await item.getByRole('button', { name: /^Save changes to / }).click();
    await expect(savedSearches(page).getByRole('status')).toHaveText('Saved search updated.');
    await expect(item.getByRole('link', { name })).toBeVisible();
    await expect(item.getByRole('button', { name: `Save changes to ${name}` })).toBeVisible();
  }
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: /^Delete / }).click();
  await expect(savedSearches(page).getByRole('status')).toHaveText('Saved search deleted.');
  await expect(item).toHaveCount(0);
  expect(errors).toEqual([]);
});
