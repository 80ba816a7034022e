import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, signInAsEditor } from './fixtures';

const SHOTS = 'test-results/live-preview';

/** A draft page with a hero, a rich text and a section that is not valid yet. */
async function createDraft(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/admin/pages', {
    data: { path: `/guides/live-preview-${Date.now()}`, title: 'Live preview' },
    headers,
  });
  const { page: detail } = (await created.json()) as { page: { id: number } };
  await page.request.put(`/api/admin/pages/${detail.id}/draft`, {
    data: {
      document: {
        slug: 'live-preview',
        title: 'Live preview',
        layout: 'default',
        sections: [
          { type: 'hero', id: 'top', title: 'Version one' },
          {
            type: 'rich-text',
            id: 'body',
            blocks: [{ kind: 'paragraph', spans: [{ text: 'Some words about auctions.' }] }],
          },
          { type: 'dynamic-cards', id: 'broken', cards: [] },
        ],
      },
    },
    headers,
  });
  return {
    id: detail.id,
    remove: () => page.request.delete(`/api/admin/pages/${detail.id}`, { headers }),
  };
}

const previewOf = (page: Page) => page.frameLocator('[data-testid="preview-frame"]');
const formOf = (page: Page, index: number) => page.locator(`[data-section-index="${index}"]`);

test('the preview follows typing, selects a section’s form on click, and switches widths', async ({
  page,
  errors,
}) => {
  test.slow(); // one long editing session: several renders, two widths, axe and two screenshots
  await signInAsEditor(page);
  const draft = await createDraft(page);
  try {
    await gotoHydrated(page, `/admin/pages/${draft.id}`);
    const preview = previewOf(page);
    await expect(preview.getByRole('heading', { name: 'Version one' })).toBeVisible();

    // Typing changes the preview without saving.
    await formOf(page, 0).locator('h3 button').click();
    await formOf(page, 0).getByLabel('Title', { exact: true }).fill('Typed, not saved');
    await expect(preview.getByRole('heading', { name: 'Typed, not saved' })).toBeVisible();
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    // …and the section whose form is in use is the one outlined.
    await expect(preview.locator('[data-preview-index="0"]')).toHaveAttribute('data-selected', '');

    // A click on a section in the preview opens its form and focuses its heading.
    await preview.getByText('Some words about auctions.').click();
    await expect(formOf(page, 1).locator('h3 button')).toBeFocused();
    await expect(formOf(page, 1).locator('h3 button')).toHaveAttribute('aria-expanded', 'true');
    await expect(formOf(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Selected: Rich text' })).toHaveText(
      'Selected: Rich text section “body”',
    );
    await expect(preview.locator('[data-preview-index="1"]')).toHaveAttribute('data-selected', '');
    await expect(preview.locator('[data-preview-index="0"]')).not.toHaveAttribute('data-selected');

    // The placeholder of the invalid section is selectable too.
    await preview.locator('[data-skipped-section="dynamic-cards"]').click();
    await expect(formOf(page, 2).locator('h3 button')).toBeFocused();

    // From the keyboard: each section's Edit button in the preview.
    const editHero = preview.getByRole('button', { name: 'Edit Hero section “top”' });
    await editHero.focus();
    await expect(editHero).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(formOf(page, 0).locator('h3 button')).toBeFocused();
    await expect(editHero).toHaveAttribute('aria-pressed', 'true');

    // Widths: the frame is as wide as the device, so the site's media queries apply.
    const frame = page.getByTestId('preview-frame');
    const innerWidth = async () =>
      (await (await frame.elementHandle())!.contentFrame())!.evaluate(() => window.innerWidth);
    expect(await innerWidth()).toBe(1280);
    await page.getByText('Phone 375 px').click();
    await expect(page.getByRole('radio', { name: 'Phone 375 px' })).toBeChecked();
    await expect(frame).toHaveAttribute('data-width', '375');
    expect(await innerWidth()).toBe(375);
    await page.getByText('Tablet 768 px').click();
    await expect(frame).toHaveAttribute('data-width', '768');
    expect(await innerWidth()).toBe(768);
    await expect(preview.getByRole('heading', { name: 'Typed, not saved' })).toBeVisible();

    await page.screenshot({ path: `${SHOTS}/editor-1280.png`, fullPage: true });
    // axe cannot run inside the script-free preview frame (it waits for it); its content is the
    // site's own renderers, checked on the real pages.
    const axe = await new AxeBuilder({ page }).exclude('[data-testid="preview-frame"]').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByText('Phone 375 px').click();
    await expect(preview.getByRole('heading', { name: 'Typed, not saved' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/editor-375.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await draft.remove();
  }
});
