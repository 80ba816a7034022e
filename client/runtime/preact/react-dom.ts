/** `react-dom` in the browser build (decision 061): Preact's compatibility layer. */
// Preact types compat as `export =`, which `export *` cannot re-export; the bundle reads the
// module's ES exports, and the app's own code is typed against React's names.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React DOM's resource hint. It matters on the server, where React writes the page's largest image
 * into the head ahead of the scripts. In the browser the image element it names is already in the
 * page being rendered and loads at high priority by itself, so there is nothing left to hint.
 */
export function preload(_href: string, _options?: unknown): void {}
