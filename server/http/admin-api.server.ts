import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';
import type { CmsStore } from '#server/cms/store/cms-store.server';
import { previewDocument } from '#server/cms/store/preview.server';
import type { DiffSide } from '#server/cms/store/revisions-store.server';
import {
  CreatePageBodySchema,
  DiscardBodySchema,
  DraftBodySchema,
  GlobalConfigSaveQuerySchema,
  MovePageBodySchema,
  PublishBodySchema,
  PageSearchQuerySchema,
  PreviewBodySchema,
  RedirectBodySchema,
  RedirectDeleteQuerySchema,
  RedirectUpdateBodySchema,
  RollbackBodySchema,
  UnpublishBodySchema,
} from '#sections/cms-admin';
import { LISTING_LAYOUT_PATH } from '#sections/detail/layout-document';
import type { RedirectChange } from '#server/cms/store/address-redirects.server';
import { sendApiError } from './api-error.server';
import { jsonBody, jsonParseErrorMessage, TOO_LARGE_MESSAGE } from './json-body.server';
import { apiUnanswered } from './api-methods.server';
import { adminHandle, idOf, parse, staffOnly } from './admin-access.server';
import { auditRedirects } from '#server/staff/audit-log.server';
import { staffRoutes } from './admin-staff-routes.server';

export interface AdminApiDeps {
  db: Db;
  store: CmsStore;
  graph: Pick<GraphServer, 'execute'>;
  jwtSecret: string;
  logger: Logger;
}

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const DiffSideSchema = z.union([z.enum(['draft', 'live']), IdSchema]);

/** The redirects a publish removed from the page's path, for the editor's notice. */
const removedRedirects = (out: { redirects: RedirectChange[] }) =>
  out.redirects.flatMap((r) => (r.action === 'redirect-deleted' && r.before ? [r.before] : []));

/** What the audit log keeps of a page: enough to see what a write changed. */
const pageSnapshot = (p: {
  path: string;
  published: boolean;
  document: unknown;
  draft: unknown;
}) => ({
  path: p.path,
  published: p.published,
  document: p.document,
  draft: p.draft,
});
const pageKind = (path: string) => (path === LISTING_LAYOUT_PATH ? 'layout' : 'page');

/**
 * `/api/admin/*`: the staff JSON API (pages, drafts, publishing, revisions, redirects, global
 * config, preview, scheduling, staff, audit log). 401 without a session, 403 for buyers on every
 * path; each route names its action and the role table (schema/roles.ts) decides (decision 048).
 * Every write appends to the audit log. Errors use the one API error shape; field problems are
 * in `details.errors`, section problems in `details.issues`.
 */
