import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** `/confirm-email?confirmation=…`: consumes the single-use token, or offers a new link. */
export const confirmEmail: PageRoute<'confirm-email', ConfirmEmailData> = {
  id: 'confirm-email',
  path: '/confirm-email',
  form: 'confirm-email',
  loaderChangesAccount: true,
  layout: 'default',
  meta: unindexed('Confirm your e-mail'),
};
