import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#shared/payloads/root-data';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
