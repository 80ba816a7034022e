/** One in-process graph operation (`graph.execute`) and its result, shaped as over HTTP. */
export interface GraphExecuteRequest {
  query: string;
  variables?: Record<string, unknown> | undefined;
  operationName?: string | undefined;
  /** The user's hasuraToken, if the loader acts for a signed-in user. */
  token?: string | undefined;
  /** Optional `x-hasura-role` (one of the token's allowed roles). */
  role?: string | undefined;
}

export interface GraphErrorJson {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: Record<string, unknown>;
}

export interface GraphExecuteResult<TData = Record<string, unknown>> {
  /** The HTTP status the same request would have got over /graphql. */
  status: number;
  data?: TData | null;
  errors?: GraphErrorJson[];
}
