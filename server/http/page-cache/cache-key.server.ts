import type { IncomingMessage } from 'node:http';
import { isBotAgent } from '../bot-agent.server';
import { SESSION_COOKIE } from '#server/auth/session.server';
import { parseCookie } from 'cookie';

/**
 * Why this request must render for itself, or null when an anonymous copy may answer it: only a
 * GET without credentials (a session cookie, an Authorization header) shares a copy.
 */
export function bypassReason(req: IncomingMessage): string | null {
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
export function pageCacheKey(req: IncomingMessage & { originalUrl?: string }): string {
  const who = isBotAgent(req.headers['user-agent'] ?? '') ? 'bot' : 'person';
  // Express rewrites `url` under a mount; Node's request (the front door) has the original.
  return `${who} ${req.originalUrl ?? req.url}`;
}
