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
    const closed = closeGracefully(server, 0);
    client.write('GET /second HTTP/1.1\r\nHost: x\r\n\r\n');
    busy(150);
    expect(await ended).toMatch(
      /answer to \/first[\s\S]*connection: close[\s\S]*answer to \/second$/i,
    );
    await closed;
    expect(server.listening).toBe(false);
  });
});
