import { ClientError, GraphQLClient, type RequestDocument, type Variables } from 'graphql-request';
import type { GraphQLError } from 'graphql';
import { authStore } from '#client/stores/auth-store';
import { fetchWithRetry, type Fetch } from './fetch-with-retry';

export interface GraphClientOptions {
  headers?: Record<string, string>;
  /** POST by default; GET is used for queries only (mutations always POST). */
  method?: 'POST' | 'GET';
  credentials?: RequestCredentials;
}

export interface GraphClientConfig {
  endpoint: string;
  options?: GraphClientOptions;
}

export type GraphClientsConfig = Record<string, GraphClientConfig>;

export const DEFAULT_GRAPH_CLIENTS: GraphClientsConfig = { default: { endpoint: '/graphql' } };

export interface GraphClientsContext {
  /** Endpoints resolve against it (browser: `location.origin`; server: its own absolute URL). */
  baseUrl: string;
  /** Sent with every request, e.g. the server's forwarded `x-request-id`. */
  headers?: Record<string, string>;
  /** The hasuraToken to send as `Authorization: Bearer`, read per request. */
  token?: () => string | null | undefined;
  fetch?: Fetch;
}

/** SPEC §8 graph errors: the first error's message, else `GraphQL Error (Code: {status})`. */
export class GraphRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly GraphQLError[] = [],
  ) {
    super(message);
    this.name = 'GraphRequestError';
  }
}

export function toGraphError(error: unknown): unknown {
  if (!(error instanceof ClientError)) return error;
  const { status, errors = [] } = error.response;
  const message = errors[0]?.message ?? `GraphQL Error (Code: ${status})`;
  return Object.assign(new GraphRequestError(message, status, errors), { cause: error });
}

export function createGraphClients(
  config: GraphClientsConfig,
  context: GraphClientsContext,
): Record<string, GraphQLClient> {
  const clients: Record<string, GraphQLClient> = {};
  for (const [name, { endpoint, options = {} }] of Object.entries(config)) {
    clients[name] = new GraphQLClient(new URL(endpoint, context.baseUrl).href, {
      method: options.method ?? 'POST',
      ...(options.credentials ? { credentials: options.credentials } : {}),
      fetch: context.fetch ?? fetchWithRetry,
      headers: () => {
        const token = context.token?.();
        return {
          accept: 'application/graphql-response+json, application/json',
          ...options.headers,
          ...context.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        };
      },
    });
  }
  return clients;
}

let config: GraphClientsConfig = DEFAULT_GRAPH_CLIENTS;
let browserClients: Record<string, GraphQLClient> | null = null;

/** Replaces the browser's client config (before the first request, or in tests). */
export function configureGraphClients(next: GraphClientsConfig): void {
  config = next;
  browserClients = null;
}

export function getGraphClient(name = 'default'): GraphQLClient {
  browserClients ??= createGraphClients(config, {
    baseUrl: globalThis.location?.origin ?? 'http://localhost',
    token: () => authStore.get().hasuraToken,
  });
  const client = browserClients[name];
  if (!client) throw new Error(`Unknown graph client '${name}'`);
  return client;
}

export async function graphRequest<T = unknown, V extends Variables = Variables>(
  name: string,
  document: RequestDocument,
  variables?: V,
): Promise<T> {
  try {
    return await getGraphClient(name).request<T>(document, variables);
  } catch (error) {
    throw toGraphError(error);
  }
}
