import { describe, expect, it } from 'vitest';
import { focusTargetAfter } from './route-announcer';

/** A stand-in for the focused element: `closest` finds the selectors it is inside. */
const focusedIn = (...inside: string[]) =>
  ({
    closest: (selector: string) =>
      selector.split(', ').some((s) => inside.includes(s)) ? ({} as Element) : null,
  }) as unknown as Element;

const at = (pathname: string, search = '') => ({ pathname, search });

describe('focusTargetAfter', () => {
  it('takes focus to the new page after a link to another page', () => {
    expect(focusTargetAfter(at('/listings'), at('/listings/7'), focusedIn())).toBe('main');
  });

  it('leaves focus alone when only the hash changed', () => {
    expect(focusTargetAfter(at('/listings', '?q=x'), at('/listings', '?q=x'), null)).toBeNull();
  });

  it('leaves focus in a form the visitor is filtering with', () => {
    expect(
      focusTargetAfter(at('/listings'), at('/listings', '?location=leeds'), focusedIn('form')),
    ).toBeNull();
  });

  it('takes focus to the page when the search changed and focus was left on <body>', () => {
    expect(focusTargetAfter(at('/listings'), at('/listings', '?location=leeds'), focusedIn())).toBe(
      'main',
    );
  });

  it('announces another page but leaves focus in the field of it the visitor is typing in', () => {
    expect(focusTargetAfter(at('/login'), at('/listings'), focusedIn('#main input'))).toBe(
      'announce',
    );
    expect(focusTargetAfter(at('/'), at('/listings'), focusedIn('#main select'))).toBe('announce');
  });

  it('takes focus to the new page from a field outside it (the header’s)', () => {
    expect(focusTargetAfter(at('/'), at('/listings'), focusedIn('form'))).toBe('main');
  });

  it('announces another page but leaves focus on a control of it that took focus as it appeared', () => {
    const watch = focusedIn('#main *');
    const link = focusedIn('#main *');
    expect(focusTargetAfter(at('/login'), at('/listings'), watch, link)).toBe('announce');
    expect(focusTargetAfter(at('/'), at('/listings'), watch, null)).toBe('announce');
  });

  it('takes focus to the new page from a control of it that had focus before (“Next lot”)', () => {
    const next = focusedIn('#main *');
    expect(focusTargetAfter(at('/listings/7'), at('/listings/8'), next, next)).toBe('main');
  });

  it('takes focus to the new page from a control in it when the navigation was not seen starting', () => {
    expect(
      focusTargetAfter(at('/listings'), at('/listings', '?page=2'), focusedIn('#main *')),
    ).toBe('main');
  });

  it('leaves focus in a dialog the new page opened', () => {
    expect(
      focusTargetAfter(at('/listings'), at('/listings', '?view=map'), focusedIn('dialog')),
    ).toBeNull();
  });
});
