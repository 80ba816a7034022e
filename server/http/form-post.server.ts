import type { Request } from 'express';
import { safeReturnPath } from '#schema/return-path';

/** A form post from a page without JavaScript: answered with a 303 back to the page, not JSON. */
export const isFormPost = (req: Request) =>
  (req.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** The form's `return_to` field (a path on this site through the shared validator, else `fallback`). */
export function returnPathOf(req: Request, fallback: string): string {
  const raw = (req.body as { return_to?: unknown } | undefined)?.return_to;
  return safeReturnPath(raw ?? fallback);
}

/** `return_to` (else `fallback`) with outcome parameters added, e.g. `?saved_search=saved`. */
export function backTo(req: Request, params: Record<string, string>, fallback: string): string {
  const url = new URL(returnPathOf(req, fallback), 'http://site.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}
