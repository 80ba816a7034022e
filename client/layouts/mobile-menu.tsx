import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '#client/app/use-hydrated';

const BUTTON =
  'inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-brand-50 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden';
const PANEL =
  'absolute inset-x-0 top-full z-40 border-t border-white/10 bg-brand-900 px-4 pb-4 pt-2 shadow-lg sm:px-6';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
    >
      <path
        strokeWidth="2"
        strokeLinecap="round"
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
      />
    </svg>
  );
}

/**
 * The header's menu on narrow screens: a button with `aria-expanded` that shows and hides
 * `children`, closing on navigation and on Escape. Without JavaScript (and until hydration) the
 * same menu is a `<details>` disclosure, so the links are reachable either way. Place it inside a
 * positioned header: the panel drops below it at full width.
 *
 * Both forms are one tree (a hidden button, then the disclosure) whose attributes change when
 * React takes over: swapping a `<details>` for a `<div>` re-created every link in the panel in a
 * synchronous render right after hydration, the largest part of that render on a phone.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const enhanced = useHydrated();
  const location = useLocation();
  // Open for one location only: following a link closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = enhanced && openAt === location.key;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Focus moving to something outside the menu (Tab past its last link) closes it: the page it
  // covers is where focus went, and a field typed into under the open panel cannot be seen. A tap
  // on nothing focusable (no relatedTarget) leaves it open.
  useEffect(() => {
    const el = wrapper.current;
    if (!el || !open) return;
    const onFocusOut = (e: FocusEvent) => {
      const to = e.relatedTarget;
      if (to instanceof Node && !el.contains(to)) setOpenAt(null);
    };
    el.addEventListener('focusout', onFocusOut);
    return () => el.removeEventListener('focusout', onFocusOut);
  }, [open]);

  return (
    <div
      ref={wrapper}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpenAt(null);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        hidden={!enhanced}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
        className={BUTTON}
      >
        <MenuIcon open={open} />
        Menu
      </button>
      {/* Controlled once enhanced: its summary is hidden and only the button opens it. */}
      <details {...(enhanced ? { open } : {})}>
        <summary hidden={enhanced} className={BUTTON}>
          <MenuIcon open={false} />
          Menu
        </summary>
        <div id={panelId} className={PANEL}>
          {children}
        </div>
      </details>
    </div>
  );
}
