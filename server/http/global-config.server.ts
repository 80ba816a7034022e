import { Router } from 'express';
import type { GlobalConfig } from '#schema/global-config';

/**
 * Strapi-compatible read of the global config. The original client sent a `populate` query;
 * we always return the populated document, so the parameter is accepted and ignored.
 */
export function globalConfigRouter(getGlobalConfig: () => Promise<GlobalConfig>) {
  const router = Router();
  router.get('/api/strapi/get/global-config', async (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=60')
      .json({ data: await getGlobalConfig(), meta: {} });
  });
  return router;
}
