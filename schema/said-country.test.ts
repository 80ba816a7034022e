import { describe, expect, it } from 'vitest';
import { cleanSearchText, withoutCountry } from './said-country';

describe('withoutCountry', () => {
  it('leaves out the country an address copied from a map ends with', () => {
    expect(withoutCountry('55 Empire Rd, Leeds LS6 7DW, UK')).toBe('55 Empire Rd, Leeds LS6 7DW');
    expect(withoutCountry('Leeds, United Kingdom')).toBe('Leeds');
    expect(withoutCountry('leeds great britain')).toBe('leeds');
    expect(withoutCountry('flats in the U.K.')).toBe('flats');
    expect(withoutCountry('Bristol, GB')).toBe('Bristol');
  });

  it('leaves out a nation after a postcode, and then the country after it', () => {
    expect(withoutCountry('55 Empire Road, Leeds LS6 7DW, England')).toBe(
      '55 Empire Road, Leeds LS6 7DW',
    );
    expect(withoutCountry('leeds ls6 england')).toBe('leeds ls6');
    expect(withoutCountry('Cardiff CF24 9FD, Wales, UK')).toBe('Cardiff CF24 9FD');
  });

  it('keeps a nation after a place, and text that is the country alone', () => {
    expect(withoutCountry('Newport, Wales')).toBe('Newport, Wales');
    expect(withoutCountry('UK')).toBe('UK');
    expect(withoutCountry('the uk')).toBe('the uk');
    expect(withoutCountry('Great Britain Street')).toBe('Great Britain Street');
    expect(withoutCountry('Bukit')).toBe('Bukit');
  });
});

describe('cleanSearchText', () => {
  it('reads the country alone as no search: everywhere we hold', () => {
    for (const said of ['uk', 'UK', 'U.K.', 'the UK', 'United Kingdom', 'all of the uk', 'GB'])
      expect(cleanSearchText(said), said).toBeUndefined();
  });

  it('keeps a place or words that only begin like the country', () => {
    expect(cleanSearchText('  Leeds, UK ')).toBe('Leeds');
    expect(cleanSearchText('Great Britain Street')).toBe('Great Britain Street');
    expect(cleanSearchText('Britain Road, Leeds')).toBe('Britain Road, Leeds');
    expect(cleanSearchText('ukraine')).toBe('ukraine');
    expect(cleanSearchText('')).toBeUndefined();
  });

  it('a run of commas, or a semicolon, parts words with one comma; none at the ends', () => {
    expect(cleanSearchText('Grosvenor Road,, Leeds')).toBe('Grosvenor Road, Leeds');
    expect(cleanSearchText('Grosvenor Road , ,Leeds')).toBe('Grosvenor Road, Leeds');
    expect(cleanSearchText('Grosvenor Road; Leeds')).toBe('Grosvenor Road, Leeds');
    expect(cleanSearchText(',Leeds,')).toBe('Leeds');
    expect(cleanSearchText(',,,')).toBeUndefined();
    expect(cleanSearchText('flats under 100,000')).toBe('flats under 100,000');
    expect(cleanSearchText('flats under 100,,000')).toBe('flats under 100,,000');
  });
});
