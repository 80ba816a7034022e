import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json';

describe('scriptSafeJson', () => {
  it('cannot close the script element or break the line', () => {
    const out = scriptSafeJson({ title: '</script><script>alert(1)</script>', s: 'a\u2028b' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>', s: 'a\u2028b' });
  });
});
