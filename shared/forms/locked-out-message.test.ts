import { describe, expect, it } from 'vitest';
import { lockedOutMessage, waitInWords } from './account-forms';

describe('how long a locked-out buyer is told to wait', () => {
  it('says seconds, then whole minutes and hours rounded up, singular when one', () => {
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(1_920)).toBe('32 minutes');
    expect(waitInWords(3_600)).toBe('1 hour');
    expect(waitInWords(7_201)).toBe('3 hours');
  });

  it('names the wait when it is known, and says "later" for an address without one', () => {
    expect(lockedOutMessage(120)).toMatch(
      /^Too many failed sign-ins\. Try again in 2 minutes, or ask/,
    );
    for (const unknown of [undefined, Number.NaN, 0, -5])
      expect(lockedOutMessage(unknown)).toMatch(/Try again later, or ask/);
  });
});
