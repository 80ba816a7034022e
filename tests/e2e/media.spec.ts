import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, gotoHydrated } from './fixtures';

/** Uploads and renditions run on a shared, busy machine in CI: give each step room. */
const expect = baseExpect.configure({ timeout: 20_000 });

const EDITOR = { email: 'editor@example.co.uk', password: 'Editor-demo-2026' };
const SHOTS = 'test-results/media';

async function signInAsEditor(page: Page) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 60_000 });
}

/** Visible, or fail saying what the page showed instead (a notice, "No image matches."). */
async function expectShown(page: Page, locator: Locator) {
  try {
    await expect(locator).toBeVisible();
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 1_000 })
      .catch(() => '');
    throw new Error(`${(error as Error).message}\nThe page showed:\n${shown.slice(0, 2_000)}`);
  }
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
  );

test('a refused upload leaves the focus on the field to fix: the alt text, or the file the server refused', async ({
  page,
  errors,
}) => {
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/media');
  const upload = page.getByRole('region', { name: 'Upload an image' });
  const file = upload.getByLabel('Image file');
  const alt = upload.getByRole('textbox', { name: 'Alt text' });
  await file.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a picture'),
  });
  await upload.getByRole('button', { name: 'Upload image' }).click();
  await expect(upload.getByText('Describe the image for people who cannot see it')).toBeVisible();
  await expect(alt).toBeFocused();
  await alt.fill('Notes');
  await upload.getByRole('button', { name: 'Upload image' }).click();
  await expect(
    upload.getByText('The file is not a JPEG, PNG, WebP, AVIF or GIF image'),
  ).toBeVisible();
  await expect(file).toBeFocused();
  expect(errors.filter((e) => !e.includes('415'))).toEqual([]);
});

test('an editor uploads an image with alt text, uses it in a hero, and visitors see it', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now();
  const alt = `Harbour cottages at low tide ${stamp}`;
  // Different bytes on every run: the library keeps one copy per content hash, so a second upload
  // of the same picture (a retry, or --repeat-each) is "already in the library", not a new image.
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#2f6f8f' },
  })
    .withExif({ IFD0: { ImageDescription: `${alt} (${Math.random()})` } })
    .jpeg()
    .toBuffer();

  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/media');
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();

  // Alt text is required before anything is sent.
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: `harbour-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText('Describe the image for people who cannot see it')).toBeVisible();
  await page.getByLabel('Alt text', { exact: true }).fill(alt);
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByText(`harbour-${stamp}.jpg is in the library.`)).toBeVisible();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();

  // The focal point moves with the keyboard and is saved.
  await page.getByRole('button', { name: `Edit harbour-${stamp}.jpg` }).click();
  const focal = page.getByRole('group', { name: 'Focal point' });
  await focal.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('60% across, 50% down')).toBeVisible();
  await page.getByRole('button', { name: 'Save image' }).click();
  await expect(page.getByText(`harbour-${stamp}.jpg is saved.`)).toBeVisible();

  await page.getByLabel('Search by name or alt text').fill(`low tide ${stamp}`);
  await expectShown(page, page.getByRole('img', { name: alt }));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/media-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/media-375.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new page whose hero takes the image from the library.
  const path = `/guides/harbour-${stamp}`;
  await gotoHydrated(page, '/admin/pages/new');
  await page.getByLabel('Path').fill(path);
  await page.getByLabel('Title').fill('Harbour guide');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await page.getByLabel('Section type').selectOption('hero');
  await page.getByRole('button', { name: 'Add section' }).click();
  const hero = page.locator('[data-section-index="0"]');
  await hero.getByLabel('Title', { exact: true }).fill('Buying by the sea');
  await hero.getByRole('button', { name: 'Choose image from the library' }).click();
  await hero.getByLabel('Search images').fill(String(stamp));
  await hero.getByRole('button', { name: `Use ${alt}` }).click();
  await expect(hero.getByLabel('Alt')).toHaveValue(alt);

  // The preview renders inside its frame (decision 050).
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByRole('img', { name: alt })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(path))?.status()).toBe(200);
  const img = visitorPage.getByRole('img', { name: alt });
  await expect(img).toBeVisible();
  // The browser chose one of the AVIF/WebP renditions of the upload, cropped at the focal point.
  const shown = await img.evaluate((el: HTMLImageElement) => ({
    current: el.currentSrc,
    position: getComputedStyle(el).objectPosition,
  }));
  expect(shown.current).toMatch(/\/media\/_r\/\d+\/uploads\/[0-9a-f]{64}\.jpg\.(avif|webp)$/);
  expect(shown.position).toBe('60% 50%');
  await visitor.close();

  // Deleting it now is refused, naming the page.
  await gotoHydrated(page, '/admin/media');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete harbour-${stamp}.jpg` }).click();
  await expect(page.getByRole('alert')).toContainText(path);
  expect(errors).toEqual([]);
});
