import { z } from 'zod';
import type { Role } from './roles';
import { RoleSchema } from './role-schema';
import { CLOCKS_SKIP_MESSAGE, isRealWallTime, londonWallTimeHappens } from './london-time';

const Email = z
  .string()
  .trim()
  .min(1, 'Enter an e-mail address')
  .max(254, 'Use at most 254 characters');

/** PUT /api/admin/staff/role: give the account with this e-mail a role. */
export const RoleChangeBodySchema = z.object({ email: Email, role: RoleSchema });
export type RoleChangeBody = z.infer<typeof RoleChangeBodySchema>;

export const StaffQuerySchema = z.object({ email: Email.optional() });

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: Role;
}

const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-24')
  .optional()
  .or(z.literal('').transform(() => undefined));
const Filter = z.string().trim().max(200, 'Use at most 200 characters').optional();

/** GET /api/admin/audit: filters (dates are London calendar days, `to` inclusive) and a cursor. */
export const AuditQuerySchema = z.object({
  actor: Filter,
  action: Filter,
  target: Filter,
  from: IsoDay,
  to: IsoDay,
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** A wall-clock time in London, as an `<input type="datetime-local">` gives it. */
export const LondonDateTime = z
  .string({ message: 'Choose a date and time' })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'Choose a date and time')
  .refine(isRealWallTime, 'Choose a date and time that exist')
  .refine(londonWallTimeHappens, CLOCKS_SKIP_MESSAGE);

/** Said of a publication time that has passed (a page's or an article's schedule). */
export const TIME_IN_THE_FUTURE = 'Choose a time in the future';

/** POST /api/admin/pages/:id/schedule */
export const ScheduleBodySchema = z.object({
  action: z.enum(['publish', 'unpublish'], 'Choose publish or unpublish'),
  at: LondonDateTime,
});
export type ScheduleBody = z.infer<typeof ScheduleBodySchema>;

export const SCHEDULE_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export const ScheduleQuerySchema = z.object({
  status: z.enum([...SCHEDULE_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export interface ScheduledAction {
  id: number;
  pageId: number;
  path: string;
  action: 'publish' | 'unpublish';
  runAt: string;
  status: (typeof SCHEDULE_STATUSES)[number];
  reason: string | null;
  createdBy: string | null;
  finishedAt: string | null;
}
