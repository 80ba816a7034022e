import { describe, expect, it } from 'vitest';

describe('zod without new Function (CSP)', () => {
  it('zod reads the jitless switch the entry sets, so no schema probes for eval', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        probed = true;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const Schema = z.object({ a: z.string(), b: z.number() });
      for (let i = 0; i < 3; i++) expect(Schema.parse({ a: 'x', b: i })).toEqual({ a: 'x', b: i });
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(false);
  });
});
