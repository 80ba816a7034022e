import { Router } from 'express';
import type { BuildInfo, RouteRule, AppManifest } from '#schema/route-rules';
import { sendApiError } from './api-error.server';

/** `/builds/latest.json` (polled by the browser) and `/builds/meta/{id}.json` (route rules of that build). */
export function buildsRouter(build: BuildInfo, getRules: () => Promise<Record<string, RouteRule>>) {
  const router = Router();
  router.get('/builds/latest.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache, no-store, must-revalidate').json(build);
  });
  router.get('/builds/meta/:file', async (req, res) => {
    if (req.params.file !== `${build.id}.json`) {
      sendApiError(res, 404, 'Unknown build id');
      return;
    }
    const manifest: AppManifest = {
      id: build.id,
      timestamp: build.timestamp,
      routeRules: await getRules(),
    };
    res.set('Cache-Control', 'public, max-age=60').json(manifest);
  });
  return router;
}
