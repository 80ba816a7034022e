import { describe, expect, it } from 'vitest';
import {
  isBiddingOpen,
  lotStatusBadge,
  lotStatusKey,
  parseStatusFilter,
  saleEnds,
  unsoldBeforeItsSale,
} from './lot-status';

describe('lotStatusBadge', () => {
  it.each([
    ['available', 'Available', 'green'],
    ['SOLD', 'Sold', 'red'],
    ['Unsold', 'Unsold', 'purple'],
    [' withdrawn ', 'Withdrawn', 'grey'],
    [null, 'Available', 'green'],
    ['', 'Available', 'green'],
    ['awaiting RESULT', 'Awaiting result', 'blue'],
    ['Postponed', 'Postponed', 'amber'],
    ['Under offer', 'Under offer', 'grey'],
  ])('%s → %s (%s)', (status, label, tone) =>
    expect(lotStatusBadge(status)).toEqual({ label, tone }),
  );
});

describe('parseStatusFilter', () => {
  it.each([
    [null, 'available'],
    ['', 'available'],
    ['SOLD', 'sold'],
    ['Awaiting result', 'awaiting'],
    ['all', 'all'],
    ['past', 'ended'],
    ['bogus', 'available'],
  ])('%s → %s', (value, key) => expect(parseStatusFilter(value)).toBe(key));
});

describe('lotStatusKey: no status means available, spaces trimmed as SQL btrim() trims them', () => {
  it.each([
    [null, 'available'],
    [undefined, 'available'],
    ['', 'available'],
    ['   ', 'available'],
    [' Sold ', 'sold'],
    ['\tsold', '\tsold'],
    ['Awaiting result', 'awaiting result'],
  ])('%j → %j', (status, key) => expect(lotStatusKey(status)).toBe(key));
});

describe('a lot whose sale’s bidding is open', () => {
  it('reads "Bidding open" only while available; its state and filter value stay Available', () => {
    expect(lotStatusBadge(null, 'bidding open')).toEqual({ label: 'Bidding open', tone: 'green' });
    expect(lotStatusBadge('Available', 'bidding open').label).toBe('Bidding open');
    expect(lotStatusBadge('Sold', 'bidding open').label).toBe('Sold');
    expect(lotStatusBadge('Withdrawn', 'bidding open').label).toBe('Withdrawn');
    expect(lotStatusBadge(null, 'upcoming').label).toBe('Available');
    expect(isBiddingOpen('Awaiting result', 'bidding open')).toBe(false);
    expect(parseStatusFilter('available')).toBe('available');
  });
});

describe('a lot of a room sale under way (decision 154)', () => {
  it('reads "Auction under way" only while available', () => {
    expect(lotStatusBadge(null, 'under way')).toEqual({
      label: 'Auction under way',
      tone: 'green',
    });
    expect(lotStatusBadge('Sold', 'under way').label).toBe('Sold');
    expect(lotStatusBadge('Withdrawn', 'under way').label).toBe('Withdrawn');
    expect(isBiddingOpen(null, 'under way')).toBe(false);
  });
});

describe('saleEnds', () => {
  it('is an online sale’s end date', () => {
    expect(
      saleEnds({ auction_date: '2026-12-01T10:00:00Z', auction_end_date: '2026-12-09T13:00:00Z' }),
    ).toEqual(new Date('2026-12-09T13:00:00Z'));
  });
  it('is the next London midnight for a room sale, in winter and in summer', () => {
    expect(saleEnds({ auction_date: '2026-12-04T10:30:00Z' })).toEqual(
      new Date('2026-12-05T00:00:00Z'),
    );
    // 23:30 UTC on 4 July is 00:30 BST on the 5th: that day ends at 23:00 UTC on the 5th.
    expect(saleEnds({ auction_date: '2026-07-04T23:30:00Z', auction_end_date: null })).toEqual(
      new Date('2026-07-05T23:00:00Z'),
    );
    expect(saleEnds({ auction_date: '2026-07-04T09:00:00Z' })).toEqual(
      new Date('2026-07-04T23:00:00Z'),
    );
  });
});

describe('unsoldBeforeItsSale', () => {
  const now = new Date('2026-12-03T15:00:00Z');
  it('refuses Unsold for a sale closing on a UK day still to come, in any case', () => {
    expect(unsoldBeforeItsSale('Unsold', '2026-12-04T10:00:00Z', now)).toMatch(
      /closes on 2026-12-04/,
    );
    expect(unsoldBeforeItsSale('unsold', '2027-02-11T10:30:00Z', now)).not.toBeNull();
  });

  it('takes it on the sale’s own day, after it, and for every other status', () => {
    // A room sale of this morning; results come in the afternoon, or later the same evening.
    expect(unsoldBeforeItsSale('Unsold', '2026-12-03T10:00:00Z', now)).toBeNull();
    expect(unsoldBeforeItsSale('Unsold', '2026-12-03T23:30:00Z', now)).toBeNull();
    expect(unsoldBeforeItsSale('Unsold', '2026-11-20T10:00:00Z', now)).toBeNull();
    for (const status of ['Sold', 'Withdrawn', 'Postponed', 'Available', null])
      expect(unsoldBeforeItsSale(status, '2027-02-11T10:30:00Z', now), String(status)).toBeNull();
    expect(unsoldBeforeItsSale('Unsold', null, now)).toBeNull();
  });

  it('reads the day on a London clock: 23:30 UTC in summer is the next UK day', () => {
    const summer = new Date('2027-06-03T12:00:00Z');
    expect(unsoldBeforeItsSale('Unsold', '2027-06-03T23:30:00Z', summer)).toMatch(
      /closes on 2027-06-04/,
    );
  });
});
