import { useEffect, useState } from 'react';
import {
  browserChunkReloadDeps,
  isChunkLoadError,
  reloadForChunkError,
} from '#client/runtime/chunk-reload';

/**
 * For a route error boundary (SPEC §8): a failed page-chunk load reloads the page, at most once
 * per 10 s. True while that reload is under way; false for any other error, and once the guard
 * has held the reload back, so the boundary shows the error screen instead of a loop.
 */
export function useChunkErrorReload(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  const [heldBack, setHeldBack] = useState<unknown>(null);
  useEffect(() => {
    if (!chunkError || reloadForChunkError(error, browserChunkReloadDeps())) return;
    // The guard's answer exists only once the reload was attempted, i.e. after this side effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHeldBack(error);
  }, [error, chunkError]);
  return chunkError && heldBack !== error;
}

export function ChunkReloadNotice() {
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-600">
      Loading the latest version of the site…
    </p>
  );
}
