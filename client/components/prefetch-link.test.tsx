import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import { PrefetchLink, PrefetchNavLink } from './prefetch-link';

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
});
