import { describe, expect, it } from 'vitest';
import { isBiddingOpen, lotStatusBadge, lotStatusKey, parseStatusFilter } from './lot-status';

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
