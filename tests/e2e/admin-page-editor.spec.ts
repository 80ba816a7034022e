import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, signInAsEditor } from './fixtures';

/** A published page of one rich-text section at `/guides/{prefix}-{time}`, made through the API. */
async function publishedPage(page: Page, prefix: string, words: string) {
  const headers = { origin: new URL(page.url()).origin };
  const path = `/guides/${prefix}-${Date.now()}`;
  const created = await page.request.post('/api/admin/pages', {
    data: { path, title: 'Selling at auction' },
    headers,
  });
  const { id } = ((await created.json()) as { page: { id: number } }).page;
  const section = {
    type: 'rich-text',
    id: 'a',
    blocks: [{ kind: 'paragraph', spans: [{ text: words }] }],
  };
  await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: {
      document: { slug: 'x', title: 'Selling at auction', layout: 'default', sections: [section] },
    },
    headers,
  });
  await page.request.post(`/api/admin/pages/${id}/publish`, { data: {}, headers });
  return { id, path };
}

/**
 * Where the focus is when the editor's section list next changes, read in the same task as the
 * change (a MutationObserver's callback): a focus that only follows a frame later is not there yet.
 */
async function focusAtNextListChange(page: Page) {
  await page.evaluate(() => {
    const list = document.querySelector('[data-section-index]')!.parentElement!;
    const seen = window as unknown as { focusAtChange?: string };
    delete seen.focusAtChange;
    const observer = new MutationObserver(() => {
      const el = document.activeElement;
      seen.focusAtChange =
        !el || el === document.body
          ? 'nothing'
          : (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      observer.disconnect();
    });
    observer.observe(list, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { focusAtChange?: string }).focusAtChange);
}

test('an editor moves a page to a new address; the old one sends visitors there', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  const { id, path } = await publishedPage(page, 'selling', 'Sell your home at auction.');
  await gotoHydrated(page, `/admin/pages/${id}`);
  const address = page.getByRole('region', { name: 'Page address' });
  await address.getByLabel('Path').fill('/listings/selling');
  await address.getByRole('button', { name: 'Move page' }).click();
  await expect(address.getByText('/listings belongs to the site itself')).toBeVisible();
  await expect(address.getByLabel('Path')).toBeFocused();

  const to = `${path}-moved`;
  await address.getByLabel('Path').fill(to);
  page.once('dialog', (d) => void d.accept());
  await address.getByRole('button', { name: 'Move page' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${to}` })).toBeVisible();
  await expect(address.getByRole('status')).toContainText(`${path} sends them there`);

  await gotoHydrated(page, path);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  await expect(page.getByText('Sell your home at auction.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Discard draft asks first, and keeps the draft when the editor says no', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  const { id } = await publishedPage(page, 'discard', 'Live words.');
  await gotoHydrated(page, `/admin/pages/${id}`);
  await page.locator('[data-section-index="0"] h3 button').click();
  await page
    .locator('[data-section-index="0"]')
    .getByRole('textbox', { name: 'Text' })
    .fill('Draft words.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft not yet published')).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('Draft discarded')).toBeVisible();
  await expect(page.getByText('Draft not yet published')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('moving and removing sections from the keyboard keeps the focus on the section moved, or the next one', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  const { id } = await publishedPage(page, 'keyboard', 'First section.');
  const headers = { origin: new URL(page.url()).origin };
  const text = (sid: string) => ({
    type: 'rich-text',
    id: sid,
    blocks: [{ kind: 'paragraph', spans: [{ text: sid }] }],
  });
  await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: {
      document: {
        slug: 'x',
        title: 'Keyboard',
        layout: 'default',
        sections: [text('one'), text('two'), text('three')],
      },
    },
    headers,
  });
  await gotoHydrated(page, `/admin/pages/${id}`);
  const headings = page.locator('[data-section-index] h3 button');
  await page.getByRole('button', { name: 'Move Rich text section "one" down' }).focus();
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText([
    /1\. Rich text two/,
    /2\. Rich text one/,
    /3\. Rich text three/,
  ]);
  // The moved section keeps the focus on its Down, so Enter moves it on (then Up, at the end).
  await expect(
    page.getByRole('button', { name: 'Move Rich text section "one" down' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText([
    /1\. Rich text two/,
    /2\. Rich text three/,
    /3\. Rich text one/,
  ]);
  await expect(page.getByRole('button', { name: 'Move Rich text section "one" up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText([
    /1\. Rich text two/,
    /2\. Rich text one/,
    /3\. Rich text three/,
  ]);
  await expect(page.getByRole('button', { name: 'Move Rich text section "one" up' })).toBeFocused();

  // The focus moves with the list, not a frame after it: the next key (or a focus taken in that
  // frame) must not land on the button just removed or be pulled back to an arrow.
  await page.getByRole('button', { name: 'Remove Rich text section "one"' }).focus();
  const focusAtChange = await focusAtNextListChange(page);
  await page.keyboard.press('Enter');
  await expect(headings).toHaveText([/1\. Rich text two/, /2\. Rich text three/]);
  await expect(headings.nth(1)).toBeFocused();
  expect(await focusAtChange()).toMatch(/^▸ 2\. Rich text three$/);
  await page.getByRole('button', { name: 'Remove Rich text section "three"' }).focus();
  await page.keyboard.press('Enter');
  await expect(headings.nth(0)).toBeFocused();
  await page.getByRole('button', { name: 'Remove Rich text section "two"' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Section type')).toBeFocused();
  expect(errors).toEqual([]);
});

test('a publish refused over a section opens it on the field to fix; each outcome takes the focus', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  const { id, path } = await publishedPage(page, 'refused', 'First section.');
  const headers = { origin: new URL(page.url()).origin };
  const text = (sid: string, words: string) => ({
    type: 'rich-text',
    id: sid,
    blocks: [{ kind: 'paragraph', spans: [{ text: words }] }],
  });
  await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: {
      document: {
        slug: 'x',
        title: 'Refused',
        layout: 'default',
        sections: [text('intro', 'First section.'), text('empty', '')],
      },
    },
    headers,
  });
  await gotoHydrated(page, `/admin/pages/${id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Section 2 (Rich text): Blocks: Write some text',
  );
  await expect(page.getByRole('alert')).not.toContainText('blocks');
  const empty = page.locator('[data-section-index="1"]');
  await expect(empty.locator('h3 button')).toHaveAttribute('aria-expanded', 'true');
  // The section's error is about its blocks as a whole ("Write some text"): their first field.
  await expect(empty.getByRole('textbox', { name: 'Text' })).toBeFocused();

  await page.keyboard.type('Second section.');
  await page.getByRole('button', { name: 'Save draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#publish-outcome')).toContainText('Draft saved');
  await expect(page.locator('#publish-outcome')).toBeFocused();
  await page.getByRole('button', { name: 'Publish', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#publish-outcome')).toContainText(`Visitors see it now at ${path}`);
  await expect(page.locator('#publish-outcome')).toBeFocused();
  await gotoHydrated(page, path);
  await expect(page.getByText('Second section.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('moving a repeated item from the keyboard keeps the focus on the item moved', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  const { id } = await publishedPage(page, 'items', 'Items.');
  const headers = { origin: new URL(page.url()).origin };
  const cta = (label: string) => ({ label, href: '/listings', style: 'primary' });
  const hero = { type: 'hero', id: 'h', title: 'Hero', ctas: [cta('First'), cta('Second')] };
  await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: { document: { slug: 'x', title: 'Items', layout: 'default', sections: [hero] } },
    headers,
  });
  await gotoHydrated(page, `/admin/pages/${id}`);
  await page.locator('[data-section-index="0"] h3 button').click();
  await page.getByRole('button', { name: /^Move .* 1: First down$/ }).focus();
  await page.keyboard.press('Enter');
  // The moved item is second now; its Down is disabled, so the focus is on its Up.
  await expect(page.getByRole('button', { name: /^Move .* 2: First up$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Move .* 1: First down$/ })).toBeFocused();
  expect(errors).toEqual([]);
});

test('the revision history reads at 375 px: it names the live version, and none once unpublished', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsEditor(page);
  const { id } = await publishedPage(page, 'history-phone', 'First.');
  // A second version (a publish with nothing new is refused: decision 172).
  const headers = { origin: new URL(page.url()).origin };
  await page.request.put(`/api/admin/pages/${id}/draft`, {
    data: {
      document: {
        slug: 'x',
        title: 'Selling at auction',
        layout: 'default',
        sections: [
          {
            type: 'rich-text',
            id: 'a',
            blocks: [{ kind: 'paragraph', spans: [{ text: 'Second.' }] }],
          },
        ],
      },
    },
    headers,
  });
  await page.request.post(`/api/admin/pages/${id}/publish`, { data: {}, headers });
  await gotoHydrated(page, `/admin/pages/${id}/history`);
  const line = page.locator('ol li').first().locator('p').first();
  // The version visitors see now is named, the one before it is an earlier one.
  await expect(line).toContainText('Live: visitors see this');
  await expect(page.locator('ol li').nth(1)).toContainText('earlier version');
  const box = await line.boundingBox();
  expect(box!.width).toBeGreaterThan(200);

  // Unpublished: no version is live, and the history says so.
  const detail = await page.request.get(`/api/admin/pages/${id}`);
  await page.request.post(`/api/admin/pages/${id}/unpublish`, {
    data: { base: (await detail.json()).page.liveVersion },
    headers: { origin: new URL(page.url()).origin },
  });
  await gotoHydrated(page, `/admin/pages/${id}/history`);
  await expect(
    page.getByText('This page is unpublished: visitors see none of these versions.'),
  ).toBeVisible();
  await expect(line).toContainText('Last published: not live');
  await expect(page.getByText('Live: visitors see this')).toHaveCount(0);
  expect(errors).toEqual([]);
});
