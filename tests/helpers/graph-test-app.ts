/** The data graph alone, mounted at /graphql on a minimal Express app, logging into memory. */
import { Writable } from 'node:stream';
import express from 'express';
import type { Queryable } from '#server/db/db.server';
import {
  createGraphServer,
  type GraphServer,
  type GraphServerOptions,
} from '#server/graph/index.server';
import { createLogger } from '#server/logger.server';

export interface GraphTestApp {
  app: express.Express;
  graph: GraphServer;
  /** Lines the graph logged (JSON strings from pino). */
  logLines: string[];
  /** SQL statements the graph ran (clear with `queries.length = 0`). */
  queries: { sql: string; params: unknown[] }[];
}

/** A minimal Express app with the graph mounted at /graphql, logging into memory. */
export function graphTestApp(
  db: Queryable,
  options: Partial<Omit<GraphServerOptions, 'db' | 'logger'>> = {},
): GraphTestApp {
  const logLines: string[] = [];
  const queries: GraphTestApp['queries'] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  const counted: Queryable = {
    query: (sql, params) => {
      queries.push({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const graph = createGraphServer({
    db: counted,
    jwtSecret: TEST_JWT_SECRET,
    isProduction: false,
    logger,
    ...options,
  });
  const app = express();
  app.set('trust proxy', 'loopback'); // as the app's TRUST_PROXY default
  app.use('/graphql', graph.handler);
  return { app, graph, logLines, queries };
}

export const TEST_JWT_SECRET = 'test-secret-for-the-graph-0123456789abcdef';
