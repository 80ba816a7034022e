import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFields } from './page-fields';
import type { DraftDocument } from './preview-pane';

/**
 * The page form's Layout select showed "(none)" for a page on the default layout (its document
 * leaves the layout unset), beside the bare values "default" and "landing". It names the default
 * layout, selected, and each layout as the new-page form does.
 */
const selectedLayout = (doc: Partial<DraftDocument>) => {
  const html = renderToStaticMarkup(
    <PageFields
      doc={{ slug: 'x', title: 'Selling', sections: [], ...doc } as DraftDocument}
      errors={{}}
      onChange={() => {}}
    />,
  );
  const select = /<select[^>]*id="page-layout"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '';
  const options = [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
  const selected = /<option[^>]*selected=""[^>]*>([^<]*)</.exec(select)?.[1];
  return { options, selected };
};

describe('the page form’s Layout select', () => {
  it('names the default layout, selected, when the page leaves it unset', () => {
    const { options, selected } = selectedLayout({});
    expect(options).toEqual(['Default (header, centred column, footer)', 'Landing (full width)']);
    expect(selected).toBe('Default (header, centred column, footer)');
  });

  it('shows a landing page’s layout by its name', () => {
    expect(selectedLayout({ layout: 'landing' }).selected).toBe('Landing (full width)');
  });
});
