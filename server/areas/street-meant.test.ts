import { describe, expect, it } from 'vitest';
import { streetMeant } from './street-meant';

describe('streetMeant', () => {
  it('reads a misspelt street ending', () => {
    expect(streetMeant('park avnue')).toBe('park avenue');
    expect(streetMeant('Victoria Raod')).toBe('victoria road');
    expect(streetMeant('church stret')).toBe('church street');
    expect(streetMeant('regent cresent')).toBe('regent crescent');
  });

  it('splits an ending run into the name', () => {
    expect(streetMeant('highstreet')).toBe('high street');
    expect(streetMeant('Stationroad')).toBe('station road');
  });

  it('leaves a street, and words that are no misspelt ending, alone', () => {
    expect(streetMeant('park avenue')).toBeNull();
    expect(streetMeant('victoria mill')).toBeNull();
    expect(streetMeant('leeds')).toBeNull();
    expect(streetMeant('broad')).toBeNull();
    expect(streetMeant('leeds garden')).toBeNull();
  });
});
