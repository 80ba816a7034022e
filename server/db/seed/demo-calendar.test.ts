import { describe, expect, it } from 'vitest';
import { retitleAuction } from './directory/auctions';
import { utcDay, wholeDaysSince } from './demo-calendar';
import { parseSeedMarker } from './seed-marker';

describe('demo calendar', () => {
  it('counts whole UTC days from the reference day, whatever the time of day', () => {
    expect(wholeDaysSince('2026-06-15', new Date('2026-06-15T23:59:59Z'))).toBe(0);
    expect(wholeDaysSince('2026-06-15', new Date('2026-06-16T00:00:00Z'))).toBe(1);
    expect(wholeDaysSince('2026-06-15', new Date('2026-08-14T09:30:00Z'))).toBe(60);
    // Across the end of summer time and a leap day: calendar days, not 24-hour blocks of London time.
    expect(wholeDaysSince('2027-10-30', new Date('2027-11-01T12:00:00Z'))).toBe(2);
    expect(wholeDaysSince('2028-02-28', new Date('2028-03-01T00:00:00Z'))).toBe(2);
    expect(wholeDaysSince('2026-06-15', new Date('2026-06-10T12:00:00Z'))).toBe(-5);
  });

  it('names the UTC day of an instant', () => {
    expect(utcDay(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-29');
    expect(utcDay(new Date('2026-03-30T00:30:00+01:00'))).toBe('2026-03-29');
  });

  it('rejects a reference day that is not a date', () => {
    expect(() => wholeDaysSince('yesterday', new Date())).toThrow('Not a day');
  });
});

describe('retitleAuction', () => {
  const before = {
    start: new Date('2026-06-10T08:00:00Z'),
    end: new Date('2026-06-19T12:00:00Z'),
  };
  const after = {
    start: new Date('2026-08-09T08:00:00Z'),
    end: new Date('2026-08-18T12:00:00Z'),
  };

  it('rewrites the closing date of an online sale', () => {
    expect(retitleAuction('Online Property Auction – closing 19 June 2026', before, after)).toBe(
      'Online Property Auction – closing 18 August 2026',
    );
    expect(retitleAuction('Timed Online Auction – 19 June 2026', before, after)).toBe(
      'Timed Online Auction – 18 August 2026',
    );
  });

  it('rewrites the month of a room sale or a Modern catalogue', () => {
    const room = { start: before.start, end: null };
    expect(
      retitleAuction('June 2026 Property Auction, Leeds', room, { start: after.start, end: null }),
    ).toBe('August 2026 Property Auction, Leeds');
    expect(retitleAuction('Modern Method of Auction – June 2026 catalogue', before, after)).toBe(
      'Modern Method of Auction – August 2026 catalogue',
    );
  });

  it('leaves a title without its date (renamed by hand) alone', () => {
    expect(retitleAuction('Charity sale', before, after)).toBe('Charity sale');
  });
});

describe('seed marker', () => {
  it('reads the generated directory record, and only a well-formed one', () => {
    const directory = {
      generated: true,
      referenceDay: '2026-06-15',
      soldPricesReferenceDay: '2026-06-15',
    };
    expect(parseSeedMarker({ at: '2026-06-15T10:00:00Z', directory })?.directory).toEqual(
      directory,
    );
    expect(parseSeedMarker({ at: '2026-06-15T10:00:00Z' })?.directory).toBeUndefined();
    expect(
      parseSeedMarker({ at: 'x', directory: { ...directory, referenceDay: '15/06/2026' } }),
    ).toBeNull();
    expect(parseSeedMarker(null)).toBeNull();
  });
});
