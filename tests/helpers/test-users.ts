import { signSessionToken } from '#server/auth/session.server';
import type { TestApp } from './test-app';

export interface TestUser {
  id: number;
  email: string;
  /** `session=…` for a Cookie header. */
  cookie: string;
}

/** A fresh account (no password: session only) and a valid session cookie for it. */
export async function createTestUser(
  t: TestApp,
  email: string,
  opts: { confirmed?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const { rows } = await t.db.query<{ id: number | string }>(
    `INSERT INTO users (email, username, first_name, confirmed) VALUES ($1, $1, $2, $3) RETURNING id`,
    [email, opts.firstName ?? null, opts.confirmed ?? true],
  );
  const id = Number(rows[0]!.id);
  const token = await signSessionToken({ id, token_version: 0 }, t.config.JWT_SECRET, 1);
  return { id, email, cookie: `session=${token}` };
}
