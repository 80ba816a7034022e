import type { Logger } from 'pino';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isStatementTimeout,
} from '#server/db/database-unavailable.server';
import { GraphQLError } from './graphql.server';

/**
 * Client-facing errors of the data graph. Each carries `extensions.code` (Hasura/Apollo style) and
 * the HTTP status yoga answers with (`extensions.http`, stripped from the response body).
 */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'UNAUTHENTICATED',
      http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
    },
  });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });
}

export const UNEXPECTED_MESSAGE = 'Unexpected error.';

export function unexpected(): GraphQLError {
  return new GraphQLError(UNEXPECTED_MESSAGE, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
  });
}

/**
 * What a client sees of an error we did not throw on purpose: the database cannot be reached →
 * 503 `DATABASE_UNAVAILABLE` with Retry-After (issue 18); anything else → the masked 500. Used by
 * `/graphql` and by the in-process executor of the page loaders.
 */
export function maskUnexpected(error: unknown, logger: Logger): GraphQLError {
  const cause = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const location = error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {};
  if (isDatabaseUnavailable(cause)) {
    if (isStatementTimeout(cause)) logger.error({ err: cause }, 'graphql: statement timed out');
    else logger.warn({ err: cause }, 'graphql: database unavailable');
    return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
      ...location,
      extensions: {
        code: 'DATABASE_UNAVAILABLE',
        http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
      },
    });
  }
  logger.error({ err: cause }, 'graphql unexpected error');
  return new GraphQLError(UNEXPECTED_MESSAGE, {
    ...location,
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
  });
}
