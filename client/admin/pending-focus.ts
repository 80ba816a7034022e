import { useLayoutEffect, useRef } from 'react';

/** What `place` says of a pending focus: where it goes, or to wait for a later render. */
export type FocusTarget = HTMLElement | null | undefined | 'wait';

/**
 * Focus that follows a change of a list once the list shows it (a section or item moved, added or
 * removed): call the returned function with where it should go, and `place` finds the element
 * after the next render (or returns 'wait' until the render that shows it). A layout effect, so
 * the focus moves in the same task as the list: an effect runs a frame later, and a focus taken
 * in that frame (a click, a Tab, the next key) was pulled back, or the next key met nothing.
 */
export function usePendingFocus<T>(place: (pending: T) => FocusTarget): (to: T) => void {
  const pending = useRef<{ to: T } | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    const target = place(pending.current.to);
    if (target === 'wait') return;
    pending.current = null;
    target?.focus();
  });
  return (to: T) => {
    pending.current = { to };
  };
}
