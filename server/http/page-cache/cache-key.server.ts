import type { Request } from 'express';
import { isbot } from 'isbot';
import { SESSION_COOKIE } from '#server/auth/session.server';
import { parseCookie } from 'cookie';

/**
 * Why this request must render for itself, or null when an anonymous copy may answer it: only a
 * GET without credentials (a session cookie, an Authorization header) shares a copy.
 */
export function bypassReason(req: Request): string | null {
  if (req.method !== 'GET') return 'method';
  if (req.headers.authorization) return 'authorization';
  const cookie = req.headers.cookie;
  if (cookie && parseCookie(cookie)[SESSION_COOKIE] !== undefined) return 'session';
  return null;
}

/**
 * What changes the bytes of an anonymous answer: the path and query exactly as requested (pages
 * echo the query's own spelling in links, the form action and the dehydrated cache key, so
 * `?a=1&b=2` and `?b=2&a=1` are different pages: decision 036), and whether the visitor is a bot
 * (bots get the whole document at once and a plain-text error). Nothing else of the request is
 * read by an anonymous render.
 */
export function pageCacheKey(req: Request): string {
  const who = isbot(req.get('user-agent') ?? '') ? 'bot' : 'person';
  return `${who} ${req.originalUrl}`;
}
