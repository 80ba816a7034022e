import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '#server/http/precompressed-assets.server';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(200))};\n`;
let dir: string;
let app: express.Express;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  writeFileSync(path.join(dir, 'page-abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'page-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'page-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'logo.png'), 'not text');
  app = express();
  app.use('/assets', precompressedAssets(dir));
  app.use('/assets', express.static(dir));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** GET with raw bytes (supertest would decode gzip itself). */
function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: pathname,
            headers: { 'accept-encoding': acceptEncoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              server.close();
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              });
            });
          },
        );
        req.on('error', (e) => {
          server.close();
          reject(e);
        });
      });
    },
  );
}

describe('build assets sent as the build compressed them', () => {
  it('sends brotli to a browser that accepts it, as JavaScript, varying on Accept-Encoding', async () => {
    const res = await get('/assets/page-abc.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('/assets/page-abc.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the plain file without an accepted encoding, and files the build did not compress', async () => {
    const plain = await get('/assets/page-abc.js', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const png = await get('/assets/logo.png', 'br');
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a compressed file for a path outside the listed assets', async () => {
    const res = await get('/assets/..%2Fpage-abc.js', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
