import { useEffect, useRef, useState } from 'react';

/**
 * A tab stop for a box that scrolls sideways (a phone's strip of photos), so a keyboard can
 * scroll it with the arrows, and none where it does not scroll (the same photos as a grid on a
 * desktop, or one photo), where a stop that does nothing only adds a Tab. The server's page keeps
 * the stop (it cannot measure); after hydration it follows the box's size.
 */
export function useScrollTabStop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls ? 0 : undefined] as const;
}
