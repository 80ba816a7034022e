/**
 * 57014, a statement stopped by DB_STATEMENT_TIMEOUT_MS: under a load the database cannot keep up
 * with, any query may pass its limit. That is the service too busy, for a moment (503 with
 * Retry-After), not a fault of the request (it answered 500, seen once under heavy load).
 */
const STATEMENT_TIMEOUT = '57014';

/**
 * Whether an error means the database cannot be reached at all (as opposed to a bad query): the
 * answer is then a 503 with Retry-After (or a stale cached page), never a 500 (issue 18).
 *
 * - SQLSTATE class 08 (connection exception; the embedded database's dead worker reports 08006),
 *   57P01–57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections), 57014
 *   (a statement past its time limit: too busy);
 * - socket errors from node-postgres (ECONNREFUSED, ECONNRESET …, also inside an AggregateError
 *   when every address of a host refused);
 * - node-postgres's own messages for a connection that ended or could not be made in time.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', STATEMENT_TIMEOUT]);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: our database cannot be reached or is too busy to answer. Please try again in a moment.';
/** Seconds a client should wait before trying again (the Retry-After of every such 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function matches(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || SQLSTATES.has(code))) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((m) => m.test(message));
}

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (matches(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  // An HTTP upstream (the CMS) that cannot be reached is not the database.
  if (err instanceof TypeError && err.message === 'fetch failed') return false;
  return isDatabaseUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

/**
 * Whether the error is (or was caused by) a statement past its time limit: answered as the
 * database too busy, but logged as an error, since one slow query (a search the indexes do not
 * serve) times out each time and must not pass for a moment's outage.
 */
export function isStatementTimeout(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if ((err as { code?: unknown }).code === STATEMENT_TIMEOUT) return true;
  return isStatementTimeout((err as { cause?: unknown }).cause, depth + 1);
}
