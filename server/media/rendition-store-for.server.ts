import path from 'node:path';
import type { AppConfig } from '#server/config/env.server';
import { createRenditionStore, type RenditionStore } from './renditions.server';

/** The store for DATA_DIR/media, cached in DATA_DIR/cache/media-renditions. */
export function renditionStoreFor(
  config: Pick<AppConfig, 'DATA_DIR' | 'MEDIA_RENDITION_JOBS'>,
): RenditionStore {
  const dataDir = path.resolve(config.DATA_DIR);
  return createRenditionStore({
    mediaDir: path.join(dataDir, 'media'),
    cacheDir: path.join(dataDir, 'cache', 'media-renditions'),
    jobs: config.MEDIA_RENDITION_JOBS,
  });
}
