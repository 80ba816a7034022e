import type { Request } from 'express';
import { safeReturnPath } from '#schema/return-path';
import { pathWithoutOneTimeParams } from '#schema/one-time-params';

/** A form post from a page without JavaScript: answered with a 303 back to the page, not JSON. */
export const isFormPost = (req: Request) =>
  (req.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** The form's `return_to` field (a path on this site through the shared validator, else `fallback`). */
export function returnPathOf(req: Request, fallback: string): string {
  const raw = (req.body as { return_to?: unknown } | undefined)?.return_to;
  return safeReturnPath(raw ?? fallback);
}

/**
 * `return_to` (else `fallback`) with outcome parameters added, e.g. `?saved_search=saved`; with
 * `fresh`, an earlier form's outcome in it is left out first (schema/one-time-params.ts).
 */
export function backTo(
  req: Request,
  params: Record<string, string>,
  fallback: string,
  { fresh = false }: { fresh?: boolean } = {},
): string {
  const back = new URL(returnPathOf(req, fallback), 'http://site.invalid');
  const url = fresh
    ? new URL(pathWithoutOneTimeParams(back.pathname, back.search), 'http://site.invalid')
    : back;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${back.hash}`;
}
