import http from 'node:http';

/**
 * A small closed-loop load generator: `connections` keep-alive clients issue GETs back to back for
 * `seconds`. Returns req/s and latency percentiles. Loopback only; bounded in time.
 */
export async function load(url, { connections = 20, seconds = 5, headers = {} } = {}) {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('bench targets loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.get(target, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode >= 400) errors++;
          latencies.push(performance.now() - start);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Number(
      (
        latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0
      ).toFixed(2),
    );
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}
