import type { UnsubscribeData } from '#shared/payloads/account-data';
import { definePage } from '#shared/routes/define-page';

/** `/alerts/unsubscribe?token=…`, the link in every alert e-mail. */
export const alertsUnsubscribe = definePage<UnsubscribeData>()({
  id: 'alerts-unsubscribe',
  path: '/alerts/unsubscribe',
  layout: 'default',
  meta: () => ({ title: 'Stop alerts', noindex: true }),
});
