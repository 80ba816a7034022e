import type { Server } from 'node:http';

/** How long a stopping server still accepts connections: those already queued to it get in. */
export const ACCEPT_AFTER_SIGNAL_MS = 100;
/** The longest a stopping server keeps taking connections from its listen queue. */
export const MAX_ACCEPT_AFTER_SIGNAL_MS = 5_000;

export interface CloseOptions {
  /** Accept new connections for this long after the signal. */
  acceptForMs?: number;
  /** Then keep taking queued connections, one per loop turn, for at most this long in all. */
  maxAcceptMs?: number;
}

/**
 * Stops `server` without resetting a request a client has already sent; resolves once every
 * connection has closed.
 *
 * - **Connections still in the listen queue.** Node takes one queued connection per turn of its
 *   loop, and a busy server's turn includes a render: 30 simultaneous requests left 20-25 of
 *   them queued at the signal, and closing the listener resets those. So after `acceptForMs`,
 *   listening stops only on a turn whose poll took no connection (the queue was empty), or after
 *   `maxAcceptMs`.
 * - **A request waiting unread** on a kept-alive connection whose last answer went out.
 *   `server.close()` and `closeIdleConnections()` count such a connection as idle and destroy
 *   it, so both run only from the check phase, after the loop has read what arrived.
 *
 * Answers sent meanwhile carry `Connection: close` (the app's isShuttingDown), so kept-alive
 * sockets end with their next answer.
 */
export function closeGracefully(
  server: Server,
  {
    acceptForMs = ACCEPT_AFTER_SIGNAL_MS,
    maxAcceptMs = MAX_ACCEPT_AFTER_SIGNAL_MS,
  }: CloseOptions = {},
): Promise<void> {
  return new Promise<void>((resolve) => {
    const signalled = Date.now();
    let accepted = 0;
    const countAccepted = () => (accepted += 1);
    server.on('connection', countAccepted);
    const stopListening = () => {
      server.off('connection', countAccepted);
      server.close(() => resolve());
      setInterval(() => setImmediate(() => server.closeIdleConnections()), 100).unref();
    };
    setTimeout(() => {
      let acceptedBefore = accepted;
      // Runs in the check phase, right after a poll phase: no new connection means none queued.
      const afterPoll = () => {
        const tookOne = accepted !== acceptedBefore;
        acceptedBefore = accepted;
        if (tookOne && Date.now() - signalled < maxAcceptMs) setImmediate(afterPoll);
        else stopListening();
      };
      setImmediate(afterPoll);
    }, acceptForMs);
  });
}
