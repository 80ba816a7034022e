import type { Logger } from 'pino';
import { createMemorySharedCache, type SharedCache } from './shared-cache';
import { createRedisSharedCache } from './redis-cache.server';

/** Redis when `REDIS_URL` is set (every instance shares it), otherwise this process's memory. */
export function createSharedCache({
  redisUrl,
  logger,
  waitForConnection,
}: {
  redisUrl?: string | undefined;
  logger?: Logger | undefined;
  /** Redis: commands wait for the first connection (a one-shot announcement from a CLI). */
  waitForConnection?: boolean;
}): SharedCache {
  return redisUrl
    ? createRedisSharedCache({ url: redisUrl, logger, waitForConnection })
    : createMemorySharedCache();
}
