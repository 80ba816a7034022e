import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoAccount, type TestApp } from '../helpers/test-app';
import { can, type AdminAction, type Role } from '#schema/roles';

const ORIGIN = 'https://auctions.example.co.uk';

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle?: { stack?: Layer[] };
}
interface AdminRoute {
  method: string;
  path: string;
  action: AdminAction | undefined;
}

/** Every `/api/admin` route the app has, read from Express's own router stack. */
function adminRoutes(app: TestApp['app']): AdminRoute[] {
  const out: AdminRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const p = layer.route.path;
        if (typeof p !== 'string' || !p.startsWith('/api/admin') || p.includes('{*')) continue;
        const action = layer.route.stack
          .map((s) => (s.handle as { adminAction?: AdminAction }).adminAction)
          .find(Boolean);
        for (const method of Object.keys(layer.route.methods))
          out.push({ method, path: layer.route.path, action });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

const ACCOUNTS: Array<[DemoAccount, Role]> = [
  ['admin', 'admin'],
  ['copy-editor', 'editor'],
  ['contributor', 'contributor'],
  ['user', 'user'],
];

let t: TestApp;
const cookies = {} as Record<DemoAccount, string>;
let routes: AdminRoute[];

beforeAll(async () => {
  t = await createTestApp();
  for (const [who] of ACCOUNTS) cookies[who] = await t.sessionCookie(who);
  routes = adminRoutes(t.app);
});
afterAll(() => t.close());

/** A request to the route with ids that exist nowhere and no body: nothing is changed by it. */
function call(route: AdminRoute, cookie?: string) {
  const path = route.path.replace(/:\w+/g, '987654');
  const agent = request(t.app);
  const r = agent[route.method as 'get' | 'post' | 'put' | 'delete'](path).set('Origin', ORIGIN);
  if (cookie) r.set('Cookie', cookie);
  return route.method === 'get' ? r : r.send({});
}

describe('admin API: every route × every role', () => {
  it('finds the routes, and every one names the action it needs', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !r.action).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers 401 to anonymous requests on every route', async () => {
    for (const route of routes) {
      const res = await call(route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('lets each role through exactly the routes its role allows (403 otherwise)', async () => {
    for (const route of routes) {
      for (const [who, role] of ACCOUNTS) {
        const res = await call(route, cookies[who]);
        const label = `${who} ${route.method} ${route.path} → ${res.status}`;
        if (can(role, route.action!)) expect([401, 403], label).not.toContain(res.status);
        else {
          expect(res.status, label).toBe(403);
          expect(res.body.error.status, label).toBe(403);
        }
      }
    }
  });

  it('gives a buyer 403 even on admin addresses that do not exist', async () => {
    const res = await request(t.app).get('/api/admin/nothing-here').set('Cookie', cookies.user);
    expect(res.status).toBe(403);
    const staff = await request(t.app)
      .get('/api/admin/nothing-here')
      .set('Cookie', cookies.contributor);
    expect(staff.status).toBe(404);
  });
});

describe('what each role may do, said plainly', () => {
  const needs = (method: string, path: string) =>
    routes.find((r) => r.method === method && r.path === path)?.action;

  it('a contributor drafts but cannot publish, unpublish, schedule, delete or change settings', async () => {
    const created = await request(t.app)
      .post('/api/admin/pages')
      .set('Cookie', cookies.contributor)
      .set('Origin', ORIGIN)
      .send({ path: '/contributor-draft', title: 'A contributor draft' });
    expect(created.status).toBe(201);
    const id = created.body.page.id as number;
    const agent = request(t.app);
    const send = (method: 'post' | 'put' | 'delete', path: string, body: object = {}) =>
      agent[method](path).set('Cookie', cookies.contributor).set('Origin', ORIGIN).send(body);

    const draft = await send('put', `/api/admin/pages/${id}/draft`, {
      document: { ...created.body.page.document, title: 'Changed by a contributor' },
    });
    expect(draft.status).toBe(200);

    for (const [method, path, body] of [
      ['post', `/api/admin/pages/${id}/publish`, {}],
      ['post', `/api/admin/pages/${id}/unpublish`, {}],
      ['post', `/api/admin/pages/${id}/schedule`, { action: 'publish', at: '2030-01-01T09:00' }],
      ['delete', `/api/admin/pages/${id}`, {}],
      ['post', '/api/admin/redirects', { from_path: '/a', to_url: '/b', status: 301 }],
      ['put', '/api/admin/global-config', {}],
      ['put', '/api/admin/staff/role', { email: 'demo@example.co.uk', role: 'admin' }],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toMatch(/Contributors cannot do this/);
    }
    const page = await request(t.app).get(`/api/admin/pages/${id}`).set('Cookie', cookies.admin);
    expect(page.body.page.published).toBe(false);
    expect(needs('post', '/api/admin/pages/:id/publish')).toBe('publish');
  });

  it('an editor publishes but cannot manage staff', async () => {
    const res = await request(t.app).get('/api/admin/staff').set('Cookie', cookies['copy-editor']);
    expect(res.status).toBe(403);
    expect(needs('put', '/api/admin/staff/role')).toBe('staff');
  });

  it('a buyer gets the "editors only" page at /admin', async () => {
    const res = await request(t.app).get('/admin').set('Cookie', cookies.user);
    expect(res.status).toBe(403);
    const staff = await request(t.app).get('/admin').set('Cookie', cookies.contributor);
    expect(staff.status).toBe(200);
  });
});
