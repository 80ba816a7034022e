/** SPEC §7: idempotent requests are retried once on these statuses; writes never are. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const DEFAULT_RETRY_DELAY_MS = 300;
export const MAX_RETRY_DELAY_MS = 3_000;

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryDeps {
  /** Defaults to the global fetch, looked up on every call. */
  fetch?: Fetch;
  sleep?: Sleep;
  now?: () => number;
}

/** `Retry-After` as delay-seconds or an HTTP date; missing or unreadable → the default; capped. */
export function retryDelayMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  let ms = DEFAULT_RETRY_DELAY_MS;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  // Only a real HTTP date (it has a weekday or month name): engines parse '1.5' as a date too.
  else if (/[a-z]/i.test(value) && !Number.isNaN(Date.parse(value))) ms = Date.parse(value) - now;
  return Math.min(Math.max(ms, 0), MAX_RETRY_DELAY_MS);
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase();
}

function signalOf(input: RequestInfo | URL, init?: RequestInit): AbortSignal | undefined {
  return init?.signal ?? (input instanceof Request ? input.signal : undefined);
}

/** The one fetch every client call goes through. */
export function createFetchWithRetry(deps: RetryDeps = {}): Fetch {
  const wait = deps.sleep ?? sleep;
  const now = deps.now ?? Date.now;
  return async (input, init) => {
    const doFetch = deps.fetch ?? globalThis.fetch;
    const signal = signalOf(input, init);
    // A Request body can be read once; keep a pristine copy for the retry.
    const attempt = () => doFetch(input instanceof Request ? input.clone() : input, init);
    if (!IDEMPOTENT_METHODS.has(methodOf(input, init))) return doFetch(input, init);

    let delay: number;
    try {
      const res = await attempt();
      if (!RETRY_STATUSES.has(res.status)) return res;
      delay = retryDelayMs(res.headers.get('retry-after'), now());
      await res.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (signal?.aborted) throw error;
      delay = DEFAULT_RETRY_DELAY_MS;
    }
    await wait(delay, signal);
    return attempt();
  };
}

export const fetchWithRetry: Fetch = createFetchWithRetry();
