import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { SECTION_SAMPLES } from './section-samples';

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };
const SHOTS = 'test-results/sections';

/** The admin API as the signed-in editor (cookie writes must name our origin). */
function adminApi(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  return {
    post: (url: string, data?: unknown) => page.request.post(url, { data, headers }),
    put: (url: string, data: unknown) => page.request.put(url, { data, headers }),
  };
}

/**
 * Signs in as the editor and creates a page (`/guides/{prefix}-{time}`), with a saved draft of
 * `sections` when given; its id.
 */
async function editorWithNewPage(
  page: Page,
  prefix: string,
  title: string,
  sections?: unknown[],
): Promise<number> {
  await signInAsEditor(page);
  const api = adminApi(page);
  const created = await api.post('/api/admin/pages', {
    path: `/guides/${prefix}-${Date.now()}`,
    title,
  });
  const id = ((await created.json()) as { page: { id: number } }).page.id;
  if (sections)
    await api.put(`/api/admin/pages/${id}/draft`, {
      document: { slug: 'x', title, layout: 'default', sections },
    });
  return id;
}

async function signInAsEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('an editor creates a page with a hero and cards, previews and publishes it; a visitor sees it', async ({
  page,
  browser,
  errors,
}) => {
  const path = `/guides/auction-day-${Date.now()}`;
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();

  await page.getByRole('link', { name: 'New page' }).click();
  await page.getByLabel('Path').fill('/listings/mine');
  await page.getByLabel('Title').fill('Auction day');
  await page.getByRole('button', { name: 'Create page' }).click();
  // The reserved path is refused inline and the field is focused.
  await expect(page.getByText('/listings belongs to the site itself')).toBeVisible();
  await expect(page.getByLabel('Path')).toBeFocused();
  await page.getByLabel('Path').fill(path);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: `Edit ${path}` })).toBeVisible();

  // A hero: its form is generated from the schema; an empty title is reported inline.
  await page.getByLabel('Section type').selectOption('hero');
  await page.getByRole('button', { name: 'Add section' }).click();
  const hero = page.locator('[data-section-index="0"]');
  await expect(hero.getByText('Enter a value')).toBeVisible();
  await hero.getByLabel('Title', { exact: true }).fill('Auction day, hour by hour');
  await hero.getByLabel('Subtitle').fill('What happens in the room and online.');
  await hero.getByRole('button', { name: '+ Add button' }).click();
  await hero.getByLabel('Label').fill('See the lots');
  await hero.getByLabel('Link').fill('/listings');
  await expect(hero.getByText('valid', { exact: true })).toBeVisible();

  // Cards by query: nested query fieldset with its select and defaults.
  await page.getByLabel('Section type').selectOption('cards-by-query');
  await page.getByRole('button', { name: 'Add section' }).click();
  const cards = page.locator('[data-section-index="1"]');
  await cards.getByLabel('Title', { exact: true }).fill('Lots coming up');
  await cards.getByLabel('Dataset').selectOption('auction_properties');
  await cards.getByRole('button', { name: '+ Add filter' }).click();
  await cards.getByLabel('Field').fill('auction_date');
  await cards.getByLabel('Op').selectOption('_gte');
  await cards.getByLabel('Value').fill('NOW');

  // The preview renders the draft with the real renderers.
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByRole('heading', { name: 'Auction day, hour by hour' })).toBeVisible();
  await expect(preview.locator('[data-section="cards-by-query"]')).toBeVisible();
  await expect(preview.getByText('Lots coming up')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin/editor.png', fullPage: true });
  // axe cannot run inside the script-free preview frame (it waits for it); its content is the
  // site's own renderers, checked on the real pages.
  const axe = await new AxeBuilder({ page }).exclude('[data-testid="preview-frame"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const res = await visitorPage.goto(path);
  expect(res?.status()).toBe(200);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Auction day, hour by hour' }),
  ).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: 'Lots coming up' })).toBeVisible();
  await visitor.close();
  expect(errors).toEqual([]);
});

