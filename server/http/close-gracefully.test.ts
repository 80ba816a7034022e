import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './close-gracefully.server';

/** Blocks this thread, as a long render does: no socket is read meanwhile. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

/**
 * A server answering "answer to <url>", each answer taking `msPerAnswer` of this thread; after
 * `stopping()` its answers say `Connection: close`, as the app's do while it shuts down.
 */
async function answeringServer(msPerAnswer = 0) {
  let stopping = false;
  const server = createServer((req, res) => {
    busy(msPerAnswer);
    if (stopping) res.setHeader('connection', 'close');
    res.end(`answer to ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, stopping: () => (stopping = true) };
}

/** A raw connection; `ended` is all it received once the server closed it (or the error). */
function rawClient(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const ended = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(`${received}error ${err.code}`));
  });
  const get = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
  return { socket, connected, ended, get, received: () => received };
}

describe('closeGracefully', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('answers a request sent on a kept-alive connection as shutdown begins, then stops', async () => {
    const app = await answeringServer();
    server = app.server;
    const client = rawClient(app.port);
    client.get('/first');
    await new Promise<void>((resolve) =>
      client.socket.on('data', () => client.received().endsWith('answer to /first') && resolve()),
    );
    // The connection is idle, kept alive. Shutdown begins as the client sends its next request,
    // while this thread is busy (a render) past the period of the idle-connection sweeps.
    app.stopping();
    const closed = closeGracefully(server, { acceptForMs: 0 });
    client.get('/second');
    busy(150);
    expect(await client.ended).toMatch(
      /answer to \/first[\s\S]*connection: close[\s\S]*answer to \/second$/i,
    );
    await closed;
    expect(server.listening).toBe(false);
  });

  it('answers a client that connects while the thread is busy as shutdown begins', async () => {
    const app = await answeringServer();
    server = app.server;
    // Shutdown begins; a client connects and sends its request while this thread is busy, past
    // the moment the server would have stopped accepting.
    app.stopping();
    const closed = closeGracefully(server, { acceptForMs: 0 });
    const client = rawClient(app.port);
    client.get('/fresh');
    busy(150);
    expect(await client.ended).toMatch(/connection: close[\s\S]*answer to \/fresh$/i);
    await closed;
    expect(server.listening).toBe(false);
  });

  it('answers every connection still queued to a busy server when shutdown begins', async () => {
    // Node accepts one queued connection per turn of its loop; each answer here takes 20 ms, as
    // a render does, so most of the 20 connections are still in the listen queue at the signal.
    const app = await answeringServer(20);
    server = app.server;
    const clients = Array.from({ length: 20 }, (_, i) => {
      const client = rawClient(app.port);
      client.get(`/queued-${i}`);
      return client;
    });
    await Promise.all(clients.map((c) => c.connected));
    app.stopping();
    const closed = closeGracefully(server, { acceptForMs: 0 });
    const answers = await Promise.all(clients.map((c) => c.ended));
    answers.forEach((answer, i) => expect(answer).toMatch(new RegExp(`answer to /queued-${i}$`)));
    await closed;
    expect(server.listening).toBe(false);
  });
});
