import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';
import { AuthError } from '#server/auth/auth-error.server';
import { requireSession } from '#server/auth/session.server';
import type { CmsStore } from '#server/cms/store/cms-store.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import { previewDocument } from '#server/cms/store/preview.server';
import type { DiffSide } from '#server/cms/store/revisions-store.server';
import { fieldErrors } from '#schema/auth';
import {
  CreatePageBodySchema,
  DraftBodySchema,
  PageSearchQuerySchema,
  PreviewBodySchema,
  RedirectBodySchema,
  RollbackBodySchema,
} from '#sections/cms-admin';
import type { PublicUser } from '#schema/user';
import { sendApiError } from './api-error.server';
import { jsonBody, jsonParseErrorMessage } from './json-body.server';

export interface AdminApiDeps {
  db: Queryable;
  store: CmsStore;
  graph: Pick<GraphServer, 'execute'>;
  jwtSecret: string;
  logger: Logger;
}

type Handler = (req: Request, res: Response, editor: PublicUser) => Promise<unknown>;

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const DiffSideSchema = z.union([z.enum(['draft', 'live']), IdSchema]);

export class BadInput extends Error {
  constructor(public readonly errors: Record<string, string>) {
    super(errors._form ?? 'Some fields need your attention');
  }
}

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new BadInput(fieldErrors(result.error));
  return result.data;
}

const idOf = (req: Request, name = 'id') => {
  const id = IdSchema.safeParse(req.params[name]);
  if (!id.success) throw new CmsStoreError(404, 'Not found');
  return id.data;
};

/**
 * An editors' route: the editor role (401 without a session, 403 for other roles), the JSON
 * answer, and the one error shape (BadInput → 400 with `details.errors`, CmsStoreError as it says).
 */
export const adminHandler =
  (deps: Pick<AdminApiDeps, 'db' | 'jwtSecret'>) =>
  (fn: Handler, status = 200) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const user = await requireSession(req, deps, 'editor');
      const body = await fn(req, res, user);
      if (body === undefined) res.status(204).end();
      else res.status(status).json(body);
    } catch (err) {
      if (err instanceof AuthError) return sendApiError(res, err.status, err.message);
      if (err instanceof BadInput)
        return sendApiError(res, 400, err.message, { errors: err.errors });
      if (err instanceof CmsStoreError)
        return sendApiError(res, err.status, err.message, err.details);
      next(err);
    }
  };

/**
 * `/api/admin/*`: the editors' JSON API (pages, drafts, publishing, revisions, redirects, global
 * config, preview). Editor role only: 401 without a session, 403 for other roles. Errors use the
 * one API error shape; field problems are in `details.errors`, section problems in `details.issues`.
 */
