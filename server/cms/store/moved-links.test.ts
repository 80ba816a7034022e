import { describe, expect, it } from 'vitest';
import { movedHref, withMovedLinks } from './moved-links';

describe('links to a moved page', () => {
  it('the old path, with a trailing slash, a query or a fragment, leads to the new one', () => {
    expect(movedHref('/sell', '/sell', '/guides/selling')).toBe('/guides/selling');
    expect(movedHref('/sell/', '/sell', '/guides/selling')).toBe('/guides/selling');
    expect(movedHref('/sell#fees', '/sell', '/guides/selling')).toBe('/guides/selling#fees');
    expect(movedHref('/sell?ref=x', '/sell', '/guides/selling')).toBe('/guides/selling?ref=x');
  });

  it('another page, below the old path or sharing its start, keeps its link', () => {
    expect(movedHref('/sell/fees', '/sell', '/guides/selling')).toBeNull();
    expect(movedHref('/selling', '/sell', '/guides/selling')).toBeNull();
    expect(movedHref('https://example.com/sell', '/sell', '/guides/selling')).toBeNull();
  });

  it('changes every href in a document and nothing else', () => {
    const doc = { title: '/sell', sections: [{ ctas: [{ label: '/sell', href: '/sell' }] }] };
    expect(withMovedLinks(doc, '/sell', '/s')).toEqual({
      doc: { title: '/sell', sections: [{ ctas: [{ label: '/sell', href: '/s' }] }] },
      changed: 1,
    });
  });
});
