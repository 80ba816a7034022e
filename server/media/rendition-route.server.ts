import express, { type Router } from 'express';
import { parseRenditionPath } from '#schema/media-renditions';
import type { RenditionStore } from './renditions.server';

/** A rendition's URL names its source and size, and sources are never rewritten in place. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/_r/{width}/{source}.{avif|webp}: 400 for a malformed request, 404 for no source. */
export function renditionRouter(store: RenditionStore): Router {
  const router = express.Router();
  router.get(/.*/, async (req, res, next) => {
    let rest: string;
    try {
      rest = decodeURIComponent(req.path.slice(1));
    } catch {
      res.status(400).type('text/plain').send('Bad image address\n');
      return;
    }
    const parsed = parseRenditionPath(rest);
    if (!parsed.ok) {
      res.status(400).type('text/plain').send(`Bad image address: ${parsed.reason}\n`);
      return;
    }
    try {
      const outcome = await store.get(parsed.request);
      if (outcome.kind === 'missing') {
        res.status(404).type('text/plain').send('No such image\n');
        return;
      }
      if (outcome.kind === 'unreadable') {
        res.status(422).type('text/plain').send('The source file is not a readable image\n');
        return;
      }
      res.sendFile(outcome.file, {
        headers: { 'Content-Type': outcome.contentType, 'Cache-Control': IMMUTABLE },
        cacheControl: false,
        dotfiles: 'allow',
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
