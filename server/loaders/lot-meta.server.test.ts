import { describe, expect, it } from 'vitest';
import { lotMeta } from './lot-meta.server';

const lot = {
  title: 'Three-bedroom terraced house for improvement',
  location: 'Glasgow, City of Glasgow',
  lot_number: '5',
  lot_status: 'Available',
  guide_price_min: 115_000,
  guide_price_max: null,
  sold_price: null,
  sold_when: null,
  auction: {
    id: 710,
    title: 'November 2026 Property Auction, Carlisle',
    venue: 'Carlisle Town Hall',
  },
  auction_house: { id: 31, name: 'Eden & Solway Auctioneers', logo: null },
  image_urls: ['/media/seed/lots/terrace-2.svg', '/media/seed/lots/terrace-4.svg'],
};

describe('lotMeta', () => {
  it('the title tells alike lots apart by their place', () => {
    expect(lotMeta(lot).title).toBe(
      'Three-bedroom terraced house for improvement, Glasgow, City of Glasgow',
    );
    expect(lotMeta({ ...lot, location: null }).title).toBe(lot.title);
  });

  it('the description names the lot in its auction, the house and the guide', () => {
    expect(lotMeta(lot).description).toBe(
      'Three-bedroom terraced house for improvement in Glasgow, City of Glasgow: lot 5 of November 2026 Property Auction, Carlisle, by Eden & Solway Auctioneers. Guide price £115,000.',
    );
  });

  it('and the result: a sale before or after the auction is said so', () => {
    const sold = { ...lot, lot_status: 'Sold', sold_price: 119_000, sold_when: 'at' };
    expect(lotMeta(sold).description).toContain('Guide price £115,000; sold for £119,000.');
    expect(lotMeta({ ...sold, sold_when: 'before' }).description).toContain(
      '; sold before auction for £119,000.',
    );
    expect(lotMeta({ ...sold, sold_when: 'after' }).description).toContain(
      '; sold after auction for £119,000.',
    );
    expect(lotMeta({ ...sold, guide_price_min: null }).description).toMatch(
      /\. Sold for £119,000\.$/,
    );
  });

  it('and a result other than a sale: unsold, withdrawn or postponed', () => {
    // Found by a walk: a withdrawn lot's preview gave its guide alone, as a lot for sale.
    for (const [lot_status, words] of [
      ['Unsold', 'Guide price £115,000; unsold at auction.'],
      ['Withdrawn', 'Guide price £115,000; withdrawn from the auction.'],
      ['Postponed', 'Guide price £115,000; postponed.'],
    ] as const)
      expect(lotMeta({ ...lot, lot_status }).description.endsWith(` ${words}`), lot_status).toBe(
        true,
      );
    expect(lotMeta({ ...lot, lot_status: 'Withdrawn', guide_price_min: null }).description).toMatch(
      /Carlisle, by Eden & Solway Auctioneers\. Withdrawn from the auction\.$/,
    );
  });

  it('a guide range is said whole, not by its lower figure', () => {
    expect(lotMeta({ ...lot, guide_price_max: 130_000 }).description).toContain(
      'Guide price £115,000 – £130,000.',
    );
  });

  it('a lot in no auction is offered at auction', () => {
    expect(
      lotMeta({ ...lot, auction: null, lot_number: null, auction_house: null }).description,
    ).toBe(
      'Three-bedroom terraced house for improvement in Glasgow, City of Glasgow: offered at auction. Guide price £115,000.',
    );
  });

  it('a shared link shows the first photo, as a raster preview readers take', () => {
    // It showed no picture: the page set no og:image.
    expect(lotMeta(lot).image).toBe('/media/_r/1200/seed/lots/terrace-2.svg.webp');
    expect(lotMeta({ ...lot, image_urls: ['https://cdn.example.com/a.jpg'] }).image).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(lotMeta({ ...lot, image_urls: [] })).not.toHaveProperty('image');
  });
});
