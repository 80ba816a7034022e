import autocannon from 'autocannon';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Refuses anything but this machine: the bench never sends traffic elsewhere. */
export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`bench targets loopback only, not ${hostname}`);
}

/**
 * One autocannon run against `origin`: a single hot path, or `paths` handed out in rotation (one
 * counter shared by every connection, so 50 connections walk the list instead of repeating its
 * head). `rotation` can be passed in to carry on where a warm-up stopped.
 * Returns req/s, p50/p99 latency (ms), and every kind of failure autocannon counts.
 */
export async function cannon(
  origin,
  { path = '/', paths, connections, seconds, headers, rotation = { next: 0 } },
) {
  assertLoopback(origin);
  const from = rotation.next;
  const requests = paths?.length
    ? [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: paths[rotation.next++ % paths.length] }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url: new URL(path, origin).href,
    connections,
    duration: seconds,
    headers,
    requests,
    timeout: 10,
  });
  return summarise(result, paths ? Math.min(rotation.next - from, paths.length) : 1);
}

/** The figures the report keeps from an autocannon result. */
export function summarise(result, distinctPaths = 1) {
  const non2xx = result.non2xx ?? 0;
  return {
    // Answers over the run's real length: precise when only a handful of requests completed.
    rps: Number((result.requests.total / result.duration).toFixed(1)),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already includes timeouts; a 3xx/4xx/5xx answer is a failure too.
    errors: (result.errors ?? 0) + non2xx,
    non2xx,
    timeouts: result.timeouts ?? 0,
    distinctPaths,
  };
}
