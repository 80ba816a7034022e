import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

/** The shape React Router's browser router reads from `window.__staticRouterHydrationData`. */
export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** Route errors in the format React Router deserialises; other errors never leak their message in production. */
function serializeErrors(errors: StaticHandlerContext['errors'], production: boolean) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, err] of Object.entries(errors)) {
    if (isRouteErrorResponse(err)) out[id] = { ...err, __type: 'RouteErrorResponse' };
    else
      out[id] = {
        __type: 'RouteErrorResponse',
        status: 500,
        statusText: 'Internal Server Error',
        internal: false,
        data: {
          statusCode: 500,
          statusMessage: 'Something went wrong',
          message:
            production || !(err instanceof Error)
              ? 'An unexpected error occurred. Please try again.'
              : err.message,
          fatal: true,
        },
      };
  }
  return out;
}

/** One serialisation for both the HTML's inline data and `{route}/_payload.json`, so they cannot differ. */
export function toHydrationData(ctx: StaticHandlerContext, production: boolean): HydrationData {
  return {
    loaderData: ctx.loaderData,
    actionData: ctx.actionData,
    errors: serializeErrors(ctx.errors, production),
  };
}
