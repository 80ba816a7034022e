import type { Queryable } from '#server/db/db.server';
import { hashPassword } from '#server/auth/password.server';
import { DEMO_EDITOR, DEMO_STAFF } from './content';

/**
 * The demo accounts of each staff role below admin (decision 048). Added to a demo database
 * (one that has the demo admin) when missing, so databases seeded before roles existed get them
 * too; a database without the demo admin gets none.
 */
export async function seedStaffAccounts(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ email: string }>(
    'SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [[DEMO_EDITOR.email, ...DEMO_STAFF.map((s) => s.email)]],
  );
  const present = new Set(rows.map((r) => r.email));
  if (!present.has(DEMO_EDITOR.email)) return;
  for (const account of DEMO_STAFF) {
    if (present.has(account.email)) continue;
    await q.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, role, confirmed)
       VALUES ($1, $1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING`,
      [
        account.email,
        await hashPassword(account.password),
        account.first_name,
        account.last_name,
        account.role,
      ],
    );
  }
}
