import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics: one registry per process (several apps in one test process
 * share it). Default metrics bring heap, GC, RSS and the event-loop delay
 * (`nodejs_eventloop_lag_p99_seconds`, from `monitorEventLoopDelay`, reset at each scrape, so it
 * is the p99 since the previous scrape).
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  dbDuration: Histogram<'op' | 'outcome'>;
  dbInFlight: Gauge;
  cacheResults: Counter<'kind' | 'result'>;
  passwordHashes: Gauge<'state'>;
}

let metrics: AppMetrics | null = null;

export function appMetrics(): AppMetrics {
  if (metrics) return metrics;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern (never the raw URL), method and status; _count is the request rate.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    dbDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Database calls made by the app (query, exec, transaction, withConnection) by outcome.',
      labelNames: ['op', 'outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
    dbInFlight: new Gauge({
      name: 'db_calls_in_flight',
      help: 'Database calls started and not finished: the pool use seen from the app (PostgreSQL pool max is 10).',
      registers: [registry],
    }),
    cacheResults: new Counter({
      name: 'cache_results_total',
      help: 'Cache look-ups by cache kind and result; hit ratio = hit / (hit + miss + stale).',
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
    }),
    passwordHashes: new Gauge({
      name: 'password_hashes',
      help: 'Password hashes running and waiting at the gate, and refused (429) since start (decision 054).',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
  };
  return metrics;
}

export type CacheResult = 'hit' | 'miss' | 'stale';

/** For any cache in the app: count one look-up (`kind` is a fixed name such as `page` or `cms`). */
export function recordCacheResult(kind: string, result: CacheResult): void {
  appMetrics().cacheResults.inc({ kind, result });
}
