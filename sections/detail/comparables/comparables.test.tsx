import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import { ComparablesDetailSchema } from './schema';
import { Comparables } from './comparables';
import { TEST_COMPARABLES } from './test-comparables';

const section = ComparablesDetailSchema.parse({ type: 'comparables', id: 'c' });
const render = (data: Parameters<typeof Comparables>[0]['data']) =>
  renderWithRouter(<Comparables {...section} data={data} />);

describe('comparable sales', () => {
  it('say which area and period the figures cover, and what the range is', () => {
    const html = render({ ...TEST_COMPARABLES, widenedFrom: null, count: 1 });
    expect(html).toContain('1 sale of houses in LS6 in the last 24 months');
    expect(html).toContain('25 November 2024 to 24 November 2026');
    expect(html).toContain('Price range (lowest – highest)');
    expect(html).not.toContain('so these figures cover');
  });

  it('say so when the sector had too few sales and the district stands in', () => {
    expect(render({ ...TEST_COMPARABLES, widenedFrom: { label: 'LS6 1', count: 0 } })).toContain(
      'LS6 1 had no sales, so these figures cover the whole LS6 district.',
    );
  });

  it('explain a loose type match', () => {
    const note = 'Land Registry does not tell bungalows apart: they are counted with houses.';
    expect(render({ ...TEST_COMPARABLES, note })).toContain(note);
  });

  it('say when the lot’s own kind sold too rarely and its whole family stands in', () => {
    const widenedKind =
      'LS6 had only 2 sales of terraced houses, so these figures cover houses of every kind.';
    expect(render({ ...TEST_COMPARABLES, widenedKind })).toContain(widenedKind);
  });

  it('leave out the median and range when there are none (non-residential sales)', () => {
    const html = render({ ...TEST_COMPARABLES, median: null, min: null, max: null });
    expect(html).toContain('12 sales of houses');
    expect(html).not.toContain('Median price');
    expect(html).not.toContain('Price range');
  });

  /** The figures of an area with no sales in the period. */
  const NO_SALES = {
    ...TEST_COMPARABLES,
    count: 0,
    median: null,
    min: null,
    max: null,
    recent: [],
  };

  it('with no sales: one sentence and a link to every sold price in the district', () => {
    const html = render(NO_SALES);
    expect(html).toContain('No sales of houses in LS6 in the last 24 months');
    expect(html).toContain('href="/sold-house-prices?location=LS6"');
    expect(html).toContain('See every sold price in LS6');
    expect(html).not.toContain('Median price');
  });

  it('in Scotland: say Land Registry records none there, with no search that cannot find any', () => {
    const html = render({ ...NO_SALES, nationWithoutPricePaid: 'Scotland' });
    expect(html).toContain('HM Land Registry records sales in England and Wales only');
    expect(html).toContain('in Scotland');
    expect(html).toContain('Registers of Scotland');
    expect(html).not.toContain('/sold-house-prices');
  });

  it('show nothing for a lot without a postcode district', () => {
    expect(render(null)).toBe('');
  });
});
