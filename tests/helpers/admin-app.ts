import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from '#server/logger.server';
import { createGraphServer } from '#server/graph/index.server';
import { originCheck } from '#server/http/csrf.server';
import { adminApiRouter } from '#server/http/admin-api.server';
import { createCmsStore } from '#server/cms/store/cms-store.server';
import type { TestApp } from './test-app';

export interface AdminTestApp {
  /** The app with `/api/admin/*` in front of it. */
  app: express.Express | TestApp['app'];
  /** True when the real app already mounts the admin API (then its own caches are hooked). */
  wired: boolean;
  /** JSON log lines of the admin API (audit lines). */
  logLines: () => Array<Record<string, unknown>>;
}

/**
 * Until app.ts mounts adminApiRouter, tests put it in front of the real app (same database, same
 * origin check); once it is mounted, they use the app as it is.
 */
export async function withAdminApi(t: TestApp): Promise<AdminTestApp> {
  const probe = await request(t.app).get('/api/admin/pages').set('Accept', 'application/json');
  if (probe.status === 401 && probe.body?.error)
    return { app: t.app, wired: true, logLines: t.logLines };
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const logger = createLogger('info', sink);
  const graph = createGraphServer({
    db: t.db,
    jwtSecret: t.config.JWT_SECRET,
    isProduction: false,
    logger,
  });
  const outer = express();
  outer.use(originCheck(t.config.PUBLIC_URL));
  outer.use(
    adminApiRouter({
      db: t.db,
      store: createCmsStore({ db: t.db, logger }),
      graph,
      jwtSecret: t.config.JWT_SECRET,
      logger,
    }),
  );
  outer.use(t.app);
  return {
    app: outer,
    wired: false,
    logLines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
