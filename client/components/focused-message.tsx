import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A message said in place of what the visitor acted on, which takes focus when `focus` is true: a
 * status already in the page when it loads is not read out by screen readers, and focus left on a
 * control that is gone falls to the page. The sign-in page arriving after "Sign out" or a deleted
 * account; a watch refused as the lot has sold, where its button was.
 */
export function FocusedMessage({
  id,
  focus = true,
  className,
  children,
}: {
  id?: string;
  focus?: boolean;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Not from a visitor already elsewhere (typing their e-mail address as the page's scripts
    // arrived): only where focus was lost to the page.
    const active = document.activeElement;
    if (focus && (active === null || active === document.body)) ref.current?.focus();
  }, [focus]);
  return (
    <p ref={ref} id={id} role="status" tabIndex={-1} className={className}>
      {children}
    </p>
  );
}
