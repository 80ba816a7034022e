import { test, expect, gotoHydrated } from './fixtures';

/**
 * The contact form from the keyboard: the send button stayed disabled while sending, which threw
 * focus to the page; the refusal was said off screen and the next Tab went to the footer.
 */
test('a refused message puts focus on the field to mend; a sent one on the thanks', async ({
  page,
  errors,
}) => {
  await gotoHydrated(page, '/about');
  const form = page.locator('form[action="/api/contact"]');
  await form.getByLabel('Your name').fill('Ada Buyer');
  await form.getByLabel('E-mail address').fill('ada@example.co.uk');
  await form.getByLabel('Message').fill('Too short');
  const send = form.getByRole('button', { name: 'Send message' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Message')).toBeFocused();
  await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

  await form
    .getByLabel('Message')
    .fill('Is lot 12 still for sale, and can I view it before the day?');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /thank/i })).toBeFocused();
  expect(errors).toEqual([]);
});
