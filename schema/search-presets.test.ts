import { describe, expect, it } from 'vitest';
import { presetHref, presetSaid, presetValues } from './search-presets';
import type { SearchControl } from './search';

const controls: SearchControl[] = [
  { id: 'location', type: 'location', label: 'Location', radius_miles: [5] },
  {
    id: 'guide',
    type: 'min-max',
    label: 'Guide',
    min_field: 'guide_price_min',
    max_field: 'guide_price_max',
  },
  { id: 'type', type: 'select', label: 'Type', field: 'property_type', options: [] },
  { id: 'from', type: 'calendar', label: 'From', field: 'auction_date' },
];
const preset = (p: Partial<Parameters<typeof presetValues>[0]>) => ({
  label: 'x',
  control_id: 'location',
  value: '',
  ...p,
});

describe('presetValues (SPEC §3 preset buttons)', () => {
  it('fills a location control through the location parameter', () => {
    expect(presetValues(preset({ value: 'london' }), controls)).toEqual({ location: 'london' });
  });

  it('splits "min-max" into the min and max fields of a min-max control', () => {
    expect(presetValues(preset({ control_id: 'guide', value: '0-100000' }), controls)).toEqual({
      guide_price_min: '0',
      guide_price_max: '100000',
    });
    expect(presetValues(preset({ control_id: 'guide', value: '250000-' }), controls)).toEqual({
      guide_price_min: '250000',
      guide_price_max: '',
    });
  });

  it('maps the other control types to their field', () => {
    expect(presetValues(preset({ control_id: 'type', value: 'Flat' }), controls)).toEqual({
      property_type: 'Flat',
    });
  });

  it('rewrites the value with replace_regexp → replace_template', () => {
    expect(
      presetValues(
        preset({
          value: 'Greater London',
          replace_regexp: '^Greater (\\w+)$',
          replace_template: '$1',
        }),
        controls,
      ),
    ).toEqual({ location: 'London' });
  });

  it('an invalid pattern leaves the value unchanged; an unknown control gives nothing', () => {
    expect(presetValues(preset({ value: 'leeds', replace_regexp: '(' }), controls)).toEqual({
      location: 'leeds',
    });
    expect(presetValues(preset({ control_id: 'nope', value: 'x' }), controls)).toEqual({});
  });

  it('takes the value from its data provider at the moment it is pressed', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(
      presetValues(preset({ control_id: 'from', data_provider_key: 'in_7_days' }), controls, now),
    ).toEqual({ auction_date: '2026-11-30' });
    expect(
      presetValues(preset({ control_id: 'from', data_provider_key: 'today' }), controls, now),
    ).toEqual({ auction_date: '2026-11-23' });
  });
});

describe('presetHref (the preset without JavaScript)', () => {
  it('links to the results with the non-empty values as the query', () => {
    expect(presetHref('/listings', { guide_price_min: '0', guide_price_max: '' })).toBe(
      '/listings?guide_price_min=0',
    );
    expect(presetHref('/listings', {})).toBe('/listings');
  });
});

describe('presetSaid: what a screen reader hears when a pick fills the form', () => {
  it('names the control it set by the button’s words, and that nothing was searched yet', () => {
    expect(presetSaid(preset({ label: 'London', value: 'london' }), controls)).toBe(
      'Location set to London. Press Search to see the results.',
    );
    expect(presetSaid(preset({ label: 'Under £100k', control_id: 'guide' }), controls)).toBe(
      'Guide set to Under £100k. Press Search to see the results.',
    );
  });
});
