import type { DiffChange } from '#sections/cms-admin';

/** One audit log entry, as GET /api/admin/audit returns it (decision 048). */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actor: string;
  action: string;
  targetKind: string;
  target: string | null;
  diff: DiffChange[];
}
