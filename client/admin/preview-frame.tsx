import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_ROOT_ID } from '#shared/routes/preview-frame';

/** The widths an editor previews at: a phone, a tablet, a laptop (the site's own breakpoints apply). */
export const PREVIEW_WIDTHS = [375, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** How much a frame `width` px wide must shrink to fit a pane `available` px wide (never grows). */
export const fitScale = (available: number, width: number) =>
  available > 0 ? Math.min(1, available / width) : 1;

/**
 * The frame's document once loaded, with the editor's linked stylesheets it lacks copied in (it
 * links the site's own; the page inlines that one, decision 055).
 */
function frameRoot(frame: HTMLIFrameElement): HTMLElement | null {
  const doc = frame.contentDocument;
  const root = doc?.getElementById(PREVIEW_FRAME_ROOT_ID);
  if (!doc || !root) return null;
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (!linked.has(link.href)) doc.head.append(doc.importNode(link, false));
  return root;
}

/**
 * An iframe `width` px wide, so the site's media queries see that width, scaled down to fit the
 * pane. It loads an empty same-origin document with no script; `children` are rendered into it
 * from this window (a portal), so React state and events stay the editor's.
 */
export function PreviewFrame({
  width,
  title,
  children,
}: {
  width: PreviewWidth;
  title: string;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(0);
  const [height, setHeight] = useState(600);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const attach = () => setRoot(frameRoot(frame));
    attach();
    frame.addEventListener('load', attach);
    return () => frame.removeEventListener('load', attach);
  }, []);

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    const observer = new ResizeObserver(() => setAvailable(pane.clientWidth));
    observer.observe(pane);
    return () => observer.disconnect();
  }, []);

  // The frame is as tall as its content, so the pane (not the frame) scrolls.
  useEffect(() => {
    const view = root?.ownerDocument.defaultView;
    if (!root || !view) return;
    const observer = new view.ResizeObserver(() =>
      setHeight(Math.max(200, Math.ceil(root.getBoundingClientRect().height))),
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [root]);

  const scale = fitScale(available, width);
  // Out of the flow (absolute), the frame's width never widens the editor's column.
  const left = Math.max(0, (available - width * scale) / 2);
  return (
    <div
      ref={paneRef}
      className="relative w-full overflow-hidden bg-slate-100"
      style={{ height: height * scale }}
    >
      <iframe
        ref={frameRef}
        src={PREVIEW_FRAME_PATH}
        title={title}
        sandbox="allow-same-origin"
        data-testid="preview-frame"
        data-width={width}
        className="absolute top-0 block origin-top-left border-0 bg-white"
        style={{ left, width, height, transform: `scale(${scale})` }}
      />
      {root ? createPortal(children, root) : null}
    </div>
  );
}
