import type { Queryable } from '#server/db/db.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import type { StaffMember } from '#schema/admin-staff';
import type { Role } from '#schema/roles';

type MemberRow = {
  id: string | number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: Role;
};

const member = (r: MemberRow): StaffMember => ({
  id: Number(r.id),
  email: r.email,
  name: [r.first_name, r.last_name].filter(Boolean).join(' '),
  role: r.role,
});

/** Every account with a staff role, strongest role first. */
export async function listStaff(q: Queryable): Promise<StaffMember[]> {
  const { rows } = await q.query<MemberRow>(
    `SELECT id, email, first_name, last_name, role FROM users WHERE role <> 'user'
     ORDER BY CASE role WHEN 'admin' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, lower(email)`,
  );
  return rows.map(member);
}

/** One account by e-mail (any role), or null. */
export async function findMember(q: Queryable, email: string): Promise<StaffMember | null> {
  const { rows } = await q.query<MemberRow>(
    'SELECT id, email, first_name, last_name, role FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0] ? member(rows[0]) : null;
}

/**
 * Gives an account a role, inside the caller's transaction. Refused: an unknown e-mail (404), and
 * taking the admin role from the last admin (409), which would leave nobody to manage staff.
 * Sessions read the role on every request, so the new role applies at once.
 */
export async function changeRole(
  q: Queryable,
  email: string,
  role: Role,
): Promise<{ before: StaffMember; after: StaffMember }> {
  // Admin rows locked first, so two demotions at once cannot both pass the last-admin check.
  const admins = await q.query<{ id: string | number }>(
    `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`,
  );
  const { rows } = await q.query<MemberRow>(
    `SELECT id, email, first_name, last_name, role FROM users WHERE lower(email) = lower($1) FOR UPDATE`,
    [email],
  );
  const row = rows[0];
  if (!row)
    throw new CmsStoreError(404, 'No account has that e-mail address', {
      errors: { email: 'No account has that e-mail address' },
    });
  const before = member(row);
  if (before.role === role) return { before, after: before };
  if (before.role === 'admin' && admins.rows.length <= 1)
    throw new CmsStoreError(409, 'This is the last admin: make someone else an admin first', {
      errors: { role: 'This is the last admin: make someone else an admin first' },
    });
  await q.query('UPDATE users SET role = $2 WHERE id = $1', [row.id, role]);
  return { before, after: { ...before, role } };
}
