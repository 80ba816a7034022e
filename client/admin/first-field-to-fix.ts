/** What a group's error is usually about: something to write (a text), else a choice. */
const TO_WRITE = 'textarea, input:not([type="checkbox"]):not([type="radio"])';
const CONTROLS = 'input, select, textarea';

/**
 * The first control in `root` an error names: a field marked invalid, or, for an error about a
 * group as a whole ("Write some text"), the group's first text to write (else its first control).
 * None: null.
 */
export function firstFieldToFix(root: ParentNode | null | undefined): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-group-error]');
  if (!first || first.matches('[aria-invalid="true"]')) return first ?? null;
  const after = (selector: string) =>
    [...(first.parentElement?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
      (c) => first.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  return after(TO_WRITE) ?? after(CONTROLS) ?? null;
}
