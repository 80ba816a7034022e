import { describe, expect, it } from 'vitest';
import {
  andList,
  auctionDateOf,
  DASH,
  fillTemplate,
  formatDate,
  formatEstimate,
  formatGuide,
  formatMoney,
} from './format';

describe('formatMoney', () => {
  it.each([
    [245000, '£245,000'],
    [1250000.6, '£1,250,001'],
    ['99500', '£99,500'],
    [0, '£0'],
  ])('%s → %s', (v, out) => expect(formatMoney(v)).toBe(out));

  it.each([null, undefined, '', 'abc', Number.NaN, Infinity])('%s → -', (v) =>
    expect(formatMoney(v)).toBe('-'),
  );
});

describe('formatGuide', () => {
  it('says a range whole: a card showing its lower figure alone made the lot look cheaper', () => {
    expect(formatGuide(105_000, 120_000)).toBe('£105,000 – £120,000');
    expect(formatGuide(105_000, null)).toBe('£105,000');
    expect(formatGuide(105_000, 105_000)).toBe('£105,000');
    expect(formatGuide(105_000, undefined)).toBe('£105,000');
  });
});

describe('formatEstimate', () => {
  it('says a sampled count is about so, in lower case inside a sentence', () => {
    expect(formatEstimate(200_000, true)).toBe('About 200,000');
    // The sold-price page read "the first 9,600 of About 200,000 sales".
    expect(formatEstimate(200_000, true, 'about')).toBe('about 200,000');
    expect(formatEstimate(1_234, false, 'about')).toBe('1,234');
  });
});

describe('formatDate', () => {
  const d = '2026-03-07T10:00:00Z';
  it('supports every spec format', () => {
    expect(formatDate(d, 'dmy')).toBe('07-03-2026');
    expect(formatDate(d, 'iso')).toBe('2026-03-07');
    expect(formatDate(d, 'long')).toBe('07 March 2026');
    expect(formatDate(d)).toBe('07 March, 2026');
  });
  it('an instant is dated by the UK calendar: a lot closing at 00:30 BST is on that day, not the day before', () => {
    expect(formatDate('2027-06-03T23:30:00.000Z', 'long')).toBe('04 June 2027');
    expect(formatDate('2027-06-03T23:30:00.000Z')).toBe('04 June, 2027');
    // A day given without a time (its last millisecond in London) and a plain date keep their day.
    expect(formatDate('2027-06-03T22:59:59.999Z', 'long')).toBe('03 June 2027');
    expect(formatDate('2027-06-03', 'long')).toBe('03 June 2027');
    expect(formatDate('2026-11-28T23:30:00.000Z', 'long')).toBe('28 November 2026');
  });
  it('is a dash when missing or invalid', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate('not a date')).toBe(DASH);
  });
});

describe('auctionDateOf', () => {
  it('gives online and timed sales their closing date too (a lot open for bids showed only its past start date)', () => {
    expect(
      auctionDateOf({
        auction_method: 'Timed',
        auction_date: '2026-11-16T10:00:00Z',
        auction_end_date: '2026-11-30T12:00:00Z',
      }),
    ).toEqual({ label: 'Auction Date', value: '16 November, 2026', closes: '30 November, 2026' });
    expect(auctionDateOf({ auction_method: 'Traditional', auction_date: '2026-11-16' })).toEqual({
      label: 'Auction Date',
      value: '16 November, 2026',
    });
  });

  it('shows the end date for Modern auctions, in any case', () => {
    expect(
      auctionDateOf({
        auction_method: 'modern',
        auction_date: '2026-01-02',
        auction_end_date: '2026-02-03',
      }),
    ).toEqual({
      label: 'Auction End Date',
      value: '03 February, 2026',
    });
  });
  it('shows the auction date otherwise', () => {
    expect(
      auctionDateOf({
        auction_method: 'Traditional',
        auction_date: '2026-01-02',
        auction_end_date: null,
      }),
    ).toEqual({
      label: 'Auction Date',
      value: '02 January, 2026',
    });
  });
});

describe('fillTemplate', () => {
  it('fills placeholders and shows a dash for missing values', () => {
    expect(
      fillTemplate('{{paon}} {{street}}, {{town_city}}', {
        paon: '12',
        street: 'High St',
        town_city: null,
      }),
    ).toBe('12 High St, —');
    expect(fillTemplate('{{ price }}', { price: '£1' })).toBe('£1');
    expect(fillTemplate('{{a.b}}', { a: { b: 'deep' } })).toBe('deep');
    expect(fillTemplate('no placeholders', {})).toBe('no placeholders');
  });
});

describe('andList', () => {
  it('joins as a sentence does', () => {
    expect(andList([])).toBe('');
    expect(andList(['SE3'])).toBe('SE3');
    expect(andList(['SE3', 'SE18'])).toBe('SE3 and SE18');
    expect(andList(['SE3', 'SE18', 'SE28'])).toBe('SE3, SE18 and SE28');
  });
});
