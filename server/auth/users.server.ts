import type { Queryable } from '#server/db/db.server';
import type { PublicUser } from '#schema/user';
import type { Role } from '#schema/roles';

export interface UserRow {
  id: number | string;
  email: string;
  username: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  role: Role;
  confirmed: boolean;
  blocked: boolean;
  is_subscribed: boolean;
  token_version: number;
  pending_email?: string | null;
  [k: string]: unknown;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    confirmed: row.confirmed,
    is_subscribed: row.is_subscribed,
    ...(row.pending_email ? { pending_email: row.pending_email } : {}),
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return rows[0] ?? null;
}
