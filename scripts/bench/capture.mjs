import http from 'node:http';
import { assertLoopback } from './cannon.mjs';

/**
 * One response as the load generator sees it (same request headers, no Accept-Encoding): status,
 * headers and body bytes, for the static send to repeat and the first-load check to read.
 */
export function capture(url, headers) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
