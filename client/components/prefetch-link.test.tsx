import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import { Link, NavLink, type NavLinkProps } from 'react-router';
import { AppLink, PrefetchLink, PrefetchNavLink, plainHref } from './prefetch-link';

describe('PrefetchLink', () => {
  it('server-renders a plain crawlable link (no prefetch attribute, no script needed)', () => {
    const html = renderWithRouter(
      <PrefetchLink to="/listings?search=leeds" prefetch="intent" className="card-link">
        Lots in Leeds
      </PrefetchLink>,
    );
    expect(html).toMatch(/<a [^>]*href="\/listings\?search=leeds"[^>]*>Lots in Leeds<\/a>/);
    expect(html).toContain('class="card-link"');
    expect(html).not.toContain('prefetch');
  });

  it('the nav variant keeps NavLink’s active state', () => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    const html = renderWithRouter(
      <nav>
        <PrefetchNavLink to="/listings" className={className}>
          Lots
        </PrefetchNavLink>
        <PrefetchNavLink to="/articles" className={className}>
          Guides
        </PrefetchNavLink>
      </nav>,
      '/listings',
    );
    expect(html).toMatch(/<a aria-current="page" class="on" href="\/listings"/);
    expect(html).toMatch(/<a class="off" href="\/articles"/);
  });

  it('writes on the server exactly the markup React Router’s Link writes, for plain and other addresses', () => {
    const cases = [
      { to: '/' },
      { to: '/listings/1853', className: 'after:absolute hover:underline' },
      { to: '/login?redirect=%2Flistings%2F1853', 'aria-label': 'Sign in to watch' },
      { to: '/listings?location=leeds&type=house&order_by=price_asc', target: '_blank' },
      { to: '/auctioneers/28', reloadDocument: true, replace: true, state: { a: 1 } },
      { to: '/articles/', discover: 'none' as const, title: "O'Brien & co" },
      { to: '/locations/west-yorkshire/leeds', preventScrollReset: true, viewTransition: true },
      // Not plain: React Router resolves these (dots, doubled slash, hash, relative, object).
      { to: '/a/./b/../c' },
      { to: '/a//b' },
      { to: '/listings#results' },
      { to: '/listings?' },
      { to: 'relative/path' },
      { to: { pathname: '/listings', search: '?x=1' } },
    ];
    for (const { to, ...rest } of cases) {
      const ours = renderWithRouter(
        <PrefetchLink to={to} {...rest}>
          text
        </PrefetchLink>,
        '/listings/7',
      );
      const theirs = renderWithRouter(
        <Link to={to} {...rest}>
          text
        </Link>,
        '/listings/7',
      );
      expect(ours, JSON.stringify(to)).toBe(theirs);
    }
  });

  it('the nav variant writes on the server exactly what NavLink writes, active or not', () => {
    const byState = ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
      `nav ${isActive ? 'on' : 'off'} ${isPending ? 'wait' : ''}`;
    const cases: [string, Omit<NavLinkProps, 'prefetch'>][] = [
      ['/listings/7', { to: '/listings' }],
      ['/listings/7', { to: '/listings', end: true }],
      ['/listings', { to: '/listings?location=leeds', className: 'plain' }],
      ['/listings', { to: '/LISTINGS' }],
      ['/listings', { to: '/LISTINGS', caseSensitive: true }],
      ['/listings-map', { to: '/listings' }],
      ['/listings/7', { to: '/' }],
      ['/', { to: '/', className: byState }],
      [
        '/articles/x',
        { to: '/articles/', style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) },
      ],
      [
        '/profile',
        {
          to: '/profile',
          'aria-current': 'true',
          children: ({ isActive }) => (isActive ? 'You' : 'Account'),
        },
      ],
      ['/login', { to: '/login?redirect=%2Flistings', className: byState, title: 'Sign in' }],
      // Not plain: NavLink itself.
      ['/a/c', { to: '/a/./b/../c' }],
      ['/listings', { to: { pathname: '/listings' } }],
    ];
    for (const [at, { children = 'text', ...props }] of cases) {
      const ours = renderWithRouter(<PrefetchNavLink {...props}>{children}</PrefetchNavLink>, at);
      const theirs = renderWithRouter(<NavLink {...props}>{children}</NavLink>, at);
      expect(ours, `${JSON.stringify(props.to)} at ${at}`).toBe(theirs);
    }
  });

  it('the prefetch-free Link writes on the server what React Router’s Link writes', () => {
    for (const to of ['/listings?page=2', '/locations/england', '/x#y', '../up']) {
      const ours = renderWithRouter(
        <AppLink to={to} className="chip">
          text
        </AppLink>,
        '/listings/7',
      );
      const theirs = renderWithRouter(
        <Link to={to} className="chip">
          text
        </Link>,
        '/listings/7',
      );
      expect(ours, to).toBe(theirs);
    }
  });

  it('takes the direct path only for addresses React Router writes unchanged', () => {
    expect(plainHref('/listings/1853')).toBe('/listings/1853');
    expect(plainHref('/sold-house-prices?location=LS1&page=2')).toBe(
      '/sold-house-prices?location=LS1&page=2',
    );
    for (const to of ['/a/./b', '/a/../b', '/a//b', '//evil.example', '/x#y', '/x?', 'x', '/é'])
      expect(plainHref(to), to).toBeNull();
  });
});
