import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import type { RootData } from '#shared/payloads/root-data';
import type { PublicUser } from '#schema/user';
import type { Role } from '#schema/roles';

/**
 * Server-renders `node` inside a data router whose root data is the default config (for section
 * tests), for an anonymous visitor or the signed-in `user`.
 */
export function renderWithRouter(
  node: ReactNode,
  path = '/',
  user: PublicUser | null = null,
): string {
  const root: RootData = {
    globalConfig: DEFAULT_GLOBAL_CONFIG,
    user,
    watchedLotIds: [],
    oauthProviders: [],
    app: {
      buildId: 'test',
      publicUrl: 'https://example.test',
      versionPollSeconds: 0,
      analytics: null,
      mapStyleUrl: null,
    },
  };
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => root, Component: () => node }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root } },
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** A signed-in user of `role` for renderWithRouter. */
export const testUser = (role: Role): PublicUser => ({
  id: 7,
  username: 'sam',
  email: 'sam@example.co.uk',
  first_name: 'Sam',
  last_name: 'Ng',
  role,
  confirmed: true,
  is_subscribed: false,
});
