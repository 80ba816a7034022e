import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ALL_NAMESPACES, type InvalidationListener, type SharedCache } from './shared-cache';

export interface RedisCacheOptions {
  url: string;
  logger?: Logger | undefined;
  /** Prefix of every key and of the channel (several apps may share one Redis). */
  prefix?: string;
  /** A command that takes longer fails (a miss) instead of holding the page. */
  commandTimeoutMs?: number;
  /**
   * Commands wait for the first connection instead of failing at once: for a process that
   * connects only to send one invalidation (a command-line import), which would otherwise be
   * sent before the connection is up and lost.
   */
  waitForConnection?: boolean;
}

const MessageSchema = z.object({
  from: z.string(),
  namespace: z.string(),
  version: z.number().int(),
  detail: z.unknown(),
});

/**
 * SharedCache on Redis. Keys are `<prefix><namespace>:<version>:<key>`; invalidating a namespace
 * increments its version (`<prefix>v:<namespace>`), so every instance stops reading the old keys
 * at once (they expire by their TTL), and publishes `{ from, namespace, version, detail }` on
 * `<prefix>invalidate` so the other instances drop their in-process copies. Commands are not
 * queued while Redis is away: they fail at once and the caller reads its source instead; the
 * outage is logged once, and its end too.
 */
export function createRedisSharedCache({
  url,
  logger,
  prefix = 'auction-directory:',
  commandTimeoutMs = 500,
  waitForConnection = false,
}: RedisCacheOptions): SharedCache {
  const instance = randomUUID();
  const channel = `${prefix}invalidate`;
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 250, 5_000),
  };
  const client = new Redis(url, { ...options, enableOfflineQueue: waitForConnection });
  // The subscriber queues its SUBSCRIBE until connected, however long; ioredis re-subscribes after reconnects.
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  const versions = new Map<string, number>();
  const listeners: InvalidationListener[] = [];
  let closing = false;

  const health = { down: false, everReady: false };
  const failed = (err: unknown, action: string) => {
    // Before the first connection, commands miss quietly; a failing connection reports itself.
    if (!health.everReady && action !== 'connection' && action !== 'subscription') return;
    if (closing || health.down) return;
    health.down = true;
    logger?.warn(
      { err, action },
      'Redis cache unavailable; reading from the source until it is back',
    );
  };
  client.on('error', (err) => failed(err, 'connection'));
  subscriber.on('error', (err) => failed(err, 'subscription'));
  client.on('ready', () => {
    if (health.down) logger?.info('Redis cache available again');
    health.down = false;
    health.everReady = true;
  });
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // After a reconnect, invalidations may have been missed: forget versions, drop local copies.
    if (subscribedOnce) {
      versions.clear();
      for (const fn of listeners) fn(ALL_NAMESPACES, undefined);
    }
    subscribedOnce = true;
  });
  subscriber.subscribe(channel).catch((err: unknown) => failed(err, 'subscribe'));
  subscriber.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let message: z.infer<typeof MessageSchema>;
    try {
      message = MessageSchema.parse(JSON.parse(text));
    } catch (err) {
      logger?.warn({ err }, 'Redis cache: ignoring a malformed invalidation message');
      return;
    }
    versions.set(
      message.namespace,
      Math.max(message.version, versions.get(message.namespace) ?? 0),
    );
    if (message.from !== instance)
      for (const fn of listeners) fn(message.namespace, message.detail);
  });

  const versionKey = (namespace: string) => `${prefix}v:${namespace}`;
  async function versionOf(namespace: string): Promise<number> {
    const known = versions.get(namespace);
    if (known !== undefined) return known;
    const stored = Number((await client.get(versionKey(namespace))) ?? 0);
    const version = Number.isSafeInteger(stored) ? stored : 0;
    versions.set(namespace, version);
    return version;
  }
  const dataKey = (namespace: string, version: number, key: string) =>
    `${prefix}${namespace}:${version}:${key}`;
  const noFill = async () => {};

  return {
    backend: 'redis',
    async read(namespace, key) {
      let version: number;
      let value: unknown;
      try {
        version = await versionOf(namespace);
        const text = await client.get(dataKey(namespace, version, key));
        value = text === null ? undefined : (JSON.parse(text) as unknown);
      } catch (err) {
        failed(err, 'get');
        return { value: undefined, fill: noFill };
      }
      return {
        value,
        // Under the version read above: after an invalidation nobody reads that version any more.
        async fill(value, ttlMs) {
          if (ttlMs <= 0) return;
          try {
            await client.set(dataKey(namespace, version, key), JSON.stringify(value), 'PX', ttlMs);
          } catch (err) {
            failed(err, 'set');
          }
        },
      };
    },
    async invalidate(namespace, detail) {
      try {
        const version = await client.incr(versionKey(namespace));
        versions.set(namespace, version);
        await client.publish(
          channel,
          JSON.stringify({ from: instance, namespace, version, detail: detail ?? null }),
        );
      } catch (err) {
        // Unknown version now: ask Redis again on the next read.
        versions.delete(namespace);
        failed(err, 'invalidate');
      }
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      closing = true;
      await Promise.all([client, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
