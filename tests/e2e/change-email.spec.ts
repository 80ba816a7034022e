import { readOutbox } from '../helpers/outbox';
import { test, expect, gotoHydrated, seriousViolations } from './fixtures';

// A buyer moves their account to a new e-mail address (decision 077, amendment): asked on the
// settings page, waiting until the link mailed to the new address is opened, then signing in
// with the new address only.

const dataDir = () => process.env.E2E_DATA_DIR!;

function mailsTo(email: string) {
  return readOutbox(dataDir()).filter((m) => m.to === email);
}

function changeLinkFor(email: string): string {
  const link = mailsTo(email)
    .at(-1)
    ?.links.find((l) => l.includes('/confirm-email?change='));
  if (!link) throw new Error(`no change link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

test('a buyer changes the e-mail address they sign in with, confirmed from the new address', async ({
  page,
  errors,
}) => {
  const stamp = Date.now();
  const oldEmail = `mover.${stamp}@example.co.uk`;
  const newEmail = `mover.new.${stamp}@example.co.uk`;
  const password = 'New-address-2026';
  await gotoHydrated(page, '/sign-up');
  await page.getByLabel('First name').fill('Mae');
  await page.getByLabel('Last name').fill('Mover');
  await page.getByLabel('E-mail address').fill(oldEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup-success$/);

  await gotoHydrated(page, '/profile/settings');
  const section = page.getByRole('region', { name: 'Your e-mail address' });
  await expect(section).toContainText(`You sign in with ${oldEmail}`);
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByLabel('Your current password').fill('not-the-password-1');
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText('The current password is not correct').last()).toBeVisible();
  await expect(section.getByLabel('Your current password')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByLabel('Your current password').fill(password);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByRole('status')).toContainText(`We have sent a link to ${newEmail}.`);
  await expect(section).toContainText(`A change to ${newEmail} is waiting for confirmation.`);
  await expect(section.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Cancel the change' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The old address is told at once, with no link that changes anything.
  await expect
    .poll(() => mailsTo(oldEmail).map((m) => m.subject))
    .toContain('A change of your e-mail address was asked for');
  await expect.poll(() => mailsTo(newEmail).length).toBe(1);

  // Send again: a new link; the first no longer works.
  const first = changeLinkFor(newEmail);
  await section.getByRole('button', { name: 'Send the link again' }).click();
  await expect(section.getByRole('status')).toContainText(
    `We have sent a new link to ${newEmail}.`,
  );
  await expect.poll(() => mailsTo(newEmail).length).toBe(2);
  const second = changeLinkFor(newEmail);

  // Opened in another browser (another device), not signed in.
  const other = await page.context().browser()!.newContext();
  const phone = await other.newPage();
  await phone.goto(first);
  await expect(phone.getByRole('alert')).toContainText(
    'This link to change your e-mail address has already been used, cancelled or replaced',
  );
  await phone.goto(second);
  await expect(phone.getByRole('status')).toHaveText(
    `Your e-mail address is now ${newEmail}. Sign in with it from now on: every device signed in to your account has been signed out.`,
  );
  await other.close();

  // This browser was signed out too; the old address no longer signs in, the new one does.
  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail address').fill(oldEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('do not match an account');
  await page.getByLabel('E-mail address').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();
  expect(errors).toEqual([]);
});
