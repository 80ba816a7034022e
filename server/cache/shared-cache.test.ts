import { describe } from 'vitest';
import { sharedCacheContract } from '../../tests/helpers/shared-cache-contract';
import { createMemoryHub, createMemorySharedCache } from './shared-cache';

describe('in-memory shared cache', () => {
  sharedCacheContract(async () => {
    let now = 0;
    const hub = createMemoryHub();
    const clock = () => now;
    return {
      a: createMemorySharedCache({ hub, now: clock }),
      b: createMemorySharedCache({ hub, now: clock }),
      expire: async (ms) => {
        now += ms;
      },
    };
  });
});
