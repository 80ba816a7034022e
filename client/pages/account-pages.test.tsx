import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import type { Role } from '#schema/roles';
import type { RootData } from '#shared/payloads/root-data';
import type { ProfileData } from '#shared/payloads/account-data';
import { ProfilePage } from './account-pages';

/** The profile of a signed-in user of `role`, rendered as the server writes it. */
function profileOf(role: Role): string {
  const root: RootData = {
    globalConfig: DEFAULT_GLOBAL_CONFIG,
    user: {
      id: 7,
      username: 'sam',
      email: 'sam@example.co.uk',
      first_name: 'Sam',
      last_name: 'Ng',
      role,
      confirmed: true,
      is_subscribed: false,
    },
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
  const data: ProfileData = {
    savedSearches: [],
    watched: [],
    watchedTotal: 0,
    watchFrequency: 'daily',
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        children: [
          {
            path: 'profile',
            Component: () => <ProfilePage data={data} />,
          },
        ],
      },
    ],
    { initialEntries: ['/profile'], hydrationData: { loaderData: { root } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

const editorTools = /<a [^>]*href="\/admin"[^>]*>Editor tools<\/a>/;

/**
 * Staff had no way to the admin but typing /admin: the profile offered a buyer's links only. It
 * links the admin for every staff role, and not for a buyer.
 */
describe('the profile’s link to the admin', () => {
  it.each(['contributor', 'editor', 'admin'] as const)('is there for the %s role', (role) => {
    expect(profileOf(role)).toMatch(editorTools);
  });

  it('is not there for a buyer', () => {
    const html = profileOf('user');
    expect(html).toContain('Change password');
    expect(html).not.toMatch(editorTools);
  });
});
