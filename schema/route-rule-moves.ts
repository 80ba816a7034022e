import type { RouteRule } from './route-rules';

type Redirect = NonNullable<RouteRule['redirect']>;

/**
 * A prefix rule's redirect for a path under it: one to `/new/**` sends what follows the old
 * prefix (`rest`, from its `/`) on under the new one (`/auction-houses/15` → `/auctioneers/15`);
 * any other goes where it says. One rule for the server and the client's hard navigations.
 */
export const redirectUnder = (redirect: Redirect, rest: string): Redirect =>
  redirect.to.endsWith('/**')
    ? { ...redirect, to: `${redirect.to.slice(0, -3)}${rest}` }
    : redirect;
