import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it('cannot close the script element or break the line', () => {
    const out = scriptSafeJson({ title: '</script><script>alert(1)</script>', s: 'a\u2028b' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>', s: 'a\u2028b' });
  });

  it('escapes every `<` and both line separators in any value, and reads back as the same value', () => {
    const text = fc.string({
      unit: fc.constantFrom('<', '!', '-', '/', 'a', '\u2028', '\u2029', '"', '\\', 'é'),
    });
    fc.assert(
      fc.property(
        fc.jsonValue({ stringUnit: 'binary', maxDepth: 4, depthSize: 'small' }),
        text,
        (value, extra) => {
          const input = { value, extra };
          const out = scriptSafeJson(input);
          expect(out).not.toMatch(/[<\u2028\u2029]/);
          expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(input)));
        },
      ),
    );
    // A hundred generated values: a few seconds on a loaded two-core machine, not 5.
  }, 30_000);
});
