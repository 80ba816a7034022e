import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import { Pagination } from './pagination';

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('Pagination', () => {
  it('links the pages around this one, keeping the other parameters', () => {
    const html = renderWithRouter(
      <Pagination page={5} total={120} pageSize={12} />,
      '/sold-house-prices?location=leeds&page=5',
    );
    // The first and last pages too, and which page of how many.
    expect(links(html)).toEqual([
      '/sold-house-prices?location=leeds&amp;page=4',
      '/sold-house-prices?location=leeds',
      ...[3, 4, 5, 6, 7].map((n) => `/sold-house-prices?location=leeds&amp;page=${n}`),
      '/sold-house-prices?location=leeds&amp;page=10',
      '/sold-house-prices?location=leeds&amp;page=6',
    ]);
    expect(html.replace(/<!-- -->/g, '')).toContain('Page 5 of 10');
  });

  it('offers no page past the last one served, however many results there are', () => {
    const html = renderWithRouter(
      <Pagination page={800} total={12_170} pageSize={12} maxPage={800} />,
      '/sold-house-prices?location=london&page=800',
    );
    expect(html).not.toContain('page=801');
    expect(html).not.toContain('rel="next"');
    expect(links(html)).toContain('/sold-house-prices?location=london&amp;page=799');
  });
});
