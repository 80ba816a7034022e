import { z } from 'zod';
import { isBlockedHref, schemeOf } from './href-rules';

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
