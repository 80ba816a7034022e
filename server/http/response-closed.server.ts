import type { ServerResponse } from 'node:http';

/**
 * Runs `fn` once the response is closed (sent, or abandoned by the client), at once if it already
 * is. A plain `res.on('close')` added after the client hung up never runs: a render waiting on it
 * waited for ever, and with it every request the page cache had coalesced behind that render.
 */
export function onResponseClosed(res: ServerResponse, fn: () => void): void {
  if (res.closed) queueMicrotask(fn);
  else res.once('close', fn);
}
