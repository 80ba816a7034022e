import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuctionHouseCardData } from '#schema/entities';
import { AuctionHouseCard } from './auction-house-card';

const house = (forSale: number): AuctionHouseCardData => ({
  id: 31,
  name: 'Eden & Solway Auctioneers',
  logo: null,
  number_of_properties: forSale,
  regions_covered: ['North West'],
  type_of_properties: ['Residential'],
  auction_method: ['Traditional'],
});

const render = (forSale: number) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuctionHouseCard house={house(forSale)} />
    </MemoryRouter>,
  );

describe('the auction house card', () => {
  it('leads to the lots for sale it counts', () => {
    const html = render(12);
    expect(html).toContain('href="/listings?auction_house=31"');
    expect(html).toContain('aria-label="All lots from Eden &amp; Solway Auctioneers"');
  });

  it('with none for sale, leads to its past results, not to "0 lots"', () => {
    // "All lots" opened "0 lots – No lots match this search" for a house of 35 past lots.
    const html = render(0);
    expect(html).toContain('href="/listings?auction_house=31&amp;lot_status=ended"');
    expect(html).toContain('aria-label="Past results from Eden &amp; Solway Auctioneers"');
    expect(html).not.toContain('All lots');
  });
});
