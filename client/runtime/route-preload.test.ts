import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { installChunkReload } from './chunk-reload';
import { createRoutePreloader } from './route-preload';

const Plain = () => null;

function routes(preload: () => Promise<unknown>): RouteObject[] {
  const Lazy = Object.assign(() => null, { preload });
  return [
    {
      id: 'root',
      Component: Plain,
      children: [
        { id: 'listings', path: '/listings', Component: Plain },
        { id: 'admin', path: '/admin/*', Component: Lazy },
      ],
    },
  ];
}

describe('createRoutePreloader', () => {
  it('loads the chunk of a lazy page the path matches, nothing for bundled pages', async () => {
    const preload = vi.fn(async () => undefined);
    const load = createRoutePreloader(routes(preload));
    await load('/listings');
    await load('/nowhere');
    expect(preload).not.toHaveBeenCalled();
    await load('/admin/pages/3');
    expect(preload).toHaveBeenCalledOnce();
  });

  it('a chunk that fails to preload rejects, and does not reload the page', async () => {
    const win = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
    const stored = new Map<string, string>();
    const uninstall = installChunkReload({
      win,
      storage: () => ({
        getItem: (k) => stored.get(k) ?? null,
        setItem: (k, v) => stored.set(k, v),
      }),
    });
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const preload = async () => {
      // What Vite's import wrapper does before rethrowing.
      win.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: failure }));
      throw failure;
    };
    await expect(createRoutePreloader(routes(preload))('/admin')).rejects.toBe(failure);
    expect(win.location.reload).not.toHaveBeenCalled();
    uninstall();
  });
});
