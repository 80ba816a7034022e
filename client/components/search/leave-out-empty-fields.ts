import type { FormEvent } from 'react';

/**
 * Blank fields stay out of the URL (`?location=leeds`, not `?search=&location=leeds&radius=…`):
 * disabled controls are not submitted. They are enabled again once the navigation has read them.
 */
export function leaveOutEmptyFields(event: FormEvent<HTMLFormElement>) {
  const blank = [...event.currentTarget.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) &&
      el.name !== '' &&
      !el.disabled &&
      el.value === '',
  );
  for (const el of blank) el.disabled = true;
  setTimeout(() => {
    for (const el of blank) el.disabled = false;
  }, 0);
}
