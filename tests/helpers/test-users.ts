import request from 'supertest';
import { expect } from 'vitest';
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

/**
 * Saves a search as the account does from the results page (`POST /api/saved-searches` from the
 * site's own origin), and fails the test unless it was saved. The saved search as the API
 * answers it.
 */
export async function saveSearch(
  t: TestApp,
  who: TestUser,
  body: { query: string; name?: string },
): Promise<{ id: number; name: string }> {
  const res = await request(t.app)
    .post('/api/saved-searches')
    .set('Origin', t.config.PUBLIC_URL)
    .set('Cookie', who.cookie)
    .send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; name: string };
}
