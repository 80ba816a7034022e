import type { Queryable } from '#server/db/db.server';
import { diffValues } from '#server/cms/store/diff';
import type { AuditQuery } from '#schema/admin-staff';
import type { AuditEntry } from '#shared/payloads/admin-audit';
import type { RedirectChange } from '#server/cms/store/address-redirects.server';

/** Who did it: a signed-in user, or the running server's scheduler. */
export type AuditActor = { id: number; email: string } | 'scheduler';

export interface AuditWrite {
  action: string;
  targetKind: string;
  /** The page path, redirect source, user e-mail… whatever names the target to a reader. */
  target?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/** Appends one audit row (the table refuses UPDATE and DELETE, migration 024). */
/** One audit row per redirect a write changed on the way (a publish, a move), through `write`. */
export async function auditRedirects(
  write: (entry: AuditWrite) => Promise<void>,
  changes: readonly RedirectChange[],
) {
  for (const r of changes)
    await write({
      action: r.action,
      targetKind: 'redirect',
      target: r.target,
      ...(r.before ? { before: r.before } : {}),
      ...(r.after ? { after: r.after } : {}),
    });
}

export async function recordAudit(q: Queryable, actor: AuditActor, entry: AuditWrite) {
  const diff =
    entry.before !== undefined || entry.after !== undefined
      ? diffValues(entry.before ?? null, entry.after ?? null)
      : null;
  await q.query(
    `INSERT INTO admin_audit (actor_id, actor_label, action, target_kind, target, before, after, diff)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb)`,
    [
      actor === 'scheduler' ? null : actor.id,
      actor === 'scheduler' ? 'scheduler' : actor.email,
      entry.action.slice(0, 60),
      entry.targetKind.slice(0, 40),
      entry.target === undefined || entry.target === null
        ? null
        : String(entry.target).slice(0, 2048),
      json(entry.before),
      json(entry.after),
      json(diff),
    ],
  );
}

type AuditRow = {
  id: string | number;
  at: Date | string;
  actor_id: string | number | null;
  actor_label: string;
  action: string;
  target_kind: string;
  target: string | null;
  diff: AuditEntry['diff'];
};

/** A page of the log, newest first, filtered; `before` is the id to continue below. */
export async function listAudit(
  q: Queryable,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.actor) add(`lower(actor_label) LIKE '%' || lower(?) || '%'`, query.actor);
  if (query.action) add('action = ?', query.action);
  if (query.target) add(`lower(coalesce(target, '')) LIKE '%' || lower(?) || '%'`, query.target);
  // London calendar days, `to` included.
  if (query.from) add(`at >= (?::date::timestamp AT TIME ZONE 'Europe/London')`, query.from);
  if (query.to) add(`at < ((?::date + 1)::timestamp AT TIME ZONE 'Europe/London')`, query.to);
  if (query.before) add('id < ?', query.before);
  params.push(query.limit + 1);
  const { rows } = await q.query<AuditRow>(
    `SELECT id, at, actor_id, actor_label, action, target_kind, target, diff FROM admin_audit
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC LIMIT $${params.length}`,
    params,
  );
  const entries = rows.slice(0, query.limit).map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    actor: r.actor_label,
    action: r.action,
    targetKind: r.target_kind,
    target: r.target,
    diff: r.diff ?? [],
  }));
  return {
    entries,
    next: rows.length > query.limit ? (entries[entries.length - 1]?.id ?? null) : null,
  };
}

/** The action names in the log, for the filter's choices. */
export async function auditActions(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ action: string }>(
    'SELECT DISTINCT action FROM admin_audit ORDER BY action',
  );
  return rows.map((r) => r.action);
}
