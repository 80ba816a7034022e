import type { DataRouter } from 'react-router';
import type { RootData } from '#client/app/root-data';
import type { PublicUser } from '#schema/user';

/** The signed-in user as the browser knows it: the root data the server sent (cookie session). */
export function currentUser(router: DataRouter): PublicUser | null {
  const root = router.state.loaderData.root as RootData | undefined;
  return root?.user ?? null;
}
