import { data, redirect } from 'react-router';
import { isExternalUrl } from '#schema/href-rules';
import { isBlockedHref } from '#schema/href-rules';
import { fetchWithRetry } from './fetch-with-retry';
import { unreachable } from '#shared/routes/route-errors';

export interface PayloadResponse {
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  redirect?: string;
}

const inflight = new Map<string, Promise<PayloadResponse>>();

/** `/listings?x=1` → `/listings/_payload.json?x=1`; `/` → `/_payload.json`. */
export function payloadUrl(url: URL): string {
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${path}/_payload.json${url.search}`;
}

/** The payload's response; a request that reached no server (offline) is said as such, not as a 500. */
async function request(url: URL, signal: AbortSignal): Promise<Response> {
  try {
    return await fetchWithRetry(payloadUrl(url), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw unreachable();
  }
}

async function fetchPayload(url: URL, signal: AbortSignal): Promise<PayloadResponse> {
  const res = await request(url, signal);
  const redirectTo = res.headers.get('X-Redirect');
  if (redirectTo) return { loaderData: {}, errors: null, redirect: redirectTo };
  const json = (res.headers.get('content-type') ?? '').includes('application/json');
  // A 4xx in the API's error shape (a query over a cap: 400 "This search could not be read: …")
  // is said as the server's own page says it, in the layout; it used to fall through as a 500.
  if (json && res.status >= 400 && res.status < 500) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const said = typeof body?.error?.message === 'string' ? body.error.message : '';
    if (said) {
      const [title, ...rest] = said.split(': ');
      throw data(
        {
          statusCode: res.status,
          statusMessage: title,
          message: rest.join(': ') || title,
          fatal: false,
        },
        { status: res.status },
      );
    }
  }
  if (!json) {
    throw data(
      {
        statusCode: res.status || 500,
        statusMessage: 'Something went wrong',
        message: 'An unexpected error occurred. Please try again.',
        fatal: true,
      },
      { status: res.status || 500 },
    );
  }
  return (await res.json()) as PayloadResponse;
}

/**
 * Every route loader of one navigation asks for the same URL: one request serves them all.
 * The entry is dropped once settled, so the next navigation fetches fresh data.
 */
export function loadPayload(url: URL, signal: AbortSignal): Promise<PayloadResponse> {
  const key = payloadUrl(url);
  let pending = inflight.get(key);
  if (!pending) {
    pending = fetchPayload(url, signal).finally(() => setTimeout(() => inflight.delete(key), 0));
    inflight.set(key, pending);
  }
  return pending;
}

function rethrow(error: unknown): never {
  const e = error as { status?: number; statusText?: string; data?: unknown };
  throw data(e.data, { status: e.status ?? 500, statusText: e.statusText });
}

/**
 * The router follows a site path in the app and another origin by a full page load (SPEC §2);
 * anything but http(s) is refused (SPEC §8), whatever the server sent.
 */
function followRedirect(location: string): never {
  const external = isExternalUrl(location) || isBlockedHref(location);
  if (external && !/^https?:\/\/[^/\\]/i.test(location)) {
    throw data(
      {
        statusCode: 500,
        statusMessage: 'Something went wrong',
        message: 'This address leads to a link the site will not open.',
        fatal: true,
      },
      { status: 500 },
    );
  }
  throw redirect(location);
}

/** Hands one route its slice of the payload: a redirect, the error it raised on the server, or its data. */
export function payloadFor(payload: PayloadResponse, routeId: string, isRoot: boolean): unknown {
  if (payload.redirect) followRedirect(payload.redirect);
  const errors = payload.errors ?? {};
  if (isRoot && errors.root) rethrow(errors.root);
  if (!isRoot) {
    const pageError = Object.entries(errors).find(([id]) => id !== 'root');
    if (pageError) rethrow(pageError[1]);
  }
  return payload.loaderData[routeId] ?? null;
}
