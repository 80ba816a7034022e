import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import {
  DEFAULT_GLOBAL_CONFIG,
  GlobalConfigSchema,
  type GlobalConfig,
} from '#schema/global-config';

const KEY = 'global_config';

/** The stored global config; an invalid stored document is logged and the default served instead. */
export async function readGlobalConfig(db: Queryable, logger?: Logger): Promise<GlobalConfig> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
    KEY,
  ]);
  if (rows.length === 0) return DEFAULT_GLOBAL_CONFIG;
  const parsed = GlobalConfigSchema.safeParse(rows[0]!.value);
  if (parsed.success) return parsed.data;
  logger?.warn(
    { issues: parsed.error.issues },
    'stored global config is invalid; serving the default',
  );
  return DEFAULT_GLOBAL_CONFIG;
}

export async function writeGlobalConfig(db: Queryable, value: GlobalConfig): Promise<void> {
  const valid = GlobalConfigSchema.parse(value);
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [KEY, JSON.stringify(valid)],
  );
}
