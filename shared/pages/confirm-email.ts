import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { definePage, titled } from '#shared/routes/define-page';

/** `/confirm-email?confirmation=…`: consumes the single-use token, or offers a new link. */
export const confirmEmail = definePage<ConfirmEmailData>()({
  id: 'confirm-email',
  path: '/confirm-email',
  form: 'confirm-email',
  layout: 'default',
  meta: titled('Confirm your e-mail'),
});
