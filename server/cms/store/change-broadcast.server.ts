import type { Logger } from 'pino';
import { ALL_NAMESPACES, type SharedCache } from '#server/cache/shared-cache';
import { CMS_CACHE_NAMESPACE } from './cms-reader.server';
import { CmsChangeSchema, type CmsChange } from './cms-store.server';

/**
 * Makes a CMS change reach every instance: the store's onChange first invalidates the shared
 * cache's CMS entries (so no instance reads the old copy from it), then applies the change to
 * this process's caches; the other instances apply the change they are told about. A message
 * that is not a change we know, or a reconnect after which messages may have been missed,
 * drops everything.
 */
export function shareCmsChanges({
  shared,
  apply,
  logger,
}: {
  shared: SharedCache | undefined;
  apply: (change: CmsChange) => void;
  logger?: Logger | undefined;
}): (change: CmsChange) => Promise<void> {
  shared?.onInvalidate((namespace, detail) => {
    if (namespace !== CMS_CACHE_NAMESPACE && namespace !== ALL_NAMESPACES) return;
    const change = CmsChangeSchema.safeParse(detail);
    if (namespace === CMS_CACHE_NAMESPACE && !change.success)
      logger?.warn({ detail }, 'unknown CMS change from another instance; dropping every copy');
    apply(change.success ? change.data : { kind: 'everything' });
  });
  return async (change) => {
    await shared?.invalidate(CMS_CACHE_NAMESPACE, change);
    apply(change);
  };
}
