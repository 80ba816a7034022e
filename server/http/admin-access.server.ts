import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { AuthError } from '#server/auth/auth-error.server';
import { requireSession } from '#server/auth/session.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import { MediaError } from '#server/media/media-error';
import { recordAudit, type AuditWrite } from '#server/staff/audit-log.server';
import { fieldErrors } from '#schema/auth';
import type { PublicUser } from '#schema/user';
import { ADMIN_ACTIONS, can, cannotText, isStaff, type AdminAction } from '#schema/roles';
import { sendApiError } from './api-error.server';

export interface AdminAccessDeps {
  db: Queryable;
  jwtSecret: string;
  logger: Logger;
}

/** Appends an audit row for this request's user (and logs it). */
export type Audit = (entry: AuditWrite) => Promise<void>;

export type AdminHandler = (
  req: Request,
  res: Response,
  user: PublicUser,
  audit: Audit,
) => Promise<unknown>;

export interface AdminRouteOptions {
  /** The action this route performs: the role table (schema/roles.ts) says who may. */
  can: AdminAction;
  /** The success status (200 unless said). */
  status?: number;
}

/** An express handler made by `adminHandle`, carrying the action it needs (tests read it). */
export type AdminRouteHandler = ((req: Request, res: Response, next: NextFunction) => void) & {
  adminAction: AdminAction;
};

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

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idOf = (req: Request, name = 'id') => {
  const id = IdSchema.safeParse(req.params[name]);
  if (!id.success) throw new CmsStoreError(404, 'Not found');
  return id.data;
};

/** 401 without a session, 403 for a buyer: the staff check every admin request passes first. */
export async function requireStaff(req: Request, deps: AdminAccessDeps): Promise<PublicUser> {
  const user = await requireSession(req, deps);
  if (!isStaff(user.role)) throw new AuthError(403, 'Staff only');
  return user;
}

/** Refuses a role below the action's minimum with a 403 that says what is needed. */
export function requireAction(user: PublicUser, action: AdminAction) {
  if (!can(user.role, action)) throw new AuthError(403, cannotText(user.role, action));
}

/**
 * The one way to write an admin route (decision 048): `handle(fn, { can: 'publish' })`. The user
 * must be signed in (401), staff (403) and allowed the action (403) before `fn` runs; `fn` gets an
 * `audit` that appends to the audit log as that user. Errors come out in the API's one shape.
 */
export function adminHandle(deps: AdminAccessDeps) {
  return (fn: AdminHandler, opts: AdminRouteOptions): AdminRouteHandler => {
    if (!(opts?.can in ADMIN_ACTIONS)) throw new Error(`admin route without a known action`);
    const handler = async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user =
          (res.locals.adminUser as PublicUser | undefined) ?? (await requireStaff(req, deps));
        requireAction(user, opts.can);
        const audit: Audit = async (entry) => {
          await recordAudit(deps.db, { id: user.id, email: user.email }, entry);
          (req.log ?? deps.logger).info(
            { audit: entry.action, target: entry.target, userId: user.id },
            `admin ${entry.action}`,
          );
        };
        const body = await fn(req, res, user, audit);
        // A handler may answer itself (an upload choosing 200 or 201).
        if (res.headersSent) return;
        if (body === undefined) res.status(204).end();
        else res.status(opts.status ?? 200).json(body);
      } catch (err) {
        if (err instanceof AuthError) return sendApiError(res, err.status, err.message);
        if (err instanceof BadInput)
          return sendApiError(res, 400, err.message, { errors: err.errors });
        if (err instanceof CmsStoreError || err instanceof MediaError) {
          // An upload refused part-way: its unread rest is not worth keeping the connection for.
          if (err.status === 413) res.set('Connection', 'close');
          return sendApiError(res, err.status, err.message, err.details);
        }
        next(err);
      }
    };
    return Object.assign(handler, { adminAction: opts.can });
  };
}

/** Router middleware for `/api/admin`: anonymous 401 and buyers 403 on every path, known or not. */
export function staffOnly(deps: AdminAccessDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals.adminUser = await requireStaff(req, deps);
      next();
    } catch (err) {
      if (err instanceof AuthError) return sendApiError(res, err.status, err.message);
      next(err);
    }
  };
}
