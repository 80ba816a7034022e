// Link rules both sides apply at run time, and the contracts' checks (safe-href.ts) build on.
// No zod here: the browser's first load imports this.

/** Protocols never followed, wherever a link comes from (SPEC §8). */
export const BLOCKED_PROTOCOLS = ['javascript:', 'data:', 'blob:', 'vbscript:'] as const;

/** Lower-cases and strips the whitespace/control characters browsers ignore inside a scheme. */
export function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*:)/.exec(compact);
  return m ? m[1]! : null;
}

export function isBlockedHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme !== null && (BLOCKED_PROTOCOLS as readonly string[]).includes(scheme);
}

/** True when a redirect target leaves this site (full page load on the client). */
export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}
