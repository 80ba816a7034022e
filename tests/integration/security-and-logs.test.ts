import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { cspSources } from '../helpers/csp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

function nonceOf(csp: string): string {
  const m = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  if (!m) throw new Error(`no nonce in CSP: ${csp}`);
  return m[1]!;
}

describe('content security policy', () => {
  it('every script tag carries this response’s nonce, and the nonce changes per request', async () => {
    const a = await page('/');
    const b = await page('/');
    const nonce = nonceOf(a.headers['content-security-policy']!);
    expect(nonce).not.toBe(nonceOf(b.headers['content-security-policy']!));
    const scripts = [...a.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3); // hydration data, page scripts, their loader
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('allows no inline script or style without the nonce', async () => {
    const csp = (await page('/listings')).headers['content-security-policy']!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('without ANALYTICS_ID scripts and requests may only reach this site', async () => {
    const csp = (await page('/')).headers['content-security-policy']!;
    for (const name of ['script-src', 'connect-src']) {
      expect(cspSources(csp, name)).toEqual([
        "'self'",
        ...(name === 'script-src' ? [`'nonce-${nonceOf(csp)}'`] : []),
      ]);
    }
  });

  it('sends the other security headers and no x-powered-by', async () => {
    const res = await page('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses pages for clients that accept gzip', async () => {
    const res = await page('/terms-and-conditions').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('static assets', () => {
  it('hashed assets are immutable for a year; a missing asset is a 404, not a page', async () => {
    const ok = await request(t.app).get('/assets/entry.client-TEST.js');
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(t.app).get('/assets/nope-123.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });
});

describe('health', () => {
  it('/healthz answers while the process runs; /readyz checks the database', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });
});

describe('request logs', () => {
  it('one JSON line per request with id, route, status and duration; the id is echoed', async () => {
    const res = await page('/listings/12345').set('x-request-id', 'req-abc-12345');
    expect(res.headers['x-request-id']).toBe('req-abc-12345');
    const line = t
      .logLines()
      .find((l) => (l.req as { id?: string } | undefined)?.id === 'req-abc-12345');
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'request completed',
      route: '/listings/:id',
      req: { method: 'GET', url: '/listings/12345' },
      res: { statusCode: 404 },
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(typeof line!.time).toBe('string');
  });

  it('a visitor who leaves before the page is ready is not an error', async () => {
    // A browser's Stop, a tab closed, a crawler's timeout: the loaders are stopped (decision 060),
    // and that is logged as what it is, not as an unhandled error (every one of them was). Left at
    // another moment of the loaders, React Router answered the stopped request with a TypeError
    // of its own, logged as an unhandled error with its stack: none may be, whenever they leave.
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    const { port } = server.address() as AddressInfo;
    const leave = (id: string, path: string, afterMs: number) =>
      new Promise<void>((done) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path: `${path}${path.includes('?') ? '&' : '?'}x=${id}`,
          headers: { 'User-Agent': BROWSER_UA, 'x-request-id': id },
        });
        req.on('error', () => done());
        req.on('close', () => done());
        req.end(() =>
          afterMs ? setTimeout(() => req.destroy(), afterMs) : setImmediate(() => req.destroy()),
        );
      });
    const linesOf = (id: string) =>
      t.logLines().filter((l) => (l.req as { id?: string } | undefined)?.id === id);
    const tried: string[] = [];
    const left: string[] = [];
    const paths = [
      '/listings?location=leeds',
      '/listings/_payload.json?location=leeds&search=house',
    ];
    // The visitor must leave while the loaders run; on a fast machine try again until one did.
    for (let i = 0; i < 40 && left.length < 6; i++) {
      const id = `left-early-${i}-${Date.now()}`;
      tried.push(id);
      await leave(id, paths[i % 2]!, i % 5);
      await new Promise((settle) => setTimeout(settle, 150));
      if (linesOf(id).some((l) => l.msg === 'client closed the request')) left.push(id);
    }
    server.close();
    expect(left.length).toBeGreaterThan(0);
    for (const id of tried)
      expect(
        linesOf(id)
          .filter((l) => (l.level as string) === 'error')
          .map((l) => (l.err as { message?: string } | undefined)?.message ?? l.msg),
        id,
      ).toEqual([]);
  });

  it('mints an id when the incoming one is missing or malformed', async () => {
    const res = await page('/').set('x-request-id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never writes cookies, authorization headers or passwords', async () => {
    const cookie = await t.sessionCookie();
    await page('/profile').set('Cookie', cookie).set('Authorization', 'Bearer secret-token-value');
    const text = JSON.stringify(t.logLines());
    expect(text).not.toContain(cookie.slice(8, 40));
    expect(text).not.toContain('secret-token-value');
  });

  it('never writes the secret of an e-mailed link, and keeps the rest of the address', async () => {
    // An operator's walk: /reset-password?code=… was logged whole, and the code still worked.
    const secret = 'mJE2yZ_9_D0xmqEcvx0nQJJlKG-BTWj2ChmZ0FrsjsA';
    const links = [
      `/reset-password?code=${secret}`,
      `/confirm-email?confirmation=${secret}`,
      `/confirm-email?change=${secret}`,
      `/login?link=${secret}&redirect=%2Fprofile`,
      `/alerts/unsubscribe?token=${secret}&token=${secret}2`,
      `/reset-password/_payload.json?code=${secret}`,
    ];
    for (const link of links) await page(link);
    await request(t.app).post(`/alerts/unsubscribe?token=${secret}`).type('form').send({});
    const urls = t.logLines().flatMap((l) => {
      const url = (l.req as { url?: string } | undefined)?.url;
      return url ? [url] : [];
    });
    expect(JSON.stringify(t.logLines())).not.toContain(secret);
    expect(urls).toContain('/login?link=[Redacted]&redirect=%2Fprofile');
    expect(urls).toContain('/alerts/unsubscribe?token=[Redacted]&token=[Redacted]');
    expect(urls).toContain('/reset-password?code=[Redacted]');
  });

  it('knows a secret’s parameter however its name is percent-encoded, and logs a malformed name as sent', async () => {
    // `?co%64e=` is `?code=` to the page (it reads the name decoded) and was logged whole.
    const secret = 'Xq7vN2_pL9-kR4sT8wY1zA3bC6dE0fG5hJ2mQ4uV7';
    const links = [
      `/reset-password?co%64e=${secret}`,
      `/alerts/unsubscribe?%74oken=${secret}a`,
      `/confirm-email?%63%68%61%6E%67%65=${secret}b`,
      // A malformed escape in a name is no reason to lose the line, nor the secret beside it.
      `/login?li%6Ek=${secret}c&redirect%ZZ=%2Fprofile&%E0%A4%A=1`,
    ];
    for (const link of links) await page(link);
    const urls = t.logLines().flatMap((l) => {
      const url = (l.req as { url?: string } | undefined)?.url;
      return url ? [url] : [];
    });
    expect(JSON.stringify(t.logLines())).not.toContain(secret);
    expect(urls).toContain('/reset-password?co%64e=[Redacted]');
    expect(urls).toContain('/alerts/unsubscribe?%74oken=[Redacted]');
    expect(urls).toContain('/confirm-email?%63%68%61%6E%67%65=[Redacted]');
    expect(urls).toContain('/login?li%6Ek=[Redacted]&redirect%ZZ=%2Fprofile&%E0%A4%A=1');
  });
});
