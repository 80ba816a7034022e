import type { ComponentType } from 'react';
import { ChunkLoadError } from '#client/runtime/chunk-reload';

/**
 * The module's page component. Vite resolves a failed import to `undefined` when its preload-error
 * listener prevented the error (chunk-reload.ts does so when it starts a reload): report a chunk
 * error, so the route error boundary shows the reload notice rather than a TypeError.
 */
export async function pageFromModule<M, C = ComponentType>(
  load: () => Promise<M>,
  pick: (mod: M) => C,
  name: string,
): Promise<{ default: C }> {
  const mod = (await load()) as M | undefined;
  if (!mod) throw new ChunkLoadError(`The ${name} page chunk did not load`);
  return { default: pick(mod) };
}
