import { describe, expect, it } from 'vitest';
import {
  AUCTIONS_MAX_PAGE,
  auctionCalendarParams,
  isOnlineAuction,
  parseAuctionCalendarQuery,
} from './auction-calendar';

const parse = (qs: string) => parseAuctionCalendarQuery(new URLSearchParams(qs));

describe('parseAuctionCalendarQuery', () => {
  it('reads the tab, region, house and page', () => {
    expect(parse('when=past&region=South%20East&house=7&page=3')).toEqual({
      when: 'past',
      region: 'South East',
      house: 7,
      page: 3,
    });
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    expect(parse('when=tomorrow&house=abc&page=-2&region=')).toEqual({
      when: 'upcoming',
      region: undefined,
      house: undefined,
      page: 1,
    });
    expect(parse('house=0').house).toBeUndefined();
    expect(parse('house=1e3').house).toBeUndefined();
    expect(parse('page=99999').page).toBe(1);
    expect(parse('page=9999').page).toBe(AUCTIONS_MAX_PAGE);
  });

  it('cleans and caps the region text (control characters, length)', () => {
    expect(parse('region=%00London%0A').region).toBe('London');
    expect(parse(`region=${'x'.repeat(500)}`).region).toHaveLength(60);
  });
});

describe('auctionCalendarParams', () => {
  it('leaves defaults out, so the canonical URL of the plain calendar has no query', () => {
    expect(auctionCalendarParams(parse('when=upcoming&page=1')).toString()).toBe('');
    expect(auctionCalendarParams(parse('page=2&house=4&when=past&region=Wales')).toString()).toBe(
      'when=past&region=Wales&house=4&page=2',
    );
  });
});

describe('isOnlineAuction', () => {
  it('is online with no venue or the venue "Online", else in a room', () => {
    for (const v of [null, undefined, '', '  ', 'Online', ' online '])
      expect(isOnlineAuction(v)).toBe(true);
    expect(isOnlineAuction('The Guildhall, Leeds')).toBe(false);
  });
});