test('the editor shows an invalid section as a placeholder, refuses to publish it, and keeps history', async ({
  page,
  errors,
}) => {
  const detail = {
    id: await editorWithNewPage(page, 'history', 'History test', [
      { type: 'hero', id: 'first', title: 'Version one' },
      { type: 'dynamic-cards', id: 'broken', cards: [] },
    ]),
  };
  await gotoHydrated(page, `/admin/pages/${detail.id}`);
  const placeholder = page
    .frameLocator('[data-testid="preview-frame"]')
    .locator('[data-skipped-section="dynamic-cards"]');
  await expect(placeholder).toContainText('is not shown to visitors');
  await expect(placeholder).toContainText('cards');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Section 2 (Dynamic cards) is not valid yet');
  await page.getByRole('button', { name: /Remove Dynamic cards section/ }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  await page.locator('[data-section-index="0"] h3 button').click();
  await page
    .locator('[data-section-index="0"]')
    .getByLabel('Title', { exact: true })
    .fill('Version two');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  await page.getByRole('link', { name: 'Revision history' }).click();
  await page.getByRole('button', { name: 'Changes from previous' }).click();
  await expect(page.getByText('Changed: Hero “first”')).toBeVisible();
  await expect(page.locator('del', { hasText: 'Version one' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin/history.png', fullPage: true });
  // The live version offers no restore (it did, and restoring it changed nothing).
  const live = page.getByRole('listitem').filter({ hasText: 'Live: visitors see this' });
  await expect(live).toHaveCount(1);
  await expect(live.getByRole('button', { name: /Restore revision/ })).toHaveCount(0);
  page.once('dialog', (d) => void d.accept());
  await page
    .getByRole('button', { name: /Restore revision/ })
    .last()
    .click();
  await expect(page.getByText(/is live again/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a non-editor is refused the admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill('demo@example.co.uk');
  await page.getByLabel('Password').fill('Auction-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(403);
  await expect(page.getByText('This area is for content editors.')).toBeVisible();
});

test('every section type at 375 px (screenshots in test-results/sections/)', async ({
  page,
  browser,
  errors,
}) => {
  await signInAsEditor(page);
  const path = `/guides/all-sections-${Date.now()}`;
  const api = adminApi(page);
  const created = await api.post('/api/admin/pages', {
    path,
    title: 'Every section',
    layout: 'landing',
  });
  const { page: detail } = (await created.json()) as { page: { id: number } };
  const draft = await api.put(`/api/admin/pages/${detail.id}/draft`, {
    document: { slug: 'x', title: 'Every section', layout: 'landing', sections: SECTION_SAMPLES },
  });
  expect((await draft.json()).issues).toEqual([]);
  expect((await api.post(`/api/admin/pages/${detail.id}/publish`)).status()).toBe(200);

  mkdirSync(SHOTS, { recursive: true });
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const visitor = await phone.newPage();
  await gotoHydrated(visitor, path);
  const overflow = await visitor.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const section of SECTION_SAMPLES) {
    const el = visitor.locator(`[data-section="${String(section.type)}"]`);
    await expect(el).toBeVisible();
    await el.screenshot({ path: `${SHOTS}/${String(section.type)}.png` });
  }
  await phone.close();
  expect(errors).toEqual([]);
});

test('redirects and site settings are managed in the admin', async ({ page, errors }) => {
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/redirects');
  await page.getByLabel('From path').fill('old-guide');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText('Enter a path on this site starting with /')).toBeVisible();
  await expect(page.getByLabel('From path')).toBeFocused();
  const from = `/old-guide-${Date.now()}`;
  await page.getByLabel('From path').fill(from);
  await page.getByLabel('To', { exact: true }).fill('/about');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${from} now redirects` })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin/redirects.png', fullPage: true });
  const visitor = await page.context().browser()!.newContext();
  const v = await visitor.newPage();
  await v.goto(from);
  await expect(v).toHaveURL(/\/about$/);
  await visitor.close();

  await page.getByRole('link', { name: 'Site settings' }).click();
  const label = page.getByLabel('Label').first();
  await expect(label).toHaveValue('Price');
  await label.fill('');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await expect(page.getByText('Enter a value')).toBeVisible();
  await label.fill('Sold for');
  await expect(page.getByRole('complementary').getByText('Sold for')).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/admin/settings.png', fullPage: true });
  // Put the default back for the other specs, and wait until it is stored: the first save's
  // "Settings saved." is still on screen, so it cannot tell that the second one finished.
  await label.fill('Price');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/admin/global-config');
      const { config } = (await res.json()) as {
        config: { sold_house_price_card_details_config: Array<{ label: string }> };
      };
      return config.sold_house_price_card_details_config[0]?.label;
    })
    .toBe('Price');
  expect(errors).toEqual([]);
});

test('the admin is usable at 375 px', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await phone.newPage();
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin');
  await page.getByLabel('Search pages').fill('about');
  await expect(page.getByRole('link', { name: 'About us' })).toBeVisible();
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { name: 'Edit /about' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/admin/editor-375.png', fullPage: true });
  await phone.close();
});

test('leaving the page editor or the settings with unsaved changes asks first', async ({
  page,
  errors,
}) => {
  const detail = { id: await editorWithNewPage(page, 'unsaved', 'Unsaved test') };
  await gotoHydrated(page, `/admin/pages/${detail.id}`);
  const title = page.getByLabel('Title').first();
  await title.fill('Unsaved title');
  const pagesLink = page.getByRole('navigation').getByRole('link', { name: 'Pages' });

  // Cancel: still in the editor, the edit kept.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await pagesLink.click();
  await expect
    .poll(() => asked)
    .toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${detail.id}$`));
  await expect(title).toHaveValue('Unsaved title');

  // OK: leaves.
  page.once('dialog', (d) => void d.accept());
  await pagesLink.click();
  await expect(page).toHaveURL(/\/admin$/);

  // The settings form too.
  await page.getByRole('link', { name: 'Site settings' }).click();
  await page.getByLabel('Label').first().fill('Sold for');
  let settingsAsked = false;
  page.once('dialog', (d) => {
    settingsAsked = true;
    void d.dismiss();
  });
  await pagesLink.click();
  await expect.poll(() => settingsAsked).toBe(true);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  expect(errors).toEqual([]);
});

test('typing a section’s id keeps its form open and the field focused', async ({
  page,
  errors,
}) => {
  const detail = {
    id: await editorWithNewPage(page, 'section-id', 'Section id test', [
      { type: 'hero', id: 'first', title: 'Version one' },
    ]),
  };
  await gotoHydrated(page, `/admin/pages/${detail.id}`);
  await page.locator('[data-section-index="0"] h3 button').click();
  const id = page.locator('[data-section-index="0"]').getByLabel('Id', { exact: true });
  await id.click();
  await id.press('End');
  await id.pressSequentially('-xyz');
  await expect(id).toBeFocused();
  await expect(id).toHaveValue('first-xyz');
  await expect(page.locator('[data-section-index="0"] h3 button')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(errors).toEqual([]);
});
