import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ASTVisitor,
} from './graphql.server';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { graphTokenLive } from '#server/auth/graph-token.server';
import { viewerFromHeaders, type GraphTokenCheck, type GraphViewer } from './auth.server';
import { INPUT_LIMITS, PATTERN_SCAN_WORK, WILDCARD_WORK } from '#schema/input-limits';
import { badUserInput, maskUnexpected } from './errors.server';
import { createBatchLoaders } from './batch-loaders.server';
import { MAP_DEFAULTS, type MapOptions } from './map.server';
import { graphSchema, type GraphContext } from './schema.server';
import { createInProcessExecutor } from './in-process.server';
import type { GraphExecuteRequest, GraphExecuteResult } from './execute-types.server';
import { requestWork } from './request-cost.server';

export type {
  GraphErrorJson,
  GraphExecuteRequest,
  GraphExecuteResult,
} from './execute-types.server';

/**
 * The data graph served at `/graphql`: Hasura-style read queries over the directory tables
 * (`<table>`, `<table>_by_pk`, `<table>_by_slug`, `<table>_aggregate`) and the signed-in-only
 * `map_auction_properties`. See schema.server.ts for the fields and sql.server.ts for how where /
 * order_by / limit / offset compile to SQL.
 *
 * Usage:
 *
 *   const graph = createGraphServer({ db, jwtSecret: config.JWT_SECRET,
 *     isProduction: config.isProduction, introspection: config.GRAPHQL_INTROSPECTION, logger });
 *
 *   // HTTP: POST (JSON body) and GET (?query=&variables=&operationName=, cacheable, mutations
 *   // refused). `Authorization: Bearer <hasuraToken>` identifies the user; none = anonymous.
 *   app.use('/graphql', graph.handler);
 *
 *   // In process, for server-side page loaders: same schema, limits and error masking, no socket.
 *   const { status, data, errors } = await graph.execute({ query, variables, token });
 *
 * Limits (GRAPH_LIMITS below): depth 7, cost 50,000 (values the answer can hold, a list's rows
 * multiplying its fields), pattern work 700 over the whole request, 15 aliases (`__typename` ones
 * too), 20 directives, 2000 tokens, 100 kB body, `limit` default 12 / max 100. Introspection is
 * off in production unless `introspection` is true; field suggestions ("Did you mean …") are
 * hidden in production.
 *
 * Statuses: 400 parse/validation/bad variables/bad arguments (BAD_USER_INPUT), 401 missing or bad
 * token where one is needed or a bad token sent at all (UNAUTHENTICATED), 403 role without access
 * (FORBIDDEN), 405 mutation over GET, 500 only for an unexpected failure, which is logged with
 * pino and answered as 'Unexpected error.' (never SQL text or a stack).
 */

export interface GraphServerOptions {
  db: Queryable;
  jwtSecret: string;
  isProduction: boolean;
  /** Allow introspection in production (always allowed outside production). */
  introspection?: boolean;
  logger: Logger;
  /** Path the handler is mounted at (default '/graphql'). */
  endpoint?: string;
  /** Overrides of the map clustering thresholds (tests use a small point limit). */
  map?: Partial<MapOptions>;
}

export interface GraphServer {
  /** Express-mountable handler: `app.use('/graphql', handler)`. */
  handler: (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void;
  /** Runs one operation in process (no HTTP) against the same schema and rules. */
  execute<TData = Record<string, unknown>>(
    request: GraphExecuteRequest,
  ): Promise<GraphExecuteResult<TData>>;
}

export const GRAPH_LIMITS = {
  maxDepth: 7,
  /**
   * The most values one answer may hold (request-cost.server.ts: a list's rows multiply its
   * fields). The site's own heaviest operation is the map's (MapLots, signed-in): 31,505 with its
   * lists at their caps (1,000 points, 2,500 clusters); every page's is at most 319 (measured by
   * tests/integration/graphql-own-queries-cost.test.ts). 50,000 leaves the map 58 % headroom and
   * refuses lists of lists of lists (100 × 100 × 100 rows: over 9 million).
   */
  maxCost: 50_000,
  /**
   * Pattern work of the whole request: what one `where` may ask for, plus the one read of the rows
   * it costs (PATTERN_SCAN_WORK). The site's own heaviest is 139 (Listings); five aliased counts
   * with two short patterns each (5 × 144) are refused.
   */
  maxPatternWork: INPUT_LIMITS.graphPatternWork + PATTERN_SCAN_WORK,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxBodyBytes: 100_000,
  /** Seconds a shared cache may keep an anonymous, error-free GET answer. */
  getMaxAgeSeconds: 30,
};

function isOriginalGraphQLError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError ? isOriginalGraphQLError(error.originalError) : true;
}

/** Armor reports a rejection as a validation error (400) with a message free of its odd prefix. */
function reportTo(ctx: ValidationContext | null, error: GraphQLError): void {
  ctx?.reportError(
    new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    }),
  );
}

/** The graph is read-only: a mutation or subscription is a validation error (400), not a 500. */
function queryOnlyRule(ctx: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'query') {
        ctx.reportError(
          new GraphQLError(
            `This graph is read-only: ${node.operation} operations are not supported.`,
            { nodes: node },
          ),
        );
      }
    },
  };
}

