/**
 * After a form's answer: focus on its first field refused (`aria-invalid`), else on what was said
 * about it, so a keyboard or screen-reader user lands where there is something to read or mend.
 */
export function focusFirstRefused(form: HTMLFormElement | null, said: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  (invalid ?? said)?.focus();
}
