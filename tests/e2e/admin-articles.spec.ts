import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated, signInAsEditor } from './fixtures';

test('an editor writes a news article, publishes it, moves it and takes it down again', async ({
  page,
  errors,
}) => {
  // Sign-in (scrypt), an axe run and several saves: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Auction volumes rise in the North West ${stamp}`;
  const slug = `auction-volumes-rise-in-the-north-west-${stamp}`;
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/articles');
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();

  // Nothing filled in: the form says what is missing and puts the cursor on the first field.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page
    .getByLabel('Excerpt')
    .fill('More lots went under the hammer this autumn than a year ago.');
  await page.getByLabel('Category').selectOption('Market news');
  await page.getByLabel('Author').fill('Priya Shah');
  await page
    .getByRole('group', { name: 'Body block 1' })
    .getByLabel('Text')
    .fill('Auction houses across the region report fuller catalogues.');
  // The preview shows the article as the site will, its trail included: its heading is the title.
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A draft is not on the site.
  const editorUrl = page.url();
  expect((await page.request.get(`/articles/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published: the article is live.')).toBeVisible();
  await page.getByRole('link', { name: 'View the live article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText('Auction houses across the region report fuller catalogues.'),
  ).toBeVisible();

  // A new address for a live article: the old one leads to it.
  await gotoHydrated(page, editorUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('Slug').fill(`north-west-auction-volumes-${stamp}`);
  await page.getByRole('button', { name: 'Save and update the live article' }).click();
  await expect(page.getByText('Saved: the live article is updated.')).toBeVisible();
  await page.goto(`/articles/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/articles/north-west-auction-volumes-${stamp}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Unpublished, then deleted after a confirmation.
  await gotoHydrated(page, editorUrl.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('button', { name: 'Unpublish (back to draft)' }).click();
  await expect(
    page.getByText('Unpublished: the article is a draft again and off the site.'),
  ).toBeVisible();
  expect((await page.request.get(`/articles/north-west-auction-volumes-${stamp}`)).status()).toBe(
    404,
  );
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete this article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await page.getByLabel('Search articles').fill(stamp);
  await expect(page.getByText(`No article matches “${stamp}”.`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('an editor publishes a new article straight from the form, without saving a draft first', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Spring catalogues are out ${stamp}`;
  const slug = `spring-catalogues-are-out-${stamp}`;
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/articles/new');
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();

  // Before: a new article offered Save draft alone. Publish now checks the fields as a save does.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('The spring sales have their lots listed.');
  await page.getByLabel('Category').selectOption('Market news');
  await page.getByLabel('Author').fill('Priya Shah');
  await page
    .getByRole('group', { name: 'Body block 1' })
    .getByLabel('Text')
    .fill('Catalogues for the spring sales are out this week.');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByText('Published: the article is live.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish (back to draft)' })).toBeVisible();
  expect((await page.request.get(`/articles/${slug}`)).status()).toBe(200);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete this article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  expect(errors).toEqual([]);
});

test('an editor schedules a new article straight from the form, without saving a draft first', async ({
  page,
  errors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Summer sale dates announced ${stamp}`;
  const slug = `summer-sale-dates-announced-${stamp}`;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await signInAsEditor(page);
  await gotoHydrated(page, '/admin/articles/new');
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('The summer sales have their dates.');
  await page.getByLabel('Category').selectOption('Market news');
  await page.getByLabel('Author').fill('Priya Shah');
  await page
    .getByRole('group', { name: 'Body block 1' })
    .getByLabel('Text')
    .fill('The summer sales are held in July.');

  // Before: Schedule appeared only after a first save. A time gone by saves nothing.
  const at = page.getByLabel('Or publish at (London time)');
  await at.fill('2020-01-06T10:00');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Choose a time in the future').first()).toBeVisible();
  await expect(at).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);

  await at.fill(`${day}T10:00`);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByText(/^Scheduled: the article goes live .*10:00/)).toBeVisible();
  await expect(page.getByText(/^Scheduled for .*10:00/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Cancel the schedule (back to draft)' }),
  ).toBeVisible();
  expect((await page.request.get(`/articles/${slug}`)).status()).toBe(404);

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete this article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  expect(errors).toEqual([]);
});
