import http from 'node:http';
import type { FuzzRequest } from './fuzz-targets';
import type { SeenResponse } from './response-checks';

const MAX_BODY = 2 * 1024 * 1024;

/** Sends one request exactly as generated (raw path, no Host when asked); bounded in time. */
export function send(base: string, req: FuzzRequest, timeoutMs = 30_000): Promise<SeenResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers,
        setHost: !req.noHost,
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size <= MAX_BODY) chunks.push(c);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    r.on('error', reject);
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** A short, loggable description of a request (bodies and paths cut to 300 characters). */
export function describeRequest(req: FuzzRequest): Record<string, unknown> {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  return {
    method: req.method,
    path: cut(req.path),
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, cut(JSON.stringify(v))]),
    ),
    ...(req.body === undefined ? {} : { body: cut(req.body.toString()) }),
    ...(req.noHost ? { noHost: true } : {}),
  };
}
