import { describe, expect, it } from 'vitest';
import { withoutCouncilWords } from './council-words';

describe('a place named with its council words', () => {
  it('is the name without them', () => {
    expect(withoutCouncilWords('tendring district council')).toBe('tendring');
    expect(withoutCouncilWords('swale bc')).toBe('swale');
    expect(withoutCouncilWords('borough of hart')).toBe('hart');
    expect(withoutCouncilWords('the royal borough of greenwich')).toBe('greenwich');
    expect(withoutCouncilWords('wealden district')).toBe('wealden');
    expect(withoutCouncilWords('wigan metropolitan borough council')).toBe('wigan');
  });

  it('is nothing for a name without them, or for the words alone', () => {
    expect(withoutCouncilWords('castle point')).toBeNull();
    expect(withoutCouncilWords('leeds')).toBeNull();
    expect(withoutCouncilWords('district council')).toBeNull();
  });
});
