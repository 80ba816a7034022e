import { describe, expect, it } from 'vitest';
import { watchedLotsIntro } from './watched-lot-list';

describe('watchedLotsIntro: the watched lots’ e-mails as the buyer set them', () => {
  it('promises no e-mail when they are off', () => {
    const off = watchedLotsIntro('off', true);
    expect(off).toMatch(/^E-mails about watched lots are off/);
    expect(off).not.toContain('We e-mail you');
  });

  it('says when they come, and that an address waits to be confirmed', () => {
    expect(watchedLotsIntro('immediate', true)).toMatch(
      /^We e-mail you when a lot you watch changes/,
    );
    expect(watchedLotsIntro('daily', true)).toMatch(/^We e-mail you once a day/);
    expect(watchedLotsIntro('daily', false)).toMatch(/Confirm your e-mail address/);
    expect(watchedLotsIntro('daily', true)).not.toMatch(/Confirm/);
  });
});
