import { z } from 'zod';
import { isBlockedHref, schemeOf } from './href-rules';

/** A first path segment that reads as a host name: `www.example.com`, `rightmove.co.uk/x`. */
const LOOKS_LIKE_A_HOST = /^(www\.|[a-z0-9-]+\.(com|co\.uk|org|org\.uk|net|uk|gov\.uk|io)(\/|$))/i;

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
  }, 'must be a site path or an http(s), mailto or tel link')
  // "www.rightmove.co.uk" without a scheme is a path relative to the page it is on
  // (/about/www.rightmove.co.uk, a 404): another site's address needs its https://.
  .refine(
    (h) => schemeOf(h) !== null || !LOOKS_LIKE_A_HOST.test(h.trim()),
    'another site’s address must start with https:// (a page of this site starts with /)',
  );
