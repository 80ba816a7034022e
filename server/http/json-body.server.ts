import express from 'express';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '#schema/safe-text';

const UNSAFE_TEXT_PREFIX = 'Unsafe text: ';

/**
 * A form or body over its size limit, on every page and API ("request entity too large", as the
 * parser says it, was shown to the visitor as it stood: decision 152).
 */
export const TOO_LARGE_MESSAGE = 'What you sent is too long. Shorten it and try again.';

/** The message for a body the parser refused: ours for unsafe text, else "not JSON". */
export function jsonParseErrorMessage(err: { message?: string }): string {
  const message = err.message ?? '';
  return message.startsWith(UNSAFE_TEXT_PREFIX)
    ? message.slice(UNSAFE_TEXT_PREFIX.length)
    : 'The body is not JSON';
}

/**
 * The JSON body parser of every API: a size limit, and every string (keys and values, at any
 * depth) passes the shared safe-text check, so NUL or a lone surrogate is a 400 naming the field
 * before any handler or database sees it (they gave 500s from PostgreSQL).
 */
export function jsonBody(limit: string) {
  return express.json({
    limit,
    reviver(key: string, value: unknown) {
      if (!isSafeText(key) || (typeof value === 'string' && !isSafeText(value))) {
        const field = isSafeText(key) && key !== '' ? key.slice(0, 60) : 'a field';
        throw new Error(`${UNSAFE_TEXT_PREFIX}${field} ${UNSAFE_TEXT_MESSAGE}.`);
      }
      return value;
    },
  });
}
