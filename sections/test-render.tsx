import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import type { RootData } from '#shared/payloads/root-data';

/** Server-renders `node` inside a data router whose root data is the default config (for section tests). */
export function renderWithRouter(node: ReactNode, path = '/'): string {
  const root: RootData = {
    globalConfig: DEFAULT_GLOBAL_CONFIG,
    user: null,
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
