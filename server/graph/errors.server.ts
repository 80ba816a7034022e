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
