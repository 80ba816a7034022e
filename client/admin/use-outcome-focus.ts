import { useEffect, useRef } from 'react';
import type { EditorStatus } from './use-page-editor';
import type { SectionSelection } from './section-selection';
import { firstFieldToFix } from './first-field-to-fix';

/** The element that holds the outcome of a save, publish, unpublish or discard. */
export const OUTCOME_ID = 'publish-outcome';

/**
 * Where the focus goes once a save, publish, unpublish or discard has answered (its button was
 * disabled while it ran, which dropped the focus to the page): refused, to the first page field to
 * fix, else the first section named by the refusal (selected, its form opens), else the message;
 * done, to the message, unless the editor has moved on to another control meanwhile.
 * Returns the ref for the page's own fields.
 */
export function useOutcomeFocus(
  status: EditorStatus | null,
  select: (selection: SectionSelection) => void,
) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!status) return;
    const refused = status.tone === 'error';
    const field = refused ? firstFieldToFix(fieldsRef.current) : null;
    const section = refused ? status.issues?.[0] : undefined;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (field) field.focus();
    else if (section) select({ index: section.index, from: 'error' });
    else if (refused || focusLost) document.getElementById(OUTCOME_ID)?.focus();
  }, [status, select]);
  return fieldsRef;
}
