import type { Logger } from 'pino';
import {
  execute,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from './graphql.server';
import { viewerFromHeaders, type GraphTokenCheck } from './auth.server';
import { maskUnexpected } from './errors.server';
import {
  coerceTrusted,
  sameCoercion,
  trustedOperation,
  type TrustedOperation,
} from './trusted-variables.server';
import type { GraphContext } from './schema.server';
import type {
  GraphErrorJson,
  GraphExecuteRequest,
  GraphExecuteResult,
} from './execute-types.server';

/** Distinct operations the server's own code sends is small; the bound only guards against a leak. */
const MAX_DOCUMENTS = 500;

interface InProcessOptions {
  schema: GraphQLSchema;
  /** The rules yoga adds to graphql-js's specified rules (read-only, no introspection in production). */
  rules: readonly ValidationRule[];
  /** How a request's token is checked (the same as `/graphql` checks it). */
  tokens: GraphTokenCheck;
  logger: Logger;
  context: (viewer: GraphContext['viewer']) => GraphContext;
  /**
   * Check every coercion of trusted variables against graphql-js's own (tests and development:
   * a difference throws). Production trusts it.
   */
  checkCoercion?: boolean;
}

type Prepared =
  | { document: DocumentNode; trusted: TrustedOperation | null }
  | { errors: readonly GraphQLError[] };

interface ErrorExtensions {
  code?: string;
  http?: { status?: number };
  [key: string]: unknown;
}

function isOriginal(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError ? isOriginal(error.originalError) : true;
}

/**
 * Runs the server's own operations (page loaders, alerts, previews) without the HTTP simulation of
 * `yoga.fetch`: each operation text is parsed and validated once, then executed directly with the
 * same schema, viewer rules, statuses and error masking as `/graphql`. Measured on the listings
 * query: 8.6 ms through yoga.fetch, 3.8 ms here (decision 031). Depth/cost/alias limits guard
 * untrusted text and stay on the HTTP endpoint; this path only runs operations written in our code.
 */
export function createInProcessExecutor(options: InProcessOptions) {
  /** graphql-js's coercion of the same variables must be what trusted coercion gave. */
  function assertSameCoercion(
    document: DocumentNode,
    variables: Record<string, unknown>,
    coerced: Record<string, unknown>,
  ): void {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const theirs = getVariableValues(
      options.schema,
      operation?.variableDefinitions ?? [],
      variables,
    );
    if (!theirs.coerced || !sameCoercion(theirs.coerced, coerced))
      throw new Error(
        `trusted coercion differs from graphql-js's: ${JSON.stringify({ variables, coerced, theirs: theirs.coerced ?? theirs.errors?.map((e) => e.message) })}`,
      );
  }

  const prepared = new Map<string, Prepared>();
  const rules = [...specifiedRules, ...options.rules];

  /** Yoga's codes for errors found before execution. */
  function withCode(error: GraphQLError, code: string): GraphQLError {
    if ((error.extensions as ErrorExtensions).code) return error;
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { ...error.extensions, code },
    });
  }

  function prepare(query: string): Prepared {
    const hit = prepared.get(query);
    if (hit) return hit;
    let result: Prepared;
    try {
      const document = parse(query);
      const errors = validate(options.schema, document, rules);
      result = errors.length
        ? { errors: errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) }
        : { document, trusted: trustedOperation(options.schema, document) };
    } catch (err) {
      const error = err instanceof GraphQLError ? err : new GraphQLError(String(err));
      result = { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
    }
    if (prepared.size >= MAX_DOCUMENTS) prepared.delete(prepared.keys().next().value as string);
    prepared.set(query, result);
    return result;
  }

  /** The error as `/graphql` answers it: `extensions.http` is for the status only. */
  function toJson(error: GraphQLError, requestError: boolean): GraphErrorJson {
    const { http: _http, ...extensions } = (error.extensions ?? {}) as ErrorExtensions;
    const json = error.toJSON() as GraphErrorJson;
    // Errors before execution (a variable of the wrong type) carry no code of their own.
    json.extensions = requestError
      ? { ...extensions, code: extensions.code ?? 'BAD_USER_INPUT' }
      : extensions;
    if (Object.keys(json.extensions).length === 0) delete json.extensions;
    return json;
  }

  function mask(error: GraphQLError): GraphQLError {
    if (isOriginal(error)) return error;
    return maskUnexpected(error, options.logger);
  }

  function statusOf(errors: readonly GraphQLError[], requestError: boolean): number {
    let status = requestError ? 400 : 200;
    for (const error of errors) {
      const own = (error.extensions as ErrorExtensions).http?.status;
      if (own && own > status) status = own;
    }
    return status;
  }

  return async function executeInProcess<TData>(
    request: GraphExecuteRequest,
  ): Promise<GraphExecuteResult<TData>> {
    const ready = prepare(request.query);
    if ('errors' in ready) {
      return { status: 400, errors: ready.errors.map((e) => toJson(e, true)) };
    }
    const headers = new Map<string, string>();
    if (request.token) headers.set('authorization', `Bearer ${request.token}`);
    if (request.role) headers.set('x-hasura-role', request.role);
    let viewer: GraphContext['viewer'];
    try {
      viewer = await viewerFromHeaders(
        { get: (name) => headers.get(name) ?? null },
        options.tokens,
      );
    } catch (err) {
      const error = mask(
        err instanceof GraphQLError
          ? err
          : new GraphQLError(String(err), { originalError: err as Error }),
      );
      const status = statusOf([error], false);
      return { status, data: null, errors: [toJson(error, false)] };
    }
    const variables = request.variables ?? {};
    const coerced = ready.trusted && coerceTrusted(ready.trusted, variables);
    if (coerced && options.checkCoercion) assertSameCoercion(ready.document, variables, coerced);
    const result = await execute({
      schema: options.schema,
      document: coerced ? ready.trusted!.document : ready.document,
      variableValues: coerced ?? variables,
      operationName: request.operationName ?? null,
      contextValue: options.context(viewer),
    });
    if (!result.errors?.length) {
      return { status: 200, data: JSON.parse(JSON.stringify(result.data)) as TData };
    }
    const errors = result.errors.map(mask);
    // No data at all: the operation never ran (a variable of the wrong type): a request error.
    const requestError =
      !('data' in result) || (result.data === null && errors.every((e) => !e.path));
    const status = statusOf(errors, requestError);
    const body: GraphExecuteResult<TData> = {
      status,
      errors: errors.map((e) => toJson(e, requestError)),
    };
    if ('data' in result) body.data = JSON.parse(JSON.stringify(result.data)) as TData | null;
    return body;
  };
}
