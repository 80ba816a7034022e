import type { createElement as CreateElement, ReactElement } from 'react';

/** The `<html>` element of a page React rendered, as host elements only (no comments). */
export declare function htmlToElements(
  html: string,
  createElement: typeof CreateElement,
): ReactElement;
