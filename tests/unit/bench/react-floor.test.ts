import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { htmlToElements } from '../../../scripts/bench/react-floor.mjs';

/** A page as React writes one: classes, styles, SVG, entities, raw script and style text. */
const page = renderToStaticMarkup(
  createElement(
    'html',
    { lang: 'en-GB' },
    createElement(
      'head',
      null,
      createElement('meta', { charSet: 'utf-8' }),
      createElement('style', { dangerouslySetInnerHTML: { __html: 'a>b{color:red}' } }),
    ),
    createElement(
      'body',
      { className: 'min-h-screen' },
      createElement(
        'a',
        { href: '/listings?location=leeds&type=flats', style: { gridArea: 'a', '--gap': '2px' } },
        'Flats in Leeds & “Kirkstall” <new>',
      ),
      createElement(
        'svg',
        { viewBox: '0 0 24 24', 'aria-hidden': 'true' },
        createElement('path', { d: 'M0 0h24v24H0z', strokeWidth: 2 }),
      ),
      createElement(
        'select',
        { name: 'order', defaultValue: 'newest' },
        createElement('option', { value: '' }, 'Soonest'),
        createElement('option', { value: 'newest' }, 'Newest'),
      ),
      createElement('input', { type: 'checkbox', defaultChecked: true, disabled: true }),
      createElement('p', { hidden: true }, 'It’s 5 > 4'),
      createElement('script', {
        type: 'application/json',
        dangerouslySetInnerHTML: { __html: '{"a":"<\\/b>"}' },
      }),
    ),
  ),
);

describe("React's floor for a page (npm run bench)", () => {
  it('renders the same markup again from host elements alone', () => {
    const root = htmlToElements(page, createElement);
    expect(renderToStaticMarkup(root)).toBe(page);
  });

  it('drops the comments React marks text and Suspense boundaries with', () => {
    const marked = page.replace('<body', '<!--$--><body').replace('Newest<', 'Newest<!-- --><');
    expect(renderToStaticMarkup(htmlToElements(marked, createElement))).toBe(page);
  });

  it('refuses a response that is not an HTML page', () => {
    expect(() => htmlToElements('{"items":[]}', createElement)).toThrow(/not an HTML page/);
  });
});
