import { describe, expect, it } from 'vitest';
import { needsWithdrawConsent } from './import-lot-feed.server';

describe('the withdrawal guard', () => {
  it('asks for consent past half of the lots still offered, and from 3 lots', () => {
    expect(needsWithdrawConsent(3, 5)).toBe(true);
    expect(needsWithdrawConsent(2, 5)).toBe(false); // under half
    expect(needsWithdrawConsent(2, 2)).toBe(false); // all of a small sale, but fewer than 3
    expect(needsWithdrawConsent(5, 10)).toBe(false); // exactly half
    expect(needsWithdrawConsent(6, 10)).toBe(true);
  });
});