interface MutableErrorExtensions {
  code?: string;
  http?: { status?: number; spec?: boolean; headers?: Record<string, string> };
}

/**
 * Makes the HTTP status independent of the Accept header (yoga answers spec-flagged errors with 200
 * for `application/json`): parse/validation/variable errors are always 400.
 */
function normaliseStatuses(result: unknown): boolean {
  if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return false;
  const { errors, data } = result as { errors?: readonly GraphQLError[]; data?: unknown };
  if (!errors || errors.length === 0) return false;
  // A request error: no data at all, or null data with no field to blame (e.g. a mutation on
  // this read-only schema, which graphql-js only notices when it executes).
  const requestError = !('data' in result) || (data === null && errors.every((e) => !e.path));
  for (const error of errors) {
    const ext = error.extensions as MutableErrorExtensions;
    if (ext.http?.spec) ext.http.spec = false;
    if (requestError) {
      // Errors before execution (e.g. a variable of the wrong type) carry no code of their own.
      if (!ext.http?.status) ext.http = { ...ext.http, status: 400 };
      ext.code ??= 'BAD_USER_INPUT';
    }
  }
  return true;
}

/** Deeper than `max` levels? Walked without recursion, so a 10,000-deep value cannot overflow. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > max) return true;
    const next: unknown[] = [];
    for (const v of level) if (v !== null && typeof v === 'object') next.push(...Object.values(v));
    level = next;
  }
  return false;
}

/**
 * graphql-js coerces variables recursively: a 10,000-deep `_not` overflows the stack (a 500).
 * Refused first with a 400.
 */
const variablesDepthGuard: Plugin = {
  onParams({ params, setResult }) {
    const max = INPUT_LIMITS.graphVariablesDepth;
    if (nestedDeeperThan(params.variables, max)) {
      setResult({
        errors: [badUserInput(`variables are nested too deeply (at most ${max} levels).`)],
      });
    }
  },
};

/**
 * Refuses, before any resolver runs, an operation whose answer could hold more than
 * GRAPH_LIMITS.maxCost values or whose `where`s together ask for more than
 * GRAPH_LIMITS.maxPatternWork of pattern matching (see request-cost.server.ts). It runs at execute
 * time, not as a validation rule, because both depend on the variables (a `$limit`, a `$where`)
 * and yoga caches validation by the query text alone.
 */
function requestWorkGuard(map: MapOptions): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const work = requestWork(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues,
        map,
      );
      if (!work) return;
      const { maxCost, maxPatternWork } = GRAPH_LIMITS;
      if (work.cost > maxCost) {
        // Worded and coded as graphql-armor's other limits (depth, aliases) are.
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${work.cost}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            }),
          ],
        });
      } else if (work.patternWork > maxPatternWork) {
        setResultAndStopExecution({
          errors: [
            badUserInput(
              `The query asks for too much pattern matching over all its where arguments (at most ${maxPatternWork} units, found ${work.patternWork}; a character is 1, a wildcard ${WILDCARD_WORK}, each where with patterns ${PATTERN_SCAN_WORK} more).`,
            ),
          ],
        });
      }
    },
  };
}

