import { useEffect } from 'react';
import { useBlocker } from 'react-router';

const LEAVE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving asks first: a reload or closed tab through the browser's own prompt, a
 * link inside the admin (another page, the revision history) through a confirm. Before, only the
 * first was guarded, and a click on "Pages" dropped the edits without a word.
 */
export function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
