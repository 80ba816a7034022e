import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import { Link } from 'react-router';
import { PrefetchLink, PrefetchNavLink, plainHref } from './prefetch-link';

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

  it('takes the direct path only for addresses React Router writes unchanged', () => {
    expect(plainHref('/listings/1853')).toBe('/listings/1853');
    expect(plainHref('/sold-house-prices?location=LS1&page=2')).toBe(
      '/sold-house-prices?location=LS1&page=2',
    );
    for (const to of ['/a/./b', '/a/../b', '/a//b', '//evil.example', '/x#y', '/x?', 'x', '/é'])
      expect(plainHref(to), to).toBeNull();
  });
});
