import './styles.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes, ROOT_ROUTE_ID } from '#client/routes/build-routes';
import { compileRoutes, PAGE_ROUTES } from '#client/routes/route-table';
import { GLOBAL_MIDDLEWARE } from '#client/routes/middleware';
import { guardRoute } from '#client/routes/guard-route';
import { loadPayload, payloadFor } from '#client/runtime/payload-client';
import { currentUser } from '#client/stores/auth-store';

const routes = buildRoutes(compileRoutes(PAGE_ROUTES, GLOBAL_MIDDLEWARE), {
  root: async ({ request }) =>
    payloadFor(await loadPayload(new URL(request.url), request.signal), ROOT_ROUTE_ID, true),
  page:
    (route) =>
    async ({ request, params }) => {
      const url = new URL(request.url);
      // Same guards as the server, with the browser's view of the user; the server re-checks.
      guardRoute(route, { url, params, user: currentUser(router), side: 'client' });
      return payloadFor(await loadPayload(url, request.signal), route.id, false);
    },
});

const router = createBrowserRouter(routes);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
  {
    onRecoverableError: (error) => console.error('Recoverable error', error),
  },
);
