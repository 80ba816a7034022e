import { describe, expect, it } from 'vitest';
import { lotStatusBadge, parseStatusFilter } from './lot-status';

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
