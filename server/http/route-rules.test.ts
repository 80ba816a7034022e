import { describe, expect, it } from 'vitest';
import { matchRouteRule } from './route-rules.server';

const rules = {
  '/old': { redirect: { to: '/new', statusCode: 301 as const } },
  '/guides/**': { headers: { 'X-Kind': 'guide' } },
  '/guides/moved': { redirect: { to: 'https://example.org/x', statusCode: 302 as const } },
};

describe('matchRouteRule', () => {
  it('matches exact paths', () => {
    expect(matchRouteRule(rules, '/old')).toEqual({ redirect: { to: '/new', statusCode: 301 } });
    expect(matchRouteRule(rules, '/old/deeper')).toBeNull();
  });

  it('matches a prefix rule for the prefix and everything under it, not for look-alikes', () => {
    expect(matchRouteRule(rules, '/guides')).toEqual({ headers: { 'X-Kind': 'guide' } });
    expect(matchRouteRule(rules, '/guides/a/b')).toEqual({ headers: { 'X-Kind': 'guide' } });
    expect(matchRouteRule(rules, '/guidesx')).toBeNull();
  });

  it('merges prefix headers with an exact redirect', () => {
    expect(matchRouteRule(rules, '/guides/moved')).toEqual({
      headers: { 'X-Kind': 'guide' },
      redirect: { to: 'https://example.org/x', statusCode: 302 },
    });
  });
});
