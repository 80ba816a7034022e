import { z } from 'zod';

/** Protocols never followed, wherever a link comes from (SPEC §8). */
export const BLOCKED_PROTOCOLS = ['javascript:', 'data:', 'blob:', 'vbscript:'] as const;

/** Lower-cases and strips the whitespace/control characters browsers ignore inside a scheme. */
function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*:)/.exec(compact);
  return m ? m[1]! : null;
}

export function isBlockedHref(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme !== null && (BLOCKED_PROTOCOLS as readonly string[]).includes(scheme);
}

/** A link an editor may enter: a site path, an anchor, or an http(s)/mailto/tel URL. */
export const SafeHrefSchema = z
  .string()
  .min(1)
  .max(2000)
  .refine((h) => !isBlockedHref(h), {
    message: 'javascript:, data:, blob: and vbscript: links are not allowed',
  })
  .refine((h) => {
    const scheme = schemeOf(h);
    return scheme === null || ['http:', 'https:', 'mailto:', 'tel:'].includes(scheme);
  }, 'must be a site path or an http(s), mailto or tel link');
