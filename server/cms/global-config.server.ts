import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import {
  DEFAULT_GLOBAL_CONFIG,
  GlobalConfigSchema,
  type GlobalConfig,
} from '#schema/global-config';

const KEY = 'global_config';

/** The stored value as the database (or a cache of it) returns it, null when never saved; not validated yet. */
export async function readGlobalConfigValue(db: Queryable, forUpdate = false): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>(
    `SELECT value FROM settings WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [KEY],
  );
  return rows[0]?.value ?? null;
}

/** A stored value as the site uses it: the default when never saved, or when invalid (logged). */
export function globalConfigFrom(value: unknown, logger?: Logger): GlobalConfig {
  if (value === null || value === undefined) return DEFAULT_GLOBAL_CONFIG;
  const parsed = GlobalConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  logger?.warn(
    { issues: parsed.error.issues },
    'stored global config is invalid; serving the default',
  );
  return DEFAULT_GLOBAL_CONFIG;
}

/** The stored global config; an invalid stored document is logged and the default served instead. */
export async function readGlobalConfig(db: Queryable, logger?: Logger): Promise<GlobalConfig> {
  return globalConfigFrom(await readGlobalConfigValue(db), logger);
}

export async function writeGlobalConfig(db: Queryable, value: GlobalConfig): Promise<void> {
  const valid = GlobalConfigSchema.parse(value);
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [KEY, JSON.stringify(valid)],
  );
}
