import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '#server/db/db.server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openTestDb, type TestDb } from '../helpers/test-db';

/**
 * Registration writes the account and its confirmation token in one transaction (issue 18,
 * registration burst under kill -9): a failure between the two leaves neither, so the address
 * can register again. The failure is injected at the token's INSERT, where a crash would land
 * (`scripts/faults` `registration-kill` does the real kill -9 against the production build).
 */
function failingTokenInsert(db: Db) {
  let armed = false;
  const guard = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      if (armed && /INSERT INTO user_tokens/.test(sql)) {
        armed = false;
        return Promise.reject(new Error('simulated crash before the token was written'));
      }
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  const wrapped: Db = {
    ...guard(db),
    engine: db.engine,
    transaction: (fn) => db.transaction((tx) => fn(guard(tx))),
    withConnection: (fn) => db.withConnection((c) => fn(guard(c))),
    close: () => db.close(),
  };
  return { db: wrapped, arm: () => (armed = true) };
}

let testDb: TestDb;
let t: TestApp;
let arm: () => void;
beforeAll(async () => {
  testDb = await openTestDb();
  const failing = failingTokenInsert(testDb.db);
  arm = failing.arm;
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' }, { db: failing.db });
});
afterAll(async () => {
  await t.close();
  await testDb.dispose();
});

describe('registration is all or nothing', () => {
  it('a failure before the confirmation token is written leaves no account, so the address can register again', async () => {
    const body = {
      email: `atomic-${Date.now()}@example.co.uk`,
      password: 'Hammer-falls-2026',
      first_name: 'Ada',
      last_name: 'Tomic',
    };
    arm();
    const failed = await request(t.app).post('/api/auth/register').send(body);
    expect(failed.status).toBe(500);
    const { rows } = await testDb.db.query('SELECT id FROM users WHERE email = $1', [body.email]);
    // Was one row without a token: the address was "taken" and could never be confirmed.
    expect(rows).toEqual([]);
    const again = await request(t.app).post('/api/auth/register').send(body);
    expect(again.status).toBe(200);
    const tokens = await testDb.db.query(
      `SELECT t.id FROM user_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1 AND t.kind = 'confirm-email'`,
      [body.email],
    );
    expect(tokens.rows).toHaveLength(1);
  });
});
