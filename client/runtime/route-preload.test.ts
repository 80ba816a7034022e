import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { installChunkReload } from './chunk-reload';
import { createRoutePreloader, resolveLazyMatches } from './route-preload';

const Plain = () => null;

function routes(preload: () => Promise<unknown>): RouteObject[] {
  const Component = async () => {
    await preload();
    return Plain;
  };
  return [
    {
      id: 'root',
      Component: Plain,
      children: [
        { id: 'listings', path: '/listings', Component: Plain },
        { id: 'admin', path: '/admin/*', lazy: { Component } },
      ],
    },
  ];
}

describe('createRoutePreloader', () => {
  it('loads the chunk of a lazy page the path matches, nothing for loaded pages', async () => {
    const preload = vi.fn(async () => undefined);
    const load = createRoutePreloader(routes(preload));
    await load('/listings');
    await load('/nowhere');
    expect(preload).not.toHaveBeenCalled();
    await load('/admin/pages/3');
    expect(preload).toHaveBeenCalledOnce();
  });

  it('matches each path in a task of its own, so a page of links on screen is no long task', async () => {
    const preload = vi.fn(async () => undefined);
    const load = createRoutePreloader(routes(preload));
    const loads = ['/admin/a', '/admin/b', '/admin/c'].map(load);
    await Promise.resolve();
    expect(preload).not.toHaveBeenCalled(); // nothing matched in the caller's task
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalled();
    await Promise.all(loads);
    expect(preload).toHaveBeenCalledTimes(3);
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

describe('resolveLazyMatches', () => {
  it('puts the matched page on its route before hydration, leaves the others lazy', async () => {
    const preload = vi.fn(async () => undefined);
    const tree = routes(preload);
    expect(await resolveLazyMatches(tree, '/admin/pages')).toBe(true);
    const [admin] = tree[0]!.children!.filter((r) => r.id === 'admin');
    expect(admin!.Component).toBe(Plain);
    expect(admin!.lazy).toBeUndefined();
    expect(preload).toHaveBeenCalledOnce();
    const other = routes(preload);
    await resolveLazyMatches(other, '/listings');
    expect(other[0]!.children![1]!.lazy).toBeDefined();
  });

  it('leaves a page whose chunk fails lazy (the router loads it again under the reload guard)', async () => {
    const tree = routes(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(resolveLazyMatches(tree, '/admin')).resolves.toBe(false);
    const [admin] = tree[0]!.children!.filter((r) => r.id === 'admin');
    expect(admin!.lazy).toBeDefined();
    expect(admin!.Component).toBeUndefined();
  });
});
