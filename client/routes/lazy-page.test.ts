import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '#client/runtime/chunk-reload';
import { pageFromModule } from './lazy-page';

const Page = () => null;

describe('lazy pages', () => {
  it("resolve to the module's page component", async () => {
    const mod = await pageFromModule(
      async () => ({ AdminApp: Page }),
      (m) => m.AdminApp,
      'admin',
    );
    expect(mod.default).toBe(Page);
  });

  it('a module Vite resolved to undefined (its preload error was prevented) is a chunk error', async () => {
    const load = async () => undefined as unknown as { AdminApp: typeof Page };
    const error = await pageFromModule(load, (m) => m.AdminApp, 'admin').catch((e) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(String(error)).toContain('admin page chunk did not load');
  });

  it('a failed import keeps its own error (the boundary recognises it)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    await expect(
      pageFromModule(
        () => Promise.reject(failure),
        () => Page,
        'admin',
      ),
    ).rejects.toBe(failure);
  });
});