export function adminApiRouter(deps: AdminApiDeps) {
  const { store } = deps;
  const router = Router();
  const audit = (req: Request, event: string, fields: Record<string, unknown>, userId: number) =>
    (req.log ?? deps.logger).info({ audit: event, ...fields, userId }, `cms ${event}`);

  router.use('/api/admin', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    next();
  });
  router.use('/api/admin', jsonBody('512kb'));

  const handle = adminHandler(deps);

  // Pages
  router.get(
    '/api/admin/pages',
    handle(async (req) => ({
      pages: await store.listPages(parse(PageSearchQuerySchema, req.query)),
    })),
  );
  router.post(
    '/api/admin/pages',
    handle(async (req, _res, user) => {
      const page = await store.createPage(parse(CreatePageBodySchema, req.body));
      audit(req, 'page-created', { path: page.path }, user.id);
      return { page };
    }, 201),
  );
  router.get(
    '/api/admin/pages/:id',
    handle(async (req) => ({ page: await store.getPage(idOf(req)) })),
  );
  router.put(
    '/api/admin/pages/:id/draft',
    handle(async (req) => {
      const { document } = parse(DraftBodySchema, req.body);
      return store.saveDraft(idOf(req), document);
    }),
  );
  router.delete(
    '/api/admin/pages/:id/draft',
    handle(async (req) => {
      await store.discardDraft(idOf(req));
      return { page: await store.getPage(idOf(req)) };
    }),
  );
  router.post(
    '/api/admin/pages/:id/publish',
    handle(async (req, _res, user) => {
      const out = await store.publish(idOf(req), user.id);
      audit(req, 'page-published', { path: out.path, revisionId: out.revisionId }, user.id);
      return { page: await store.getPage(idOf(req)), revisionId: out.revisionId };
    }),
  );
  router.post(
    '/api/admin/pages/:id/unpublish',
    handle(async (req, _res, user) => {
      const { path } = await store.unpublish(idOf(req));
      audit(req, 'page-unpublished', { path }, user.id);
      return { page: await store.getPage(idOf(req)) };
    }),
  );
  router.post(
    '/api/admin/pages/:id/rollback',
    handle(async (req, _res, user) => {
      const { revisionId } = parse(RollbackBodySchema, req.body);
      const out = await store.rollback(idOf(req), revisionId, user.id);
      audit(req, 'page-rolled-back', { path: out.path, to: revisionId }, user.id);
      return { page: await store.getPage(idOf(req)), revisionId: out.revisionId };
    }),
  );
  router.delete(
    '/api/admin/pages/:id',
    handle(async (req, _res, user) => {
      const { path } = await store.deletePage(idOf(req));
      audit(req, 'page-deleted', { path }, user.id);
      return undefined;
    }),
  );
  router.get(
    '/api/admin/pages/:id/revisions',
    handle(async (req) => ({ revisions: await store.listRevisions(idOf(req)) })),
  );
  router.get(
    '/api/admin/pages/:id/diff',
    handle(async (req) => {
      const q = parse(z.object({ from: DiffSideSchema, to: DiffSideSchema }), req.query);
      return { diff: await store.diff(idOf(req), q.from as DiffSide, q.to as DiffSide) };
    }),
  );

  // Preview: the draft through the real parse + loaders; the admin renders it with PageSections.
  router.post(
    '/api/admin/preview',
    handle(async (req, _res, user) => {
      const { path, document } = parse(PreviewBodySchema, req.body);
      return previewDocument(deps, path, document, user.id);
    }),
  );

  // Redirects
  router.get(
    '/api/admin/redirects',
    handle(async () => ({ redirects: await store.listRedirects() })),
  );
  router.post(
    '/api/admin/redirects',
    handle(async (req, _res, user) => {
      const redirect = await store.createRedirect(parse(RedirectBodySchema, req.body));
      audit(req, 'redirect-created', { from: redirect.from_path, to: redirect.to_url }, user.id);
      return { redirect };
    }, 201),
  );
  router.put(
    '/api/admin/redirects/:id',
    handle(async (req, _res, user) => {
      const redirect = await store.updateRedirect(idOf(req), parse(RedirectBodySchema, req.body));
      audit(req, 'redirect-updated', { from: redirect.from_path, to: redirect.to_url }, user.id);
      return { redirect };
    }),
  );
  router.delete(
    '/api/admin/redirects/:id',
    handle(async (req, _res, user) => {
      const redirect = await store.deleteRedirect(idOf(req));
      audit(req, 'redirect-deleted', { from: redirect.from_path }, user.id);
      return undefined;
    }),
  );

  // Global config
  router.get(
    '/api/admin/global-config',
    handle(async () => ({ config: await store.getGlobalConfig() })),
  );
  router.put(
    '/api/admin/global-config',
    handle(async (req, _res, user) => {
      const config = await store.updateGlobalConfig(req.body);
      audit(req, 'global-config-updated', {}, user.id);
      return { config };
    }),
  );

  // Anything else under /api/admin, and bodies that are not JSON, in the one error shape.
  router.all('/api/admin/{*rest}', (_req, res) => sendApiError(res, 404, 'Not found'));
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
      if (err.type === 'entity.too.large') return sendApiError(res, 413, 'The body is too large');
      next(err);
    },
  );
  return router;
}
