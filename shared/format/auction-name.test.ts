import { describe, expect, it } from 'vitest';
import { auctionName } from './auction-name';

describe('auctionName', () => {
  const house = { id: 1, name: 'Wessex Hammer', logo: null };

  it('adds the house to a title houses share', () => {
    expect(auctionName({ title: 'Timed Online Auction – 21 December 2026', house })).toBe(
      'Timed Online Auction – 21 December 2026, Wessex Hammer',
    );
  });

  it('leaves a title that names its house already', () => {
    expect(auctionName({ title: 'The Wessex Hammer December Sale', house })).toBe(
      'The Wessex Hammer December Sale',
    );
  });
});
