import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { pageFromRow, readHomeRow, type LoadedPage } from './pages.server';

/** The page editors marked as home, served only at `/`. */
export async function findHomePage(db: Queryable, logger?: Logger): Promise<LoadedPage | null> {
  const row = await readHomeRow(db);
  return row ? pageFromRow(row, logger) : null;
}
