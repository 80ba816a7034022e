import { describe, expect, it } from 'vitest';
import { SafeHrefSchema } from './safe-href';
import { isBlockedHref } from './href-rules';

describe('safe links', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,x',
    'blob:https://x/y',
    'vbscript:msgbox',
  ])('blocks %s', (href) => {
    expect(isBlockedHref(href)).toBe(true);
    expect(SafeHrefSchema.safeParse(href).success).toBe(false);
  });

  it.each([
    '/listings?search=leeds',
    '#top',
    'https://www.gov.uk/',
    'mailto:help@example.co.uk',
    'tel:+441234567890',
    'about',
  ])('accepts %s', (href) => {
    expect(SafeHrefSchema.safeParse(href).success).toBe(true);
  });

  it.each(['www.rightmove.co.uk', 'rightmove.co.uk/property-for-sale', 'example.com'])(
    'asks for https:// before another site’s address: %s',
    (href) => {
      const r = SafeHrefSchema.safeParse(href);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(
        'another site’s address must start with https:// (a page of this site starts with /)',
      );
    },
  );

  it('rejects other schemes with a clear message', () => {
    const r = SafeHrefSchema.safeParse('ftp://files.example.com/a');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'must be a site path or an http(s), mailto or tel link',
    );
  });
});
