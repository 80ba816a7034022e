import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#sections/test-render';
import type { PropertyCardData } from '#schema/entities';
import { PropertyCard } from './property-card';

/** A lot sold before its auction of next January, agreed on 2 December. */
const soldAhead: PropertyCardData = {
  id: 2634,
  title: 'Four-bedroom semi-detached house',
  lot_status: 'Sold',
  sale_phase: 'upcoming',
  image_urls: [],
  location: 'Bedford, Bedfordshire',
  auction_method: 'Traditional',
  auction_date: '2027-01-22T12:30:00.000Z',
  auction_end_date: null,
  guide_price_min: 340000,
  guide_price_max: null,
  sold_price: 355000,
  sold_when: 'before',
  result_at: '2026-12-02T00:00:00.000Z',
  property_type: 'Semi-detached house',
  auction_house: { id: 4, name: 'Fenland & Broads Auctions', logo: null },
};

const render = (lot: PropertyCardData) => renderWithRouter(<PropertyCard lot={lot} />);
const terms = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [
      m[1],
      m[2]!.replace(/<!-- -->/g, ''),
    ]),
  );

describe('a sold lot’s card', () => {
  it('says the day a lot sold before its auction, beside that auction’s date', () => {
    expect(terms(render(soldAhead))).toEqual({
      'Guide price': '£340,000',
      'Sold for': '£355,000',
      'Auction Date': '22 January, 2027, 12:30 GMT',
      'Sold on': '02 December, 2026',
    });
    // A sale agreed after the auction, the same.
    expect(
      terms(render({ ...soldAhead, sold_when: 'after', result_at: '2026-12-04T00:00:00.000Z' }))[
        'Sold on'
      ],
    ).toBe('04 December, 2026');
  });

  it('says no other day for a hammer sale or a lot not sold: its auction’s date is it', () => {
    const hammer = { ...soldAhead, sold_when: 'at', result_at: '2027-01-22T12:30:00.000Z' };
    expect(terms(render(hammer))).not.toHaveProperty('Sold on');
    // A sale agreed once the hammer did not fall, the same day: the auction's date says it.
    const sameDay = { ...soldAhead, sold_when: 'after', result_at: '2027-01-22T12:30:00.000Z' };
    expect(terms(render(sameDay))).not.toHaveProperty('Sold on');
    const unsold = { ...soldAhead, lot_status: 'Unsold', sold_when: null, sold_price: null };
    expect(terms(render(unsold))).not.toHaveProperty('Sold on');
  });
});

describe('a card’s watch control', () => {
  it('names the lot with its place, so two lots of one title are told apart', () => {
    const available = { ...soldAhead, lot_status: 'Available', sold_price: null, sold_when: null };
    const html = render(available).replace(/<!-- -->/g, '');
    expect(html).toContain(
      'Sign in to watch<span class="sr-only"> Four-bedroom semi-detached house, Bedford, Bedfordshire</span>',
    );
  });
});
