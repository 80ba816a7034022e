import type { Logger } from 'pino';
import { createMemorySharedCache, type SharedCache } from './shared-cache';
import { createRedisSharedCache } from './redis-cache.server';

/** Redis when `REDIS_URL` is set (every instance shares it), otherwise this process's memory. */
export function createSharedCache({
  redisUrl,
  logger,
}: {
  redisUrl?: string | undefined;
  logger?: Logger | undefined;
}): SharedCache {
  return redisUrl ? createRedisSharedCache({ url: redisUrl, logger }) : createMemorySharedCache();
}
