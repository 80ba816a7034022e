import { data, redirect } from 'react-router';
import type { RouteErrorBody } from './route-errors';
import type { RouteMiddleware } from './middleware';
import type { PageRouteDef } from './route-table';

/**
 * `editor`: the admin is for editors. Anonymous visitors go to sign in; a signed-in account
 * without the editor role gets 403 (non-fatal, inside the layout). The API re-checks every call.
 */
export const editor: RouteMiddleware = ({ user }) => {
  if (!user) throw redirect('/login');
  if (user.role !== 'editor') {
    const body: RouteErrorBody = {
      statusCode: 403,
      statusMessage: 'Editors only',
      message: 'This area is for content editors. Ask an administrator for access.',
      fatal: false,
    };
    throw data(body, { status: 403, statusText: 'Forbidden' });
  }
};

/** Spread into NAMED_MIDDLEWARE (client/routes/middleware.ts). */
export const ADMIN_MIDDLEWARE = { editor } as const;

/**
 * Spread into PAGE_ROUTES before the catch-all; its page is `admin` in client/pages/page-modules.ts
 * (a chunk of its own). One route with a splat: the admin picks its screen from `/admin/*`.
 */
export const ADMIN_ROUTES = [
  {
    id: 'admin',
    path: '/admin/*',
    layout: 'default',
    middleware: [editor],
    meta: () => ({ title: 'Editor', noindex: true }),
  },
] as const satisfies ReadonlyArray<PageRouteDef>;
