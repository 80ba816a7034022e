import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OtherNamesakes } from './place-summary';

/** "Another Newport?" lists every other place of the name; past ten, says how to reach the rest. */
const newports = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    label: 'Newport',
    context: `County ${i + 1}`,
    value: `Newport, County ${i + 1}`,
  }));

const render = (n: number) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/listings?location=Newport']}>
      <OtherNamesakes places={newports(n)} className="" />
    </MemoryRouter>,
  ).replace(/<[^>]+>/g, '');

describe('the other places of a name', () => {
  it('links every one of five', () => {
    const text = render(5);
    for (let i = 1; i <= 5; i++) expect(text).toContain(`Newport (County ${i})`);
    expect(text).not.toContain('more share the name');
  });

  it('links ten of twelve and says how to reach the other two', () => {
    const text = render(12);
    expect(text).toContain('Newport (County 10)');
    expect(text).not.toContain('Newport (County 11)');
    expect(text).toContain(
      '2 more share the name: type the county after it, as “Newport, County 1”.',
    );
  });
});
