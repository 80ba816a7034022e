import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { htmlToElements } from './react-floor.mjs';

/** Headers a static send must set itself (length) or that describe one connection, not the page. */
const NOT_REPLAYED = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * The headers the page answered with, minus per-connection ones: the static send repeats them so
 * the two responses are about the same size on the wire, headers included.
 */
export function replayableHeaders(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())),
  );
}

/** Where the baseline's process also answers with React's floor for an HTML page (react-floor.mjs). */
export const REACT_FLOOR_PATH = '/react-floor';

/**
 * The baseline: a plain node:http server in its own process (so it does not share the load
 * generator's thread) sending one captured response from memory. `show(page)` swaps the bytes it
 * sends; each page is measured against a static send of its own bytes. For an HTML page the same
 * process answers `REACT_FLOOR_PATH` by rendering the page's markup with React (production build).
 */
export async function startStaticSend(port) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let waiting = null;
  child.on('message', (message) => waiting?.resolve(message));
  child.on('exit', (code) => waiting?.reject(new Error(`static send exited (${code})`)));
  const reply = () => new Promise((resolve, reject) => (waiting = { resolve, reject }));
  await reply();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Swaps the page; resolves whether React's floor can be measured for it (an HTML page it read). */
    async show({ body, headers }) {
      child.send({ body: body.toString('base64'), headers: replayableHeaders(headers) });
      return (await reply()) === 'floor';
    },
    stop: () => child.kill('SIGTERM'),
  };
}

async function serve(port) {
  const { createElement } = await import('react');
  const { renderToPipeableStream } = await import('react-dom/server');
  let body = Buffer.alloc(0);
  let headers = {};
  let floor = null;
  process.on('message', (page) => {
    body = Buffer.from(page.body, 'base64');
    headers = { ...page.headers, 'content-length': body.length };
    floor = null;
    if (String(headers['content-type'] ?? '').startsWith('text/html')) {
      try {
        floor = htmlToElements(body.toString('utf8'), createElement);
      } catch (err) {
        console.warn(`React's floor: this page's markup was not read (${err.message})`);
      }
    }
    process.send(floor ? 'floor' : 'ok');
  });
  const renderFloor = (res) => {
    const { 'content-length': _length, ...streamed } = headers;
    const stream = renderToPipeableStream(floor, {
      onShellReady() {
        res.writeHead(200, streamed);
        stream.pipe(res);
      },
      onShellError() {
        res.writeHead(500).end();
      },
    });
  };
  const server = http.createServer((req, res) => {
    if (req.url === REACT_FLOOR_PATH) {
      if (floor) renderFloor(res);
      else res.writeHead(404).end();
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => process.send('listening'));
  process.on('SIGTERM', () => process.exit(0));
}

if (process.argv[2] === '--serve') await serve(Number(process.argv[3]));
