import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { endOfLondonDay } from '#schema/london-time';
import { LotCorrectionForm, type CorrectionValues } from './lot-correction-form';

/**
 * A lot whose house gave its auction as a day alone (`2027-06-03`) is kept as that day's last
 * minute, and the form's date-and-time input showed "2027-06-03 23:59" with the hint "London time":
 * an editor read a sale at one minute to midnight. The hint now says the house gave the day alone.
 */
const lot = (dates: Partial<CorrectionValues>): CorrectionValues => ({
  guide_min: '100000',
  guide_max: '',
  status: '',
  sold_price: '',
  auction_date: '2027-06-03T11:00:00.000Z',
  auction_end_date: '',
  legal_pack_url: '',
  ...dates,
});

const field = (values: CorrectionValues, name: keyof CorrectionValues) => {
  const html = renderToStaticMarkup(
    <LotCorrectionForm initial={values} onSubmit={async () => {}} />,
  );
  const input = new RegExp(`<input[^>]*id="lot-${name}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    value: /value="([^"]*)"/.exec(input)?.[1],
    hint: new RegExp(`id="lot-${name}-hint"[^>]*>([^<]*)<`).exec(html)?.[1],
  };
};

describe('the editors’ lot form’s dates', () => {
  it('says a date given as a day alone shows as 23:59 and is open all day', () => {
    const date = field(lot({ auction_date: endOfLondonDay('2027-06-03') }), 'auction_date');
    expect(date.value).toBe('2027-06-03T23:59');
    expect(date.hint).toBe(
      'London time; the house gave the day alone, so it shows as 23:59 (open all day)',
    );
  });

  it('keeps the plain hints for dates with a time', () => {
    const values = lot({ auction_end_date: '2027-06-10T13:30:00.000Z' });
    expect(field(values, 'auction_date')).toEqual({
      value: '2027-06-03T12:00',
      hint: 'London time (GMT or BST)',
    });
    expect(field(values, 'auction_end_date').hint).toBe(
      'London time; Modern and timed auctions, may be empty',
    );
  });
});
