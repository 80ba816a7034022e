import { toQueryString, type QueryValue } from './strapi-query';

/** A Strapi answer that was not ok (its `error` object), or no answer in time. */
export class StrapiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StrapiError';
  }
}

export interface StrapiClientOptions {
  /** Base URL of the Strapi server, e.g. https://cms.example.co.uk */
  url: string;
  /** An API token (Settings → API Tokens), read-only is enough. */
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** GETs a Strapi REST endpoint (`/api/pages`) with a bearer token and a timeout; JSON back. */
export function createStrapiClient({
  url,
  token,
  timeoutMs = 5_000,
  fetch: doFetch = fetch,
}: StrapiClientOptions) {
  const base = url.replace(/\/+$/, '');
  return {
    base,
    async get<T>(path: string, params: Record<string, QueryValue> = {}): Promise<T> {
      const qs = toQueryString(params);
      let res: Response;
      try {
        res = await doFetch(`${base}${path}${qs ? `?${qs}` : ''}`, {
          headers: {
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw new StrapiError(
          504,
          timedOut ? `Strapi did not answer within ${timeoutMs} ms` : `Strapi is unreachable`,
        );
      }
      const body = (await res.json().catch(() => null)) as
        (T & { error?: { message?: string } }) | null;
      if (!res.ok || body === null)
        throw new StrapiError(
          res.status,
          body?.error?.message ?? `Strapi answered ${res.status} ${res.statusText}`,
        );
      return body;
    },
  };
}

export type StrapiClient = ReturnType<typeof createStrapiClient>;
