import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_LOTS, resultFigures } from '#schema/auction-results';
import { ResultFiguresList } from './result-figures';

/** Each figure as "label: value (note)", in order. */
const tiles = (counts: Partial<typeof NO_LOTS>) =>
  [
    ...renderToStaticMarkup(
      <ResultFiguresList figures={resultFigures({ ...NO_LOTS, ...counts })} />,
    ).matchAll(
      /<div[^>]*><dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>(?:<dd[^>]*>(.*?)<\/dd>)?<\/div>/g,
    ),
  ].map(([, label, value, note]) => `${label}: ${value}${note ? ` (${note})` : ''}`);

describe('an auction’s result figures', () => {
  it('while a lot awaits its result, the tiles add up to the lots offered and the rate says how few it rests on', () => {
    // The seed's auction 691: lot 1 awaiting, lot 2 sold for £94,000.
    const shown = tiles({ lots: 2, sold: 1, awaiting: 1, raised: 94_000 });
    expect(shown).toContain('Lots offered: 2');
    expect(shown).toContain('Awaiting result: 1');
    expect(shown).toContain('Sold rate: 100% (of 1 lot with a result)');
  });

  it('with every result in, no awaiting tile, and the rate names its lots', () => {
    const shown = tiles({ lots: 10, sold: 6, unsold: 3, withdrawn: 1 });
    expect(shown.some((t) => t.startsWith('Awaiting result'))).toBe(false);
    expect(shown).toContain('Sold rate: 67% (of 9 lots with a result)');
  });

  it('a sale whose every lot was withdrawn has no rate because nothing was offered, not because results are to come', () => {
    expect(tiles({ lots: 2, withdrawn: 2 })).toContain('Sold rate: — (No lot was offered)');
    expect(tiles({ lots: 2, awaiting: 2 })).toContain('Sold rate: — (No results yet)');
    // Found by a walk: the money said "No results yet" of a sale whose result is final.
    expect(tiles({ lots: 2, withdrawn: 2 })).toContain('Total raised: — (No lot was offered)');
  });

  it('no money raised before a lot has sold: “£0” read as nothing sold', () => {
    expect(tiles({ lots: 7, awaiting: 7 })).toContain('Total raised: — (No results yet)');
    expect(tiles({ lots: 3, unsold: 3 })).toContain('Total raised: — (No lot sold)');
    expect(tiles({ lots: 2, sold: 1, awaiting: 1, raised: 94_000 })).toContain(
      'Total raised: £94,000',
    );
  });
});
