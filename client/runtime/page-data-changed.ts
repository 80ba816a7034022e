/**
 * A change made by a component's own request (not a route form: those forget cached pages as they
 * submit) that leaves the cached pages out of date: the saved searches renamed or deleted on the
 * profile. The app forgets its cached pages when told, so the revalidation after it reads the
 * server's page. Without it, a rename within half a minute of the page's load showed the old name,
 * and a deleted search stayed listed under "Saved search deleted."
 */
const listeners = new Set<() => void>();

/** `listener` runs whenever page data changes; returns how to stop it. */
export function onPageDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Says page data has changed: cached pages are out of date. */
export function pageDataChanged(): void {
  for (const listener of listeners) listener();
}
