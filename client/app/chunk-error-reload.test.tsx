import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RootErrorBoundary } from './root-shell';

/** The root route's error boundary showing `error` (server render: effects do not run). */
function renderBoundary(error: unknown): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', Component: () => null, ErrorBoundary: RootErrorBoundary }],
    { hydrationData: { loaderData: {}, errors: { root: error } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe('route error boundary', () => {
  it('a failed page-chunk load shows the reload notice, not the error screen', () => {
    const html = renderBoundary(
      new TypeError('Failed to fetch dynamically imported module: /assets/admin-app-x.js'),
    );
    expect(html).toContain('Loading the latest version of the site');
    expect(html).not.toContain('Go Home');
  });

  it('any other error shows the error screen', () => {
    const html = renderBoundary(new Error('Cannot read properties of undefined'));
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Go Home');
    expect(html).not.toContain('Loading the latest version');
  });
});
