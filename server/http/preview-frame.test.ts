import { describe, expect, it } from 'vitest';
import { previewFrameCsp } from './preview-frame.server';

const SITE =
  "default-src 'self';script-src 'self' 'nonce-abc' https://t.example;style-src 'self';img-src 'self' data: https://maps.example;form-action 'self';frame-ancestors 'none';upgrade-insecure-requests";

describe('previewFrameCsp', () => {
  const csp = previewFrameCsp(SITE).split(';');

  it('allows no script, no form submission, and framing by this site only', () => {
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp.filter((d) => /^(script-src|form-action|frame-ancestors) /.test(d))).toHaveLength(3);
    expect(csp.join(';')).not.toContain('nonce-');
  });

  it('keeps every other directive of the site as it is', () => {
    expect(csp).toContain("img-src 'self' data: https://maps.example");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
