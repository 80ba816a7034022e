import { describe, expect, it } from 'vitest';
import {
  GLOBAL_MIDDLEWARE,
  NAMED_MIDDLEWARE,
  resolveMiddleware,
  UnknownMiddlewareError,
  type MiddlewareContext,
} from './middleware';
import type { PublicUser } from '#schema/user';

const USER: PublicUser = {
  id: 1,
  username: 'a@b.co.uk',
  email: 'a@b.co.uk',
  first_name: null,
  last_name: null,
  role: 'user',
  confirmed: true,
  is_subscribed: false,
};

const ctx = (path: string, user: PublicUser | null = null): MiddlewareContext => ({
  url: new URL(path, 'https://x.test'),
  params: {},
  user,
  side: 'server',
});

function outcome(run: () => void): string {
  try {
    run();
    return 'pass';
  } catch (thrown) {
    const res = thrown as Response;
    return `${res.status} ${res.headers.get('Location')}`;
  }
}

describe('named middleware', () => {
  it('auth sends anonymous visitors to sign in and back, and lets users through', () => {
    expect(outcome(() => NAMED_MIDDLEWARE.auth(ctx('/profile')))).toBe(
      '302 /login?redirect=%2Fprofile',
    );
    expect(outcome(() => NAMED_MIDDLEWARE.auth(ctx('/profile/settings?tab=1')))).toBe(
      '302 /login?redirect=%2Fprofile%2Fsettings%3Ftab%3D1',
    );
    expect(outcome(() => NAMED_MIDDLEWARE.auth(ctx('/profile', USER)))).toBe('pass');
  });

  it('guest sends signed-in users home and lets visitors through', () => {
    expect(outcome(() => NAMED_MIDDLEWARE.guest(ctx('/login', USER)))).toBe('302 /');
    expect(outcome(() => NAMED_MIDDLEWARE.guest(ctx('/login')))).toBe('pass');
  });

  it('guest sends a signed-in user on to a same-site redirect, never to a sign-in page or away', () => {
    const at = (search: string) =>
      outcome(() => NAMED_MIDDLEWARE.guest(ctx(`/login${search}`, USER)));
    expect(at('?redirect=%2Fprofile%23saved-searches')).toBe('302 /profile#saved-searches');
    expect(at('?redirect=%2Flogin%3Fredirect%3D%252Fprofile')).toBe('302 /');
    expect(at('?redirect=https%3A%2F%2Fevil.example%2F')).toBe('302 /profile');
    expect(at('?redirect=%2F%2Fevil.example')).toBe('302 /profile');
  });

  it('prevent-root redirects aliases of the home page and nothing else', () => {
    expect(outcome(() => NAMED_MIDDLEWARE['prevent-root'](ctx('/home')))).toBe('301 /');
    expect(outcome(() => NAMED_MIDDLEWARE['prevent-root'](ctx('/Index.HTML?a=1')))).toBe(
      '301 /?a=1',
    );
    expect(outcome(() => NAMED_MIDDLEWARE['prevent-root'](ctx('/homes-for-sale')))).toBe('pass');
    expect(outcome(() => NAMED_MIDDLEWARE['prevent-root'](ctx('/about')))).toBe('pass');
  });
});

describe('global middleware', () => {
  const [trailingSlash] = GLOBAL_MIDDLEWARE;
  it('strips a trailing slash, keeping the query', () => {
    expect(outcome(() => trailingSlash!(ctx('/listings/?view=map')))).toBe(
      '301 /listings?view=map',
    );
    expect(outcome(() => trailingSlash!(ctx('/')))).toBe('pass');
    expect(outcome(() => trailingSlash!(ctx('/listings')))).toBe('pass');
  });
});

describe('resolveMiddleware', () => {
  it('keeps order and accepts inline functions', () => {
    const inline = () => undefined;
    expect(resolveMiddleware('r', ['guest', inline, 'auth'])).toEqual([
      NAMED_MIDDLEWARE.guest,
      inline,
      NAMED_MIDDLEWARE.auth,
    ]);
  });

  it('throws on an unknown name, and on names inherited from Object.prototype', () => {
    expect(() => resolveMiddleware('profile', ['authenticated'])).toThrow(UnknownMiddlewareError);
    expect(() => resolveMiddleware('profile', ['toString'])).toThrow(
      'Unknown route middleware "toString"',
    );
  });
});
