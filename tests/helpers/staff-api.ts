import request from 'supertest';
import type { TestApp } from './test-app';

export type StaffWrite = 'post' | 'put' | 'patch' | 'delete';

/**
 * The admin API (paths under `/api/admin`) as a member of staff. `app` and `cookie` are read at
 * each call (tests open the app and sign in in `beforeAll`); `as` sends another member's cookie.
 * Writes carry the Origin the CSRF check wants: the app's PUBLIC_URL.
 */
export function staffApi(app: () => TestApp, cookie: () => string) {
  return {
    get: (path: string, as = cookie()) =>
      request(app().app).get(`/api/admin${path}`).set('Cookie', as),
    send: (method: StaffWrite, path: string, body: object = {}, as = cookie()) => {
      const agent = request(app().app);
      return agent[method](`/api/admin${path}`)
        .set('Cookie', as)
        .set('Origin', app().config.PUBLIC_URL)
        .send(body);
    },
  };
}
