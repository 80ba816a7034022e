import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './close-gracefully.server';

/** Blocks this thread, as a long render does: no socket is read meanwhile. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('closeGracefully', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('answers a request sent on a kept-alive connection as shutdown begins, then stops', async () => {
    let stopping = false;
    server = createServer((req, res) => {
      if (stopping) res.setHeader('connection', 'close');
      res.end(`answer to ${req.url}`);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = connect(port, '127.0.0.1');
    let received = '';
    const ended = new Promise<string>((resolve) => {
      client.on('data', (chunk) => (received += chunk.toString()));
      client.on('end', () => resolve(received));
      client.on('error', (err: NodeJS.ErrnoException) => resolve(`${received}error ${err.code}`));
    });
    client.write('GET /first HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) =>
      client.on('data', () => received.endsWith('answer to /first') && resolve()),
    );
    // The connection is idle, kept alive. Shutdown begins as the client sends its next request,
    // while this thread is busy (a render) past the period of the idle-connection sweeps.
    stopping = true;
    const closed = closeGracefully(server, { acceptForMs: 0 });
    client.write('GET /second HTTP/1.1\r\nHost: x\r\n\r\n');
    busy(150);
    expect(await ended).toMatch(
      /answer to \/first[\s\S]*connection: close[\s\S]*answer to \/second$/i,
    );
    await closed;
    expect(server.listening).toBe(false);
  });

  it('answers a request on a connection that arrived while the thread was busy as shutdown began', async () => {
    let stopping = false;
    server = createServer((req, res) => {
      if (stopping) res.setHeader('connection', 'close');
      res.end(`answer to ${req.url}`);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Shutdown begins; a client connects and sends its request while this thread is busy, so
    // the server accepts the connection in the same loop turn as it stops listening, and reads
    // the request only in the next turn.
    stopping = true;
    const closed = closeGracefully(server, { acceptForMs: 0 });
    const client = connect(port, '127.0.0.1');
    let received = '';
    const ended = new Promise<string>((resolve) => {
      client.on('data', (chunk) => (received += chunk.toString()));
      client.on('end', () => resolve(received));
      client.on('error', (err: NodeJS.ErrnoException) => resolve(`${received}error ${err.code}`));
    });
    client.write('GET /fresh HTTP/1.1\r\nHost: x\r\n\r\n');
    busy(150);
    expect(await ended).toMatch(/connection: close[\s\S]*answer to \/fresh$/i);
    await closed;
    expect(server.listening).toBe(false);
  });

  it('answers every connection still queued to a busy server when shutdown begins', async () => {
    let stopping = false;
    // Node accepts one queued connection per turn of its loop; each answer here takes 20 ms, as
    // a render does, so most of the 20 connections are still in the listen queue at the signal.
    server = createServer((req, res) => {
      busy(20);
      if (stopping) res.setHeader('connection', 'close');
      res.end(`answer to ${req.url}`);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const clients = Array.from({ length: 20 }, (_, i) => {
      const client = connect(port, '127.0.0.1');
      let received = '';
      const connected = new Promise<void>((resolve) => client.once('connect', () => resolve()));
      const ended = new Promise<string>((resolve) => {
        client.on('data', (chunk) => (received += chunk.toString()));
        client.on('end', () => resolve(received));
        client.on('error', (err: NodeJS.ErrnoException) => resolve(`${received}error ${err.code}`));
      });
      client.write(`GET /queued-${i} HTTP/1.1\r\nHost: x\r\n\r\n`);
      return { connected, ended };
    });
    await Promise.all(clients.map((c) => c.connected));
    stopping = true;
    const closed = closeGracefully(server, { acceptForMs: 0 });
    const answers = await Promise.all(clients.map((c) => c.ended));
    answers.forEach((answer, i) => expect(answer).toMatch(new RegExp(`answer to /queued-${i}$`)));
    await closed;
    expect(server.listening).toBe(false);
  });
});
