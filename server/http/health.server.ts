import { Router } from 'express';
import type { Db } from '#server/db/db.server';

/** `/healthz`: the process answers. `/readyz`: the database answers too (load balancers route on this). */
export function healthRouter(db: Db, isShuttingDown: () => boolean) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ready', database: db.engine });
    } catch {
      res.status(503).json({ status: 'unavailable', database: db.engine });
    }
  });
  return router;
}
