import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a page was sent to say on arrival (after a redirect: signed out, the account deleted). Focus
 * goes to it as the page starts: a status already in the page when it loads is not read out by
 * screen readers, and focus was left on the page itself.
 */
export function ArrivalMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="mb-5 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {children}
    </p>
  );
}
