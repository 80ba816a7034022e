import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { findPublishedPage, type LoadedPage } from './pages.server';

/** The page editors marked as home, served only at `/`. */
export async function findHomePage(db: Queryable, logger?: Logger): Promise<LoadedPage | null> {
  const { rows } = await db.query<{ path: string }>(
    'SELECT path FROM pages WHERE is_home AND published',
  );
  return rows[0] ? findPublishedPage(db, rows[0].path, logger) : null;
}
