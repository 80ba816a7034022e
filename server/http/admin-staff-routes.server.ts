import type { Router } from 'express';
import type { Db } from '#server/db/db.server';
import { listAudit, auditActions } from '#server/staff/audit-log.server';
import { changeRole, findMember, listStaff } from '#server/staff/staff.server';
import { cancelScheduled, listScheduled, schedulePageAction } from '#server/staff/scheduler.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import {
  AuditQuerySchema,
  RoleChangeBodySchema,
  ScheduleBodySchema,
  ScheduleQuerySchema,
  StaffQuerySchema,
} from '#schema/admin-staff';
import { idOf, parse, type adminHandle } from './admin-access.server';

/** Scheduled publishing, staff roles and the audit log (issue 17; decision 048). */
export function staffRoutes(
  router: Router,
  handle: ReturnType<typeof adminHandle>,
  deps: { db: Db },
) {
  const { db } = deps;

  // Scheduled publishing: listed for every staff role; scheduling and cancelling need `publish`.
  router.get(
    '/api/admin/schedule',
    handle(
      async (req) => ({
        scheduled: await listScheduled(db, parse(ScheduleQuerySchema, req.query)),
      }),
      {
        can: 'read',
      },
    ),
  );
  router.post(
    '/api/admin/pages/:id/schedule',
    handle(
      async (req, _res, user, audit) => {
        const body = parse(ScheduleBodySchema, req.body);
        const scheduled = await schedulePageAction(db, idOf(req), body, user.id);
        await audit({
          action: 'schedule-created',
          targetKind: 'page',
          target: scheduled.path,
          after: { id: scheduled.id, action: scheduled.action, runAt: scheduled.runAt },
        });
        return { scheduled };
      },
      { can: 'publish', status: 201 },
    ),
  );
  router.delete(
    '/api/admin/schedule/:id',
    handle(
      async (req, _res, _user, audit) => {
        const scheduled = await db.transaction((tx) => cancelScheduled(tx, idOf(req)));
        await audit({
          action: 'schedule-cancelled',
          targetKind: 'page',
          target: scheduled.path,
          before: {
            id: scheduled.id,
            action: scheduled.action,
            runAt: scheduled.runAt,
            status: 'pending',
          },
          after: { status: 'cancelled' },
        });
        return { scheduled };
      },
      { can: 'publish' },
    ),
  );

  // Staff: admins list staff, look an account up by e-mail and change its role.
  router.get(
    '/api/admin/staff',
    handle(
      async (req) => {
        const { email } = parse(StaffQuerySchema, req.query);
        const found = email ? await findMember(db, email) : undefined;
        if (email && !found) throw new CmsStoreError(404, 'No account has that e-mail address');
        return { staff: await listStaff(db), ...(found ? { found } : {}) };
      },
      { can: 'staff' },
    ),
  );
  router.put(
    '/api/admin/staff/role',
    handle(
      async (req, _res, _user, audit) => {
        const { email, role } = parse(RoleChangeBodySchema, req.body);
        const { before, after } = await db.transaction((tx) => changeRole(tx, email, role));
        if (before.role !== after.role)
          await audit({
            action: 'role-changed',
            targetKind: 'user',
            target: after.email,
            before: { role: before.role },
            after: { role: after.role },
          });
        return { member: after };
      },
      { can: 'staff' },
    ),
  );

  // The audit log, newest first.
  router.get(
    '/api/admin/audit',
    handle(
      async (req) => ({
        ...(await listAudit(db, parse(AuditQuerySchema, req.query))),
        actions: await auditActions(db),
      }),
      { can: 'audit' },
    ),
  );
}
