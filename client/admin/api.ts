import type { SectionIssue } from '#sections/page-document';
import { fetchWithRetry } from '#client/runtime/fetch-with-retry';
import { navigateTo } from '#client/runtime/navigate-to';

/** An answer of /api/admin/* that was not ok, in the API's one error shape. */
export class AdminApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** Field path → message (`document.title`, `from_path`). */
    public readonly errors: Record<string, string> = {},
    /** Section problems when publishing is refused. */
    public readonly issues: SectionIssue[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

interface ErrorBody {
  error?: {
    message?: string;
    details?: { errors?: Record<string, string>; issues?: SectionIssue[] };
  };
}

/** JSON to and from the admin API with the session cookie; a lost session goes to sign in. */
export async function adminFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await fetchWithRetry(`/api/admin${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : null,
    signal: init.signal ?? null,
  });
  return adminResult<T>(res, init.method ?? 'GET');
}

/** Said when a write is refused because the session ended; the edit stays on screen. */
export const SIGNED_OUT_MESSAGE =
  'You are signed out, so nothing was sent. Your changes are still here: sign in again in another tab (/login), then try again.';

/** The sign-in page, coming back to this screen afterwards. */
const signInAndReturn = () =>
  `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

/**
 * An admin API answer: its JSON body when ok; otherwise an AdminApiError. A 401 on reading goes
 * to sign in and back; a 401 on a write (`method` other than GET) stays put with
 * SIGNED_OUT_MESSAGE: leaving would lose the edit it was saving. An ok answer whose body cannot be read (the request was aborted while it arrived: search as
 * you type aborts the previous search) is an error, never an empty answer: `{}` read as the list
 * of images made the page throw ("reading 'length'") and show the error screen.
 */
export async function adminResult<T>(res: Response, method = 'GET'): Promise<T> {
  if (res.status === 204) return undefined as T;
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  if (res.status === 401) {
    if (method !== 'GET') throw new AdminApiError(401, SIGNED_OUT_MESSAGE);
    void navigateTo(signInAndReturn());
  }
  const details = body.error?.details ?? {};
  throw new AdminApiError(
    res.status,
    body.error?.message ?? 'Something went wrong. Please try again.',
    details.errors ?? {},
    details.issues ?? [],
  );
}

export const errorMessage = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.';
