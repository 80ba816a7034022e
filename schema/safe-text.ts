import { z } from 'zod';

/**
 * Text every store and driver can hold: no NUL (PostgreSQL text refuses it) and no lone UTF-16
 * surrogate (not encodable as UTF-8). One refinement for every text field schema, so a stray byte
 * is a 400 naming the field, never a 500 from the database.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** With the u flag a paired surrogate is one code point; only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** `z.string()` with the safe-text refinement; chain `.trim()`, `.max()` … as usual. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: `Text ${UNSAFE_TEXT_MESSAGE}.` });
}
