import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import type { CmsStore } from '#server/cms/store/cms-store.server';
import * as articles from '#server/cms/store/articles-store.server';
import {
  clearRedirectFrom,
  redirectMovedAddress,
  type RedirectChange,
} from '#server/cms/store/address-redirects.server';
import {
  ArticleBodySchema,
  ArticleScheduleBodySchema,
  ArticleSearchQuerySchema,
} from '#sections/article-admin';
import { articlePath, type AdminArticle } from '#schema/article';
import { adminHandle, idOf, parse, type Audit } from './admin-access.server';
import { auditRedirects } from '#server/staff/audit-log.server';
import { jsonBody } from './json-body.server';

export interface AdminArticlesApiDeps {
  db: Db;
  store: Pick<CmsStore, 'redirectsChanged'>;
  jwtSecret: string;
  logger: Logger;
  /** Drops every instance's cached pages and section data (the home page's news lists). */
  onContentChanged: (reason: string) => Promise<void>;
}

/** What the audit log keeps of an article: its fields, not its ids or versions. */
const snapshot = (a: AdminArticle) => ({
  slug: a.slug,
  title: a.title,
  excerpt: a.excerpt,
  category: a.category,
  author: a.author,
  cover_image: a.cover_image,
  body: a.body,
  published_at: a.published_at,
});

type Change = { before: AdminArticle | null; after: AdminArticle | null };

/**
 * `/api/admin/articles*`: guides and news written in the admin (decision 074). Reading needs
 * `read`; every write is live or decides what is (a slug, a publication time), so it needs
 * `publish` (contributors read, as for lots) and deleting `delete`. Each write is an audit entry,
 * and one a visitor could see drops the cached pages on every instance before the answer.
 */
export function adminArticlesApiRouter(deps: AdminArticlesApiDeps) {
  const { db } = deps;
  const router = Router();
  const handle = adminHandle(deps);
  router.use('/api/admin/articles', jsonBody('512kb'));

  /**
   * Runs one article write in a transaction, then tells the caches and the audit log. `fn` returns
   * the article before and after, and any redirects the write changed.
   */
  const write = async (
    audit: Audit,
    action: string,
    fn: (q: Queryable) => Promise<Change & { redirects?: RedirectChange[] }>,
  ) => {
    const { before, after, redirects = [] } = await db.transaction(fn);
    if (redirects.length) await deps.store.redirectsChanged();
    const visible = before?.state === 'published' || after?.state === 'published';
    if (visible || redirects.length) await deps.onContentChanged(`article ${action}`);
    const target = articlePath((after ?? before)!.slug);
    await audit({
      action,
      targetKind: 'article',
      target,
      ...(before ? { before: snapshot(before) } : {}),
      ...(after ? { after: snapshot(after) } : {}),
    });
    await auditRedirects(audit, redirects);
    return after;
  };
  const id = (req: Request) => idOf(req);

  router.get(
    '/api/admin/articles',
    handle(
      async (req) => ({
        articles: await articles.listAdminArticles(db, parse(ArticleSearchQuerySchema, req.query)),
      }),
      { can: 'read' },
    ),
  );
  router.get(
    '/api/admin/articles/:id',
    handle(async (req) => ({ article: await articles.getAdminArticle(db, id(req)) }), {
      can: 'read',
    }),
  );
  router.post(
    '/api/admin/articles',
    handle(
      async (req, _res, _user, audit) => {
        const body = parse(ArticleBodySchema, req.body);
        const article = await write(audit, 'article-created', async (q) => ({
          before: null,
          after: await articles.createArticle(q, body),
        }));
        return { article };
      },
      { can: 'publish', status: 201 },
    ),
  );
  router.put(
    '/api/admin/articles/:id',
    handle(
      async (req, _res, _user, audit) => {
        const body = parse(ArticleBodySchema, req.body);
        const article = await write(audit, 'article-updated', async (q) => {
          const out = await articles.updateArticle(q, id(req), body);
          // A live article that moves leaves a redirect behind; a draft was never visited. A
          // scheduled one's new address must be free of redirects by its time, as on scheduling.
          const from = articlePath(out.before.slug);
          const to = articlePath(out.after.slug);
          const redirects =
            from === to
              ? []
              : out.before.state === 'published'
                ? await redirectMovedAddress(q, from, to)
                : out.after.state === 'scheduled'
                  ? await clearRedirectFrom(q, to)
                  : [];
          return { ...out, redirects };
        });
        return { article };
      },
      { can: 'publish' },
    ),
  );
  router.post(
    '/api/admin/articles/:id/publish',
    handle(
      async (req, _res, _user, audit) => {
        const article = await write(audit, 'article-published', async (q) => {
          const out = await articles.setPublication(q, id(req), { now: true });
          return { ...out, redirects: await clearRedirectFrom(q, articlePath(out.after.slug)) };
        });
        return { article };
      },
      { can: 'publish' },
    ),
  );
  router.post(
    '/api/admin/articles/:id/schedule',
    handle(
      async (req, _res, _user, audit) => {
        const { at } = parse(ArticleScheduleBodySchema, req.body);
        const article = await write(audit, 'article-scheduled', async (q) => {
          const out = await articles.setPublication(q, id(req), { londonWallTime: at });
          return { ...out, redirects: await clearRedirectFrom(q, articlePath(out.after.slug)) };
        });
        return { article };
      },
      { can: 'publish' },
    ),
  );
  router.post(
    '/api/admin/articles/:id/unpublish',
    handle(
      async (req, _res, _user, audit) => {
        const article = await write(audit, 'article-unpublished', (q) =>
          articles.setPublication(q, id(req), null),
        );
        return { article };
      },
      { can: 'publish' },
    ),
  );
  router.delete(
    '/api/admin/articles/:id',
    handle(
      async (req, _res, _user, audit) => {
        await write(audit, 'article-deleted', async (q) => ({
          before: await articles.deleteArticle(q, id(req)),
          after: null,
        }));
        return undefined;
      },
      { can: 'delete' },
    ),
  );
  return router;
}
