import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };

async function signInAsEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The detail sections of the lot page on screen, top to bottom. */
const detailOrder = (page: Page) =>
  page
    .locator('[data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

test('an editor reorders the lot page layout and renames a section; every lot page follows', async ({
  page,
  browser,
  errors,
}) => {
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'Lot page layout' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the Lot page layout' })).toBeVisible();
  const pageId = /\/admin\/pages\/(\d+)$/.exec(page.url())![1];
  const original = await (await page.request.get(`/api/admin/pages/${pageId}`)).json();

  try {
    // The section list offers the six detail types; the preview shows them on a sample lot.
    await expect(page.getByLabel('Section type').locator('option')).toHaveText([
      'Description',
      'Information',
      'Comparables',
      'Location',
      'History',
      'Raw',
    ]);
    const preview = page.frameLocator('[data-testid="preview-frame"]');
    await expect(preview.getByRole('heading', { name: 'Key facts' })).toBeVisible();

    await expect(preview.getByRole('heading', { name: 'Sold prices nearby' })).toBeVisible();

    const location = page.locator('[data-section-index="3"]');
    await location.locator('h3 button').click();
    await location.getByLabel('Heading').fill('Where it is');
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: 'Move Location section "location" up' }).click();
    await expect(preview.locator('h2').first()).toHaveText('Where it is');
    await page.screenshot({ path: 'test-results/lot-layout/editor.png', fullPage: true });
    // axe cannot run inside the script-free preview frame (it waits for it); its content is the
    // site's own renderers, checked on the real pages.
    const axe = await new AxeBuilder({ page }).exclude('[data-testid="preview-frame"]').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Every lot page uses this layout' }),
    ).toBeVisible();

    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
    });
    const visitor = await phone.newPage();
    for (const id of [1, 2]) {
      await gotoHydrated(visitor, `/listings/${id}`);
      expect((await detailOrder(visitor))[0]).toBe('location');
      await expect(visitor.getByRole('heading', { name: 'Where it is' })).toBeVisible();
    }
    expect(
      await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expect(visitor.getByRole('img', { name: /Map of the United Kingdom/ })).toBeVisible();
    // "All details" starts folded and opens from the keyboard.
    await visitor.locator('summary', { hasText: 'All details' }).focus();
    await visitor.keyboard.press('Enter');
    await expect(visitor.getByText('Postcode district', { exact: true })).toBeVisible();
    await visitor.screenshot({ path: 'test-results/lot-layout/lot-375.png', fullPage: true });
    await phone.close();
  } finally {
    // Leave the layout as the other specs expect it, whatever happened.
    const headers = { origin: new URL(page.url()).origin };
    await page.request.put(`/api/admin/pages/${pageId}/draft`, {
      data: { document: original.page.document },
      headers,
    });
    expect(
      (await page.request.post(`/api/admin/pages/${pageId}/publish`, { headers })).status(),
    ).toBe(200);
  }
  expect(errors).toEqual([]);
});
