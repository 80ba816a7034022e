import type { Server } from 'node:http';

/** How long a stopping server still accepts connections: those already queued to it get in. */
export const ACCEPT_AFTER_SIGNAL_MS = 100;

/**
 * Stops `server` without resetting a request a client has already sent; resolves once every
 * connection has closed. While this thread is busy (a render, the first requests' module loading)
 * a client's request can wait unread: on a new connection still in the listen queue, or on a
 * kept-alive one whose last answer went out. `server.close()` and `closeIdleConnections()` count
 * such a connection as idle and destroy it; run from a timer or the signal handler, before the
 * loop reads sockets, they reset 8-15 of 30 requests in the SIGTERM fault scenario. So: accept for
 * a moment longer, and stop listening and close idle connections only from the check phase, after
 * the loop has read what arrived. Answers sent meanwhile carry `Connection: close` (the app's
 * isShuttingDown), so kept-alive sockets end with their next answer.
 */
export function closeGracefully(
  server: Server,
  acceptForMs = ACCEPT_AFTER_SIGNAL_MS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const afterReads = (fn: () => void) => () => setImmediate(fn);
    setTimeout(
      afterReads(() => {
        server.close(() => resolve());
        setInterval(
          afterReads(() => server.closeIdleConnections()),
          100,
        ).unref();
      }),
      acceptForMs,
    );
  });
}
