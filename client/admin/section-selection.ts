/**
 * Which section the editor is working on, and where it was chosen (so the other side follows):
 * `error` is a publish refused over it, whose form opens on its first field to fix.
 */
export interface SectionSelection {
  index: number;
  from: 'preview' | 'form' | 'error';
}

/** The nearest ancestor that scrolls on its own (the editor's sticky preview column), if any. */
function scrollingAncestor(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight)
      return p;
  }
  return null;
}

/**
 * Scrolls the preview column so a section (inside the preview frame) is in view. Only a column
 * that scrolls on its own moves: on a narrow screen the preview sits below the forms, and the
 * window must not jump away from the form being edited.
 */
export function revealInPane(section: HTMLElement) {
  const frame = section.ownerDocument.defaultView?.frameElement;
  if (!(frame instanceof HTMLElement)) return;
  const pane = scrollingAncestor(frame);
  if (!pane) return;
  const scale = frame.offsetHeight ? frame.getBoundingClientRect().height / frame.offsetHeight : 1;
  const paneBox = pane.getBoundingClientRect();
  const box = section.getBoundingClientRect();
  const top = frame.getBoundingClientRect().top - paneBox.top + box.top * scale;
  const bottom = top + box.height * scale;
  if (top >= 0 && bottom <= pane.clientHeight) return;
  pane.scrollTo({ top: pane.scrollTop + top - 16, behavior: 'smooth' });
}