export function adminApiRouter(deps: AdminApiDeps) {
  const { store } = deps;
  const router = Router();
  const handle = adminHandle(deps);
  const pageBefore = async (id: number) => pageSnapshot(await store.getPage(id));

  router.use('/api/admin', staffOnly(deps));
  router.use('/api/admin', jsonBody('512kb'));

  // Pages
  router.get(
    '/api/admin/pages',
    handle(
      async (req) => ({ pages: await store.listPages(parse(PageSearchQuerySchema, req.query)) }),
      { can: 'read' },
    ),
  );
  router.post(
    '/api/admin/pages',
    handle(
      async (req, _res, _user, audit) => {
        const page = await store.createPage(parse(CreatePageBodySchema, req.body));
        await audit({
          action: 'page-created',
          targetKind: pageKind(page.path),
          target: page.path,
          after: pageSnapshot(page),
        });
        return { page };
      },
      { can: 'draft', status: 201 },
    ),
  );
  router.get(
    '/api/admin/pages/:id',
    handle(async (req) => ({ page: await store.getPage(idOf(req)) }), { can: 'read' }),
  );
  router.put(
    '/api/admin/pages/:id/draft',
    handle(
      async (req, _res, _user, audit) => {
        const { document, base } = parse(DraftBodySchema, req.body);
        const before = await pageBefore(idOf(req));
        const out = await store.saveDraft(idOf(req), document, base);
        await audit({
          action: 'draft-saved',
          targetKind: pageKind(before.path),
          target: before.path,
          before: { draft: before.draft ?? before.document },
          after: { draft: document },
        });
        return out;
      },
      { can: 'draft' },
    ),
  );
  router.delete(
    '/api/admin/pages/:id/draft',
    handle(
      async (req, _res, _user, audit) => {
        const { base } = parse(DiscardBodySchema, req.body ?? {});
        const before = await pageBefore(idOf(req));
        await store.discardDraft(idOf(req), base);
        await audit({
          action: 'draft-discarded',
          targetKind: pageKind(before.path),
          target: before.path,
          before: { draft: before.draft },
          after: { draft: null },
        });
        return { page: await store.getPage(idOf(req)) };
      },
      { can: 'draft' },
    ),
  );
  router.post(
    '/api/admin/pages/:id/publish',
    handle(
      async (req, _res, user, audit) => {
        const { base } = parse(PublishBodySchema, req.body ?? {});
        const before = await pageBefore(idOf(req));
        const out = await store.publish(idOf(req), user.id, base);
        const page = await store.getPage(idOf(req));
        await audit({
          action: 'page-published',
          targetKind: pageKind(out.path),
          target: out.path,
          before: { published: before.published, document: before.document },
          after: { published: page.published, document: page.document, revisionId: out.revisionId },
        });
        await auditRedirects(audit, out.redirects);
        return { page, revisionId: out.revisionId, redirectsRemoved: removedRedirects(out) };
      },
      { can: 'publish' },
    ),
  );
  router.post(
    '/api/admin/pages/:id/unpublish',
    handle(
      async (req, _res, _user, audit) => {
        const { base } = parse(UnpublishBodySchema, req.body ?? {});
        const { path } = await store.unpublish(idOf(req), base);
        await audit({
          action: 'page-unpublished',
          targetKind: pageKind(path),
          target: path,
          before: { published: true },
          after: { published: false },
        });
        return { page: await store.getPage(idOf(req)) };
      },
      { can: 'publish' },
    ),
  );
  router.post(
    '/api/admin/pages/:id/rollback',
    handle(
      async (req, _res, user, audit) => {
        const { revisionId, base } = parse(RollbackBodySchema, req.body);
        const before = await pageBefore(idOf(req));
        const out = await store.rollback(idOf(req), revisionId, user.id, base);
        const page = await store.getPage(idOf(req));
        await audit({
          action: 'page-rolled-back',
          targetKind: pageKind(out.path),
          target: out.path,
          before: { document: before.document },
          after: { document: page.document, toRevision: revisionId, revisionId: out.revisionId },
        });
        await auditRedirects(audit, out.redirects);
        return { page, revisionId: out.revisionId, redirectsRemoved: removedRedirects(out) };
      },
      { can: 'publish' },
    ),
  );
  router.put(
    '/api/admin/pages/:id/path',
    handle(
      async (req, _res, _user, audit) => {
        const { path, base } = parse(MovePageBodySchema, req.body);
        const out = await store.movePage(idOf(req), path, base);
        await audit({
          action: 'page-moved',
          targetKind: 'page',
          target: out.path,
          before: { path: out.from },
          after: { path: out.path, linksRewrittenIn: out.linksRewritten },
        });
        await auditRedirects(audit, out.redirects);
        return { page: await store.getPage(idOf(req)), linksRewritten: out.linksRewritten };
      },
      { can: 'publish' },
    ),
  );
  router.delete(
    '/api/admin/pages/:id',
    handle(
      async (req, _res, _user, audit) => {
        const before = await pageBefore(idOf(req));
        const { path } = await store.deletePage(idOf(req));
        await audit({ action: 'page-deleted', targetKind: pageKind(path), target: path, before });
        return undefined;
      },
      { can: 'delete' },
    ),
  );
  router.get(
    '/api/admin/pages/:id/links-in',
    handle(async (req) => ({ linksIn: await store.linksIn(idOf(req)) }), { can: 'read' }),
  );
  router.get(
    '/api/admin/pages/:id/revisions',
    handle(async (req) => ({ revisions: await store.listRevisions(idOf(req)) }), { can: 'read' }),
  );
  router.get(
    '/api/admin/pages/:id/diff',
    handle(
      async (req) => {
        const q = parse(z.object({ from: DiffSideSchema, to: DiffSideSchema }), req.query);
        return { diff: await store.diff(idOf(req), q.from as DiffSide, q.to as DiffSide) };
      },
      { can: 'read' },
    ),
  );

  // Preview: the draft through the real parse + loaders; the admin renders it with PageSections.
  router.post(
    '/api/admin/preview',
    handle(
      async (req, _res, user) => {
        const { path, document } = parse(PreviewBodySchema, req.body);
        return previewDocument(deps, path, document, user.id);
      },
      { can: 'read' },
    ),
  );

  // Redirects
  const redirectById = async (id: number) =>
    (await store.listRedirects()).find((r) => Number(r.id) === id) ?? null;
  router.get(
    '/api/admin/redirects',
    handle(async () => ({ redirects: await store.listRedirects() }), { can: 'read' }),
  );
  router.post(
    '/api/admin/redirects',
    handle(
      async (req, _res, _user, audit) => {
        const redirect = await store.createRedirect(parse(RedirectBodySchema, req.body));
        await audit({
          action: 'redirect-created',
          targetKind: 'redirect',
          target: redirect.from_path,
          after: redirect,
        });
        return { redirect };
      },
      { can: 'configure', status: 201 },
    ),
  );
  router.put(
    '/api/admin/redirects/:id',
    handle(
      async (req, _res, _user, audit) => {
        const { base, ...body } = parse(RedirectUpdateBodySchema, req.body);
        const before = await redirectById(idOf(req));
        const redirect = await store.updateRedirect(idOf(req), body, base);
        await audit({
          action: 'redirect-updated',
          targetKind: 'redirect',
          target: redirect.from_path,
          before,
          after: redirect,
        });
        return { redirect };
      },
      { can: 'configure' },
    ),
  );
  router.delete(
    '/api/admin/redirects/:id',
    handle(
      async (req, _res, _user, audit) => {
        const { base } = parse(RedirectDeleteQuerySchema, req.query);
        const redirect = await store.deleteRedirect(idOf(req), base);
        await audit({
          action: 'redirect-deleted',
          targetKind: 'redirect',
          target: redirect.from_path,
          before: redirect,
        });
        return undefined;
      },
      { can: 'configure' },
    ),
  );

  // Global config
  router.get(
    '/api/admin/global-config',
    handle(async () => store.getVersionedGlobalConfig(), { can: 'read' }),
  );
  router.put(
    '/api/admin/global-config',
    handle(
      async (req, _res, _user, audit) => {
        const before = await store.getGlobalConfig();
        const { base } = parse(GlobalConfigSaveQuerySchema, req.query);
        const { config, version } = await store.updateGlobalConfig(req.body, base);
        await audit({
          action: 'global-config-updated',
          targetKind: 'global-config',
          target: 'global-config',
          before,
          after: config,
        });
        return { config, version };
      },
      { can: 'configure' },
    ),
  );

  // Scheduling, staff and the audit log.
  staffRoutes(router, handle, deps);

  // Anything else under /api/admin, and bodies that are not JSON, in the one error shape.
  router.all('/api/admin/{*rest}', apiUnanswered('Not found'));
  router.use(
    '/api/admin',
    (
      err: { status?: number; type?: string; message?: string },
      _req: Request,
      res: Response,
      next: NextFunction,
    ) => {
      if (err.type === 'entity.parse.failed') {
        return sendApiError(res, 400, jsonParseErrorMessage(err));
      }
      if (err.type === 'entity.too.large') return sendApiError(res, 413, TOO_LARGE_MESSAGE);
      next(err);
    },
  );
  return router;
}
