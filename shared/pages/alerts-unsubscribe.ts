import type { UnsubscribeData } from '#shared/payloads/account-data';
import { unindexed, type PageRoute } from '#shared/routes/page-route';

/** `/alerts/unsubscribe?token=…`, the link in every alert e-mail. */
export const alertsUnsubscribe: PageRoute<'alerts-unsubscribe', UnsubscribeData> = {
  id: 'alerts-unsubscribe',
  path: '/alerts/unsubscribe',
  layout: 'default',
  meta: unindexed('Stop alerts'),
};
