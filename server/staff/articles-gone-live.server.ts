import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import {
  claimArticlesGoneLive,
  releaseArticlesGoneLive,
} from '#server/cms/store/articles-store.server';
import { articlePath } from '#schema/article';
import { recordAudit } from './audit-log.server';

export interface ArticlesGoneLiveDeps {
  db: Db;
  logger: Logger;
  /** Drops every instance's cached pages and section data. */
  onContentChanged: (reason: string) => Promise<void>;
}

/**
 * A scheduled article is visible from its time on (every reader asks for `published_at <= now()`),
 * but cached pages were rendered before it: when its time has come, the schedule poller drops them
 * and records the publication as the scheduler's (decision 074). Returns how many went live.
 */
export async function announceArticlesGoneLive({
  db,
  logger,
  onContentChanged,
}: ArticlesGoneLiveDeps): Promise<number> {
  const live = await claimArticlesGoneLive(db);
  if (!live.length) return 0;
  try {
    await onContentChanged(`${live.length} scheduled article(s) went live`);
  } catch (err) {
    // The caches still hold the pages without them: the next poll tries again.
    await releaseArticlesGoneLive(
      db,
      live.map((a) => a.id),
    );
    throw err;
  }
  for (const a of live) {
    await recordAudit(db, 'scheduler', {
      action: 'article-published',
      targetKind: 'article',
      target: articlePath(a.slug),
      after: { published_at: a.published_at },
    });
    logger.info({ article: a.id, slug: a.slug }, 'scheduled article went live');
  }
  return live.length;
}