/** "Did you mean …" (graphql-js) names fields, types and enum values: a schema map without introspection. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

function stripSuggestions(result: unknown): void {
  if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
  for (const error of (result as { errors?: readonly GraphQLError[] }).errors ?? []) {
    (error as { message: string }).message = withoutSuggestions(error.message);
  }
}

function yogaLogger(logger: Logger): YogaLogger {
  return {
    debug: (...args: unknown[]) => logger.debug({ args }, 'graphql'),
    info: (...args: unknown[]) => logger.info({ args }, 'graphql'),
    warn: (...args: unknown[]) => logger.warn({ args }, 'graphql'),
    error: (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      logger.error({ err }, 'graphql error');
    },
  };
}

export function createGraphServer(options: GraphServerOptions): GraphServer {
  const { db, jwtSecret, isProduction, logger } = options;
  const tokens: GraphTokenCheck = {
    secret: jwtSecret,
    live: (identity) => graphTokenLive(db, identity),
  };
  const introspection = !isProduction || options.introspection === true;
  const mapOptions: MapOptions = { ...MAP_DEFAULTS, ...options.map };
  const endpoint = options.endpoint ?? '/graphql';

  const armor = new EnvelopArmor({
    maxDepth: {
      n: GRAPH_LIMITS.maxDepth,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reportTo],
    },
    // Replaced by requestWorkGuard, which multiplies by the rows each list can return.
    costLimit: { enabled: false },
    maxAliases: {
      n: GRAPH_LIMITS.maxAliases,
      // `__typename` aliases count too: graphql-armor lets them through by default.
      allowList: [],
      propagateOnRejection: false,
      onReject: [reportTo],
    },
    maxDirectives: {
      n: GRAPH_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: [reportTo],
    },
    maxTokens: { n: GRAPH_LIMITS.maxTokens },
    blockFieldSuggestion: { enabled: isProduction },
  });

  const hadErrors = new WeakMap<Request, boolean>();
  const plugins: Plugin[] = [
    variablesDepthGuard,
    ...(armor.protect().plugins as Plugin[]),
    requestWorkGuard(mapOptions),
  ];
  plugins.push({
    onValidate({ addValidationRule }) {
      addValidationRule(queryOnlyRule);
      if (!introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  });
  plugins.push({
    onResultProcess({ request, result }) {
      hadErrors.set(request, normaliseStatuses(result));
      if (isProduction) stripSuggestions(result);
    },
    onResponse({ request, response: answer, setResponse, fetchAPI }) {
      // Yoga answers a body it cannot read (415) or an Accept it cannot meet (406) with an empty
      // body: say what it takes.
      const message = EMPTY_ANSWER_MESSAGES[answer.status];
      const response =
        message && answer.body === null
          ? explained(fetchAPI.Response, answer.status, message)
          : answer;
      if (response !== answer) setResponse(response);
      // Anonymous, error-free GET answers (persisted queries) may be cached briefly; others not.
      const cacheable =
        request.method === 'GET' &&
        !request.headers.get('authorization') &&
        response.status === 200 &&
        hadErrors.get(request) === false;
      response.headers.set(
        'Cache-Control',
        cacheable ? `public, max-age=${GRAPH_LIMITS.getMaxAgeSeconds}` : 'no-store',
      );
      response.headers.set('Vary', 'Authorization, x-hasura-role');
    },
  });

  const schema = graphSchema();
  const executeInProcess = createInProcessExecutor({
    schema,
    rules: introspection ? [queryOnlyRule] : [queryOnlyRule, NoSchemaIntrospectionCustomRule],
    tokens,
    logger,
    context: (viewer) => ({ db, batchLoaders: createBatchLoaders(db), viewer, mapOptions }),
    checkCoercion: !isProduction,
  });
  const yoga = createYoga<Record<string, unknown>, GraphContext>({
    schema,
    graphqlEndpoint: endpoint,
    graphiql: false,
    landingPage: false,
    cors: false,
    batching: false,
    maxRequestBodySize: GRAPH_LIMITS.maxBodyBytes,
    logging: yogaLogger(logger),
    plugins,
    maskedErrors: {
      maskError(error) {
        if (isOriginalGraphQLError(error)) return withoutParserDetail(error);
        // graphql-js wraps whatever a resolver throws in a GraphQLError, so a bare SyntaxError is
        // the request's own `variables` or `extensions` (GET or form parameters) failing JSON.parse.
        if (error instanceof SyntaxError) return badRequest(PARAMETERS_NOT_JSON_MESSAGE);
        return maskUnexpected(error, logger);
      },
    },
    context: async ({ request }): Promise<GraphContext> => {
      const viewer: GraphViewer = await viewerFromHeaders(request.headers, tokens);
      return { db, batchLoaders: createBatchLoaders(db), viewer, mapOptions };
    },
  });

  return {
    handler(req, res, next) {
      // Yoga rebuilds the URL from Host and the trusted X-Forwarded-Proto, and answers a URL it
      // cannot build with a 500 carrying the stack trace: refuse those headers first.
      if (!canBuildRequestUrl(req)) {
        res.status(400).json({ errors: [{ message: BAD_REQUEST_URL_MESSAGE }] });
        return;
      }
      // handle() answers synchronously (undefined) when it can, so only a promise gets a catch.
      try {
        void Promise.resolve(yoga.handle(req, res)).catch(next);
      } catch (err) {
        next(err);
      }
    },
    execute: executeInProcess,
  };
}

const PARAMETERS_NOT_JSON_MESSAGE =
  'The variables and extensions parameters must be JSON objects, e.g. variables={"id":1}.';

const badRequest = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/**
 * Yoga's own refusals of a body it could not read carry the parser's error (`originalError`: its
 * name and message, the body quoted): what went wrong is already in the message, so it goes.
 */
function withoutParserDetail(error: GraphQLError): GraphQLError {
  if (!error.extensions['originalError']) return error;
  const { originalError: _parser, ...extensions } = error.extensions;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    path: error.path,
    extensions,
  });
}

const BAD_REQUEST_URL_MESSAGE =
  'The Host or X-Forwarded-Proto header does not form a valid URL (expected http or https and a host name).';

function canBuildRequestUrl(req: ExpressRequest): boolean {
  if (req.protocol !== 'http' && req.protocol !== 'https') return false;
  try {
    new URL(`${req.protocol}://${req.headers.host ?? 'localhost'}${req.originalUrl}`);
    return true;
  } catch {
    return false;
  }
}

const EMPTY_ANSWER_MESSAGES: Record<number, string> = {
  415: 'Send the operation as JSON (Content-Type: application/json) or as GET parameters.',
  406: 'This endpoint answers application/graphql-response+json or application/json: accept one of them (or send no Accept header).',
};

function explained(FetchResponse: typeof Response, status: number, message: string): Response {
  return new FetchResponse(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from './sql.server';
export { MAP_DEFAULTS, type MapOptions } from './map.server';
export type { GraphViewer } from './auth.server';
