import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and during hydration, true after: for parts that only work in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
