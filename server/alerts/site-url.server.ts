import type { Queryable } from '#server/db/db.server';
import type { AppConfig } from '#server/config/env.server';

/** The settings row that keeps the address the server was started with. */
const KEY = 'site_url';

/**
 * Kept by the server at every start, so a command that e-mails links (`alerts:send` from cron)
 * links to the site even when it runs without the server's PUBLIC_URL or PORT.
 */
export async function recordSiteUrl(db: Queryable, url: string): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
     WHERE settings.value IS DISTINCT FROM excluded.value`,
    [KEY, JSON.stringify(url)],
  );
}

/**
 * The address a command's e-mails link to: PUBLIC_URL when it was given, else the one the server
 * last started with, else the default (`http://localhost:$PORT`).
 */
export async function siteUrlFor(
  db: Queryable,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'publicUrlGiven'>,
): Promise<string> {
  if (config.publicUrlGiven) return config.PUBLIC_URL;
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
    KEY,
  ]);
  const stored = rows[0]?.value;
  return typeof stored === 'string' && /^https?:\/\//.test(stored) ? stored : config.PUBLIC_URL;
}
