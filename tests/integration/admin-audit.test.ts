import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import type { AuditEntry } from '#shared/payloads/admin-audit';

const ORIGIN = 'https://auctions.example.co.uk';

describe.each(testLanes())('audit log (%s)', (lane) => {
  let tdb: TestDb;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    tdb = await openTestDb({ lane, label: 'audit' });
    t = await createTestApp({}, { db: tdb.db });
    admin = await t.sessionCookie('admin');
  });
  afterAll(async () => {
    await t.close();
    await tdb.dispose();
  });

  const api = (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: object,
    cookie = admin,
  ) => {
    const agent = request(t.app);
    const r = agent[method](`/api/admin${path}`).set('Cookie', cookie).set('Origin', ORIGIN);
    return method === 'get' ? r : r.send(body ?? {});
  };
  const entries = async (query = '') =>
    (await api('get', `/audit${query}`)).body.entries as AuditEntry[];

  it('records every kind of admin write with who, what, the target and the diff', async () => {
    const created = await api('post', '/pages', { path: '/audited', title: 'Audited' });
    const id = created.body.page.id as number;
    const document = created.body.page.document;
    await api('put', `/pages/${id}/draft`, { document: { ...document, title: 'Audited, edited' } });
    await api('post', `/pages/${id}/publish`);
    const revisions = (await api('get', `/pages/${id}/revisions`)).body.revisions;
    await api('post', `/pages/${id}/unpublish`);
    await api('post', `/pages/${id}/rollback`, { revisionId: revisions[0].id });
    await api('put', `/pages/${id}/draft`, { document: { ...document, title: 'Again' } });
    await api('delete', `/pages/${id}/draft`);
    const s = await api('post', `/pages/${id}/schedule`, {
      action: 'publish',
      at: '2031-03-01T10:00',
    });
    await api('delete', `/schedule/${s.body.scheduled.id}`);
    const r = await api('post', '/redirects', {
      from_path: '/audit-old',
      to_url: '/audited',
      status_code: 301,
    });
    expect(r.status).toBe(201);
    await api('put', `/redirects/${r.body.redirect.id}`, {
      from_path: '/audit-old',
      to_url: '/about',
      status_code: 302,
    });
    await api('delete', `/redirects/${r.body.redirect.id}`);
    const config = (await api('get', '/global-config')).body.config;
    expect((await api('put', '/global-config', config)).status).toBe(200);
    expect(
      (await api('put', '/staff/role', { email: 'demo@example.co.uk', role: 'contributor' }))
        .status,
    ).toBe(200);
    await api('put', '/staff/role', { email: 'demo@example.co.uk', role: 'user' });
    await api('delete', `/pages/${id}`);

    const log = await entries('?limit=100');
    expect(log.map((e) => e.action).reverse()).toEqual([
      'page-created',
      'draft-saved',
      'page-published',
      'page-unpublished',
      'page-rolled-back',
      'draft-saved',
      'draft-discarded',
      'schedule-created',
      'schedule-cancelled',
      'redirect-created',
      'redirect-updated',
      'redirect-deleted',
      'global-config-updated',
      'role-changed',
      'role-changed',
      'page-deleted',
    ]);
    expect(log.every((e) => e.actor === 'editor@example.co.uk')).toBe(true);
    const edit = log.find((e) => e.action === 'draft-saved' && e.target === '/audited')!;
    expect(edit.diff).toContainEqual(
      expect.objectContaining({ kind: 'changed', path: 'draft.title', after: expect.any(String) }),
    );
    const role = log.find((e) => e.action === 'role-changed')!;
    expect(role).toMatchObject({ targetKind: 'user', target: 'demo@example.co.uk' });
    expect(role.diff).toEqual([
      { kind: 'changed', path: 'role', before: 'contributor', after: 'user' },
    ]);
  });

  it('filters by user, action, target and day, newest first, a page at a time', async () => {
    const byAction = await entries('?action=redirect-updated');
    expect(byAction).toHaveLength(1);
    expect(await entries('?actor=nobody@example.co.uk')).toEqual([]);
    expect((await entries('?target=/audit-old')).map((e) => e.action)).toEqual([
      'redirect-deleted',
      'redirect-updated',
      'redirect-created',
    ]);
    expect(await entries('?from=2000-01-01&to=2000-01-02')).toEqual([]);
    const first = await api('get', '/audit?limit=5');
    expect(first.body.entries).toHaveLength(5);
    const second = await api('get', `/audit?limit=5&before=${first.body.next}`);
    expect(second.body.entries[0].id).toBeLessThan(first.body.entries[4].id);
    const bad = await api('get', '/audit?from=yesterday&limit=5000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['from', 'limit']);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit')).rows[0]!.n);
    const before = await count();
    await expect(t.db.query(`UPDATE admin_audit SET actor_label = 'someone else'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM admin_audit')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE admin_audit')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });

  it('an admin cannot demote the last admin (themselves included)', async () => {
    const res = await api('put', '/staff/role', { email: 'editor@example.co.uk', role: 'editor' });
    expect(res.status).toBe(409);
    expect(res.body.error.details.errors.role).toMatch(/last admin/);
    const staff = (await api('get', '/staff')).body.staff;
    expect(staff.map((m: { role: string }) => m.role)).toEqual(['admin', 'editor', 'contributor']);
    const missing = await api('put', '/staff/role', {
      email: 'nobody@example.co.uk',
      role: 'editor',
    });
    expect(missing.status).toBe(404);
  });
});
