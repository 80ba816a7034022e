import { describe, expect, it } from 'vitest';
import { needsWithdrawConsent, refusalReason } from './import-lot-feed.server';

describe('the withdrawal guard', () => {
  it('asks for consent past half of the lots still offered, and from 3 lots', () => {
    expect(needsWithdrawConsent(3, 5)).toBe(true);
    expect(needsWithdrawConsent(2, 5)).toBe(false); // under half
    expect(needsWithdrawConsent(2, 2)).toBe(false); // all of a small sale, but fewer than 3
    expect(needsWithdrawConsent(5, 10)).toBe(false); // exactly half
    expect(needsWithdrawConsent(6, 10)).toBe(true);
  });

  it('names an auction sent without a ref by its title and day, without its title again', () => {
    const reason = refusalReason(
      {
        house: 'aire-and-calder-auctions',
        auction: 'January Sale (2027-01-04)',
        title: 'January Sale',
        withdraw: 6,
        offered: 6,
        lotNumbers: ['1', '2', '3', '4', '5', '6'],
      },
      'http',
    );
    expect(reason).toContain('lots still offered in auction January Sale (2027-01-04): lots 1, 2');
    expect(reason.match(/January Sale/g)).toHaveLength(1);
  });

  it('names an auction sent with a ref by the ref and its title', () => {
    const reason = refusalReason(
      {
        house: 'harland-and-pryce-property-auctions',
        auction: 'HP-2026-12',
        title: 'December Property Auction',
        withdraw: 3,
        offered: 5,
        lotNumbers: ['3', '4', '5'],
      },
      'http',
    );
    expect(reason).toContain('in auction HP-2026-12 (December Property Auction): lots 3, 4, 5');
  });
});
