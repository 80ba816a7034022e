import http from 'node:http';

export interface SlowProbe {
  at: string;
  ms: number;
  during: string;
}

/**
 * Asks `/healthz` every `everyMs` on its own connection while the fuzz runs; records every answer
 * slower than `limitMs` (or none) with what the fuzzer was sending at that moment.
 */
export function startHealthProbe(
  base: string,
  current: () => string,
  limitMs = 500,
  everyMs = 200,
) {
  const slow: SlowProbe[] = [];
  let probes = 0;
  let maxMs = 0;
  let stopped = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const during = current();
      const done = (ok: boolean) => {
        const ms = Math.round(performance.now() - started);
        probes++;
        maxMs = Math.max(maxMs, ms);
        if (!ok || ms > limitMs) slow.push({ at: new Date().toISOString(), ms, during });
        resolve();
      };
      const req = http.get(`${base}/healthz`, { agent: false, timeout: 30_000 }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode === 200));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => done(false));
    });
  const loop = (async () => {
    while (!stopped) {
      await once();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { probes, maxMs, slow };
    },
  };
}
