/**
 * `react` in the browser build (decision 061): Preact's compatibility layer, plus the one React 19
 * hook React Router imports that it lacks. The server renders with React itself.
 */
// Preact types compat as `export =`, which `export *` cannot re-export; the bundle reads the
// module's ES exports, and the app's own code is typed against React's names.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider reads `useOptimistic` on every render but calls its setter only when
 * it is given `useTransitions`, which this app never passes: the state is always the one it holds.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}
