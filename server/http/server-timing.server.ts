import { performance } from 'node:perf_hooks';
import type { Response } from 'express';
import { viewOf, type Db } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'bypass';

/** Where one request's time went: summed per kind, milliseconds (awaits that overlap add up). */
export interface RequestTiming {
  db: number;
  graph: number;
  render: number;
  cache: CacheStatus | null;
}

export const newRequestTiming = (): RequestTiming => ({ db: 0, graph: 0, render: 0, cache: null });

async function timed<T>(timing: RequestTiming, kind: 'db' | 'graph', run: () => Promise<T>) {
  const start = performance.now();
  try {
    return await run();
  } finally {
    timing[kind] += performance.now() - start;
  }
}

/**
 * The request's view of the database: the same connection(s), every query's time counted. A view
 * of `db` for its caches (viewOf): a place list or a statistic loaded by one request serves the next.
 */
export function timedDb(db: Db, timing: RequestTiming): Db {
  return viewOf(
    {
      query: (sql, params) => timed(timing, 'db', () => db.query(sql, params)),
      exec: (sql) => timed(timing, 'db', () => db.exec(sql)),
      engine: db.engine,
      transaction: (fn) => timed(timing, 'db', () => db.transaction(fn)),
      withConnection: (fn) => timed(timing, 'db', () => db.withConnection(fn)),
      close: () => db.close(),
    },
    db,
  );
}

/** The in-process graph with each operation's time counted (its own queries included). */
export function timedGraph(graph: GraphServer, timing: RequestTiming): GraphServer {
  return {
    handler: graph.handler,
    execute: (request) => timed(timing, 'graph', () => graph.execute(request)),
  };
}

const ms = (n: number) => n.toFixed(1);

/** `Server-Timing` header value: `db;dur=…, graph;dur=…, render;dur=…, cache;desc=hit`. */
export function serverTimingHeader(t: RequestTiming): string {
  const parts = [`db;dur=${ms(t.db)}`, `graph;dur=${ms(t.graph)}`, `render;dur=${ms(t.render)}`];
  if (t.cache) parts.push(`cache;desc=${t.cache}`);
  return parts.join(', ');
}

/** The same figures for the request's log line (rounded to 0.1 ms). */
export const timingLogFields = (t: RequestTiming) => ({
  dbMs: Number(ms(t.db)),
  graphMs: Number(ms(t.graph)),
  renderMs: Number(ms(t.render)),
  cache: t.cache,
});

/**
 * Starts the request's timing (`res.locals.timing`) and adds `Server-Timing` to its headers when
 * they go out: for a streamed page that is when the shell is ready, so the header has the figures
 * known then; the log line has the final ones.
 */
export function trackServerTiming(res: Response): RequestTiming {
  const timing = newRequestTiming();
  res.locals.timing = timing;
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) this.setHeader('Server-Timing', serverTimingHeader(timing));
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  return timing;
}
