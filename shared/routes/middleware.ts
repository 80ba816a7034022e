import { data, redirect } from 'react-router';
import type { PublicUser } from '#schema/user';
import { isStaff } from '#schema/roles';
import { ROOT_ALIASES } from '#schema/canonical-path';
import { withoutTrailingSlashes } from '#schema/trailing-slashes';
import { signedInVisitorPath, signInPath } from '#schema/return-path';
import type { RouteErrorBody } from './route-errors';

/** What a route middleware sees; built by the server from the cookie session, by the browser from the auth store. */
export interface MiddlewareContext {
  url: URL;
  params: Record<string, string | undefined>;
  user: PublicUser | null;
  side: 'server' | 'client';
}

/** A middleware returns nothing to let the route load, or throws a redirect / error response. */
export type RouteMiddleware = (ctx: MiddlewareContext) => void;

/**
 * Profile pages: anonymous visitors go to sign in and come back. A fragment comes back too
 * (`/profile#watched-lots`): it never reaches the server, but a browser keeps it over a redirect
 * whose address has none, and so does the app (client/runtime/redirect-fragment.ts); the sign-in
 * page adds it to the return path (schema/return-path.ts, `withFragment`).
 */
const auth: RouteMiddleware = ({ user, url }) => {
  if (!user) throw redirect(signInPath(`${url.pathname}${url.search}`));
};

/**
 * Login and sign-up: signed-in users go home, or on to the page a `redirect` names (a link that
 * signs in on the way, e.g. an alert e-mail's "Manage your saved searches", opened signed in).
 */
const guest: RouteMiddleware = ({ user, url }) => {
  if (user) throw redirect(signedInVisitorPath(url));
};

/**
 * On the catch-all: the CMS home page answers only at `/`. Paths that would duplicate it
 * (`/home`, `/index`, `/index.html`) redirect there permanently so search engines see one URL.
 */
const preventRoot: RouteMiddleware = ({ url }) => {
  if (ROOT_ALIASES.includes(withoutTrailingSlashes(url.pathname.toLowerCase()))) {
    throw redirect(`/${url.search}`, 301);
  }
};

/**
 * `editor`: the admin is for editors. Anonymous visitors go to sign in and come back; a signed-in account
 * without the editor role gets 403 (non-fatal, inside the layout). The API re-checks every call.
 */
const editor: RouteMiddleware = ({ user, url }) => {
  if (!user) throw redirect(signInPath(`${url.pathname}${url.search}`));
  if (!isStaff(user.role)) {
    const body: RouteErrorBody = {
      statusCode: 403,
      statusMessage: 'Editors only',
      message: 'This area is for content editors. Ask an administrator for access.',
      fatal: false,
    };
    throw data(body, { status: 403, statusText: 'Forbidden' });
  }
};

/** Global: `/listings/` → `/listings` (one canonical URL per page). */
const trailingSlash: RouteMiddleware = ({ url }) => {
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    throw redirect(`${withoutTrailingSlashes(url.pathname) || '/'}${url.search}`, 301);
  }
};

export const NAMED_MIDDLEWARE = {
  auth,
  guest,
  'prevent-root': preventRoot,
  editor,
} as const satisfies Record<string, RouteMiddleware>;

export type MiddlewareName = keyof typeof NAMED_MIDDLEWARE;

/** Runs on every page route, before named and per-route middleware. */
export const GLOBAL_MIDDLEWARE: RouteMiddleware[] = [trailingSlash];

export class UnknownMiddlewareError extends Error {
  constructor(name: string, routeId: string) {
    super(
      `Unknown route middleware "${name}" on route "${routeId}". Known names: ${Object.keys(NAMED_MIDDLEWARE).join(', ')}.`,
    );
    this.name = 'UnknownMiddlewareError';
  }
}

/** Resolves names to functions once, at start, so a typo fails loudly instead of skipping a guard. */
export function resolveMiddleware(
  routeId: string,
  entries: ReadonlyArray<string | RouteMiddleware>,
): RouteMiddleware[] {
  return entries.map((entry) => {
    if (typeof entry === 'function') return entry;
    if (!Object.hasOwn(NAMED_MIDDLEWARE, entry)) throw new UnknownMiddlewareError(entry, routeId);
    return NAMED_MIDDLEWARE[entry as MiddlewareName];
  });
}
