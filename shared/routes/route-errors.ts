import { data } from 'react-router';

/** Body of every error a route throws; the error screen reads it. */
export interface RouteErrorBody {
  statusCode: number;
  statusMessage: string;
  message: string;
  /** Fatal errors replace the whole layout; non-fatal ones render inside it. */
  fatal: boolean;
  /** The browser never reached the site: no status to show, and the page is asked for again. */
  offline?: true;
}

export const ERROR_DEFAULTS = {
  statusCode: 500,
  statusMessage: 'Something went wrong',
  message: 'An unexpected error occurred. Please try again.',
} as const;

/** Route validation failed: the path names nothing that could exist (fatal 404). */
export function validationNotFound(pathname: string) {
  const body: RouteErrorBody = {
    statusCode: 404,
    statusMessage: `Page Not Found: ${pathname}`,
    message: 'The address is not valid. Check the link or go back to the home page.',
    fatal: true,
  };
  return data(body, { status: 404, statusText: 'Not Found' });
}

/** Nothing answers at this path (non-fatal 404, rendered inside the layout). */
export function pageNotFound(fullPath: string) {
  const body: RouteErrorBody = {
    statusCode: 404,
    statusMessage: 'Page not found',
    message: `We could not find ${fullPath}.`,
    fatal: false,
  };
  return data(body, { status: 404, statusText: 'Not Found' });
}

/** Title of the page a query over its caps gets (and of its payload's API error message). */
export const QUERY_NOT_READ = 'This search could not be read';

/**
 * A page query over its caps or with NUL (non-fatal 400, rendered inside the layout): each field's
 * message, and no loader of the page has run.
 */
export function queryNotRead(messages: readonly string[]) {
  const body: RouteErrorBody = {
    statusCode: 400,
    statusMessage: QUERY_NOT_READ,
    message: messages.join(' '),
    fatal: false,
  };
  return data(body, { status: 400, statusText: 'Bad Request' });
}

/**
 * The browser could not reach the site (offline, or the connection dropped on the way): said
 * inside the layout, with a way to ask again. Its status is the router's alone; none is shown,
 * since no server answered.
 */
export function unreachable() {
  const body: RouteErrorBody = {
    statusCode: 503,
    statusMessage: 'You seem to be offline',
    message: 'Check your connection and try again.',
    fatal: false,
    offline: true,
  };
  return data(body, { status: 503 });
}

/** Whether a route threw `unreachable()` (as thrown, or as the router's error response). */
export const isUnreachable = (error: unknown) =>
  isRecord(error) && isRecord(error.data) && error.data.offline === true;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Turns whatever a route threw into what the error screen shows, with the spec's defaults. */
export function toErrorBody(error: unknown): RouteErrorBody {
  if (isRecord(error) && 'status' in error && 'data' in error) {
    const status = Number(error.status) || ERROR_DEFAULTS.statusCode;
    const body = isRecord(error.data) ? error.data : {};
    return {
      statusCode: Number(body.statusCode) || status,
      statusMessage:
        typeof body.statusMessage === 'string'
          ? body.statusMessage
          : typeof error.statusText === 'string' && error.statusText
            ? error.statusText
            : ERROR_DEFAULTS.statusMessage,
      message: typeof body.message === 'string' ? body.message : ERROR_DEFAULTS.message,
      fatal: body.fatal !== false,
      ...(body.offline === true && { offline: true }),
    };
  }
  return { ...ERROR_DEFAULTS, fatal: true };
}
