import { z } from 'zod';

/**
 * Text every store and driver can hold: no NUL (PostgreSQL text refuses it) and no lone UTF-16
 * surrogate (not encodable as UTF-8). One refinement for every text field schema, so a stray byte
 * is a 400 naming the field, never a 500 from the database.
 */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** `z.string()` with the safe-text refinement; chain `.trim()`, `.max()` … as usual. */
export function safeString(message = `Text ${UNSAFE_TEXT_MESSAGE}.`) {
  return z.string().refine(isSafeText, { message });
}
