import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, seriousViolations } from './fixtures';
import { londonInputValue } from '#schema/london-time';

const SHOTS = 'test-results/admin-roles';
const ADMIN = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };
const CONTRIBUTOR = { email: 'contributor@example.co.uk', password: 'Contributor-demo-2026' };

async function signInAs(page: Page, who: { email: string; password: string }) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('an editor schedules a publish; the running server puts it live and the audit log says so', async ({
  page,
  browser,
  errors,
}) => {
  // Waits for the poller, then axe and two screenshots of three screens on a shared machine.
  test.setTimeout(120_000);
  const path = `/guides/scheduled-${Date.now()}`;
  await signInAs(page, ADMIN);
  const headers = { origin: new URL(page.url()).origin };
  const made = await page.request.post('/api/admin/pages', {
    data: { path, title: 'Scheduled page' },
    headers,
  });
  const { page: created } = (await made.json()) as {
    page: { id: number; document: Record<string, unknown> };
  };
  await page.request.put(`/api/admin/pages/${created.id}/draft`, {
    data: {
      document: {
        ...created.document,
        sections: [
          {
            type: 'hero',
            id: 'hero-1',
            title: 'Published by the scheduler.',
            subtitle: 'Scheduled in the editor',
            ctas: [{ label: 'Browse lots', href: '/listings', style: 'primary' }],
          },
        ],
      },
    },
    headers,
  });

  await gotoHydrated(page, `/admin/pages/${created.id}`);
  await page.locator('summary', { hasText: 'Schedule' }).click();
  await page.getByLabel('What').selectOption('publish');
  // Minute precision: this minute on a London clock is due at once (the e2e server polls each second).
  await page.getByLabel('When (London time)').fill(londonInputValue(new Date()));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/Publish scheduled for .* (GMT|BST)/)).toBeVisible();

  const visitor = await browser.newPage();
  await expect
    .poll(async () => (await visitor.goto(path))?.status(), { timeout: 15_000 })
    .toBe(200);
  await expect(visitor.getByText('Published by the scheduler.')).toBeVisible();
  await visitor.close();

  await gotoHydrated(page, '/admin/scheduled');
  await expect(
    page.getByRole('listitem').filter({ hasText: path }).getByText('done'),
  ).toBeVisible();
  await gotoHydrated(page, '/admin/audit');
  await page.getByLabel('Target (path, e-mail…)').fill(path);
  await page.getByRole('button', { name: 'Filter' }).click();
  const published = page.getByRole('listitem').filter({ hasText: 'page-published' });
  await expect(published.getByText('by scheduler')).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  for (const screen of ['scheduled', 'audit', 'staff']) {
    await gotoHydrated(page, `/admin/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), screen).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${screen}-${width}.png`, fullPage: true });
    }
  }
  expect(errors).toEqual([]);
});

test('a contributor edits drafts but sees no publish, schedule or staff controls', async ({
  page,
  errors,
}) => {
  await signInAs(page, CONTRIBUTOR);
  await gotoHydrated(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Editor' });
  await expect(nav.getByRole('link', { name: 'Pages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByText('Schedule', { exact: true })).toHaveCount(0);
  await expect(page.getByText('An editor publishes your saved draft.')).toBeVisible();
  const res = await page.request.post('/api/admin/pages/1/publish', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);

  // Screens a contributor may read offer no control the server would refuse them.
  await page.getByRole('link', { name: 'Revision history' }).click();
  await expect(page.getByText('from the seed or an import')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Restore revision/ })).toHaveCount(0);
  await expect(
    page.getByText(
      'Restoring one publishes it: Contributors cannot do this: it needs the Editor role.',
    ),
  ).toBeVisible();
  await gotoHydrated(page, '/admin/redirects');
  await expect(page.getByRole('button', { name: 'Add redirect' })).toHaveCount(0);
  await expect(page.getByText('You can read the redirects.')).toBeVisible();
  await gotoHydrated(page, '/admin/settings');
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  const fields = page.getByRole('group', { name: 'Settings' }).getByRole('textbox');
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) await expect(field).toBeDisabled();
  // Nor a row's ↑, ↓ or Remove, nor "+ Add sold house price card row": the save would be refused.
  await expect(page.getByRole('group', { name: 'Settings' }).getByRole('button')).toHaveCount(0);
  // Screens a contributor may not read say so by address too, with no form to fill in.
  await gotoHydrated(page, '/admin/staff');
  await expect(
    page.getByText('Contributors cannot do this: it needs the Admin role'),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await gotoHydrated(page, '/admin/audit');
  await expect(page.getByText(/Contributors cannot do this: it needs the \w+ role/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a contributor uploads and edits images but is not offered Delete, which needs an editor', async ({
  page,
  errors,
}) => {
  await signInAs(page, CONTRIBUTOR);
  const origin = new URL(page.url()).origin;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await page.request.post(
    '/api/admin/media?alt=A%20dot&name=contributor-dot.png',
    {
      data: png,
      headers: { origin, 'content-type': 'application/octet-stream' },
    },
  );
  expect(uploaded.ok()).toBe(true);
  const { id } = ((await uploaded.json()) as { media: { id: number } }).media;
  await gotoHydrated(page, '/admin/media');
  await expect(page.getByRole('button', { name: /^Edit .+\.png$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const refused = await page.request.delete(`/api/admin/media/${id}`, { headers: { origin } });
  expect(refused.status()).toBe(403);
  expect(errors).toEqual([]);
});

test('a contributor editing a page with a scheduled publish is told their saved draft goes live then', async ({
  page,
  browser,
  errors,
}) => {
  const path = `/guides/launch-${Date.now()}`;
  const editor = await browser.newPage();
  await signInAs(editor, ADMIN);
  const headers = { origin: new URL(editor.url()).origin };
  const made = await editor.request.post('/api/admin/pages', {
    data: { path, title: 'Launch page' },
    headers,
  });
  const { page: created } = (await made.json()) as { page: { id: number } };
  const tomorrow = londonInputValue(new Date(Date.now() + 86_400_000)).slice(0, 10);
  const scheduled = await editor.request.post(`/api/admin/pages/${created.id}/schedule`, {
    data: { action: 'publish', at: `${tomorrow}T09:00` },
    headers,
  });
  expect(scheduled.status()).toBe(201);
  await editor.close();

  await signInAs(page, CONTRIBUTOR);
  await gotoHydrated(page, `/admin/pages/${created.id}`);
  const note = page.getByRole('note', { name: 'Scheduled' });
  await expect(note).toContainText(/Publish\s*\w{3},? \d{1,2} \w{3} \d{4}, 09:00 (GMT|BST)/);
  await expect(note).toContainText('by editor@example.co.uk');
  await expect(note).toContainText(
    'The draft as saved at that time goes live: save only what is ready by then, or ask an editor to cancel it.',
  );
  await expect(note.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  // axe waits forever on the script-free preview frame (as in live-preview.spec): left out.
  const axe = await new AxeBuilder({ page }).exclude('[data-testid="preview-frame"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});
