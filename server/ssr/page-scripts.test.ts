import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_ELEMENT_ID, PAGE_SCRIPTS_LOADER, type PageScripts } from './page-scripts';

/**
 * The loader runs against a stand-in for the browser's document, frames and timers, so the test
 * can say when the page's scripts are requested: what the head holds after each step.
 */
function browser(visibility: 'visible' | 'hidden', scripts: PageScripts) {
  const head: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    visibilityState: visibility,
    head: {
      appendChild(el: { rel?: string; href?: string; type?: string; src?: string }) {
        head.push(el.rel ? `${el.rel} ${el.href}` : `script ${el.type} ${el.src}`);
      },
    },
    createElement: () => ({}),
    getElementById: (id: string) =>
      id === PAGE_SCRIPTS_ELEMENT_ID ? { textContent: JSON.stringify(scripts) } : null,
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', PAGE_SCRIPTS_LOADER)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void) => timers.push(run),
  );
  return {
    head,
    frame: () => frames.splice(0).forEach((run) => run()),
    timers: () => timers.splice(0).forEach((run) => run()),
    hide: () => listeners.visibilitychange?.(),
  };
}

const SCRIPTS = { entry: '/assets/entry.js', preload: ['/assets/app.js', '/assets/page.js'] };
const LOADED = [
  'modulepreload /assets/app.js',
  'modulepreload /assets/page.js',
  'script module /assets/entry.js',
];

describe('the page-scripts loader (decision 059)', () => {
  it('requests nothing until the first frame is drawn, then the preloads and the entry last', () => {
    const page = browser('visible', SCRIPTS);
    expect(page.head).toEqual([]);
    page.frame(); // the frame is being drawn: still nothing
    expect(page.head).toEqual([]);
    page.timers(); // after it
    expect(page.head).toEqual(LOADED);
  });

  it('loads once, even when the tab is hidden after the frame', () => {
    const page = browser('visible', SCRIPTS);
    page.frame();
    page.timers();
    page.hide();
    expect(page.head).toEqual(LOADED);
  });

  it('loads at once in a hidden tab, which draws no frames', () => {
    expect(browser('hidden', SCRIPTS).head).toEqual(LOADED);
  });

  it('loads when a visible tab is hidden before its first frame', () => {
    const page = browser('visible', SCRIPTS);
    page.hide();
    expect(page.head).toEqual(LOADED);
    page.frame();
    page.timers();
    expect(page.head).toEqual(LOADED);
  });
});
