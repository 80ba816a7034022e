import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { CmsModalData } from '#shared/payloads/directory-data';
import { PageSections } from '#sections/page-sections';
import { signInPath, signUpPath } from '#schema/return-path';
import { pathWithoutOneTimeParams } from '#schema/one-time-params';
import { FOCUS_HANDLED } from '#client/app/route-announcer';

interface CmsModalProps {
  content: CmsModalData | null;
  /** Shown when the CMS page is missing. */
  fallbackTitle: string;
  fallbackText: string;
  /** Where "Close" (and Escape) goes: the same page without the gated content. */
  closeTo: string;
  /** The control that opens the modal (the "Map" view link): focus goes back to it on closing. */
  opener?: () => HTMLElement | null;
}

/**
 * The map-access and members-only modals. Server-rendered open, so it works without JavaScript
 * (the links do the work); once hydrated it becomes a real modal dialog: focus moves in, the page
 * behind is inert, Escape closes it.
 */
export function CmsModal({ content, fallbackTitle, fallbackText, closeTo, opener }: CmsModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const back = pathWithoutOneTimeParams(location.pathname, location.search);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    dialog.close();
    dialog.showModal();
    const onCancel = (e: Event) => {
      e.preventDefault();
      void navigate(closeTo, { replace: true, state: FOCUS_HANDLED });
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.close();
      // Closed (Escape, Close): focus was in the dialog and would drop to <body>.
      opener?.()?.focus();
    };
  }, [closeTo, navigate, opener]);

  const button = 'rounded-lg px-4 py-2.5 text-center font-semibold';
  return (
    <div className="fixed inset-0 z-40 bg-slate-900/60" data-modal-backdrop>
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        className="fixed inset-x-4 top-[10vh] z-50 mx-auto max-h-[80vh] w-auto max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="p-6">
          <h2 id={titleId} className="text-xl font-bold">
            {content?.title ?? fallbackTitle}
          </h2>
          <div className="cms-modal-body mt-3 text-slate-700">
            {content?.sections.length ? (
              <PageSections sections={content.sections} compact />
            ) : (
              <p>{fallbackText}</p>
            )}
          </div>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <AppLink
              to={signInPath(back)}
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Sign in
            </AppLink>
            <AppLink
              to={signUpPath(back)}
              className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            >
              Create a free account
            </AppLink>
            <AppLink
              to={closeTo}
              replace
              state={FOCUS_HANDLED}
              className={`${button} text-slate-600 hover:bg-slate-100 sm:ml-auto`}
            >
              Close
            </AppLink>
          </div>
        </div>
      </dialog>
    </div>
  );
}
