/** The UK nations and the regions auction houses say they cover (ONS regions for England). */

export const COUNTRIES = [
  { code: 'ENG', slug: 'england', name: 'England' },
  { code: 'SCT', slug: 'scotland', name: 'Scotland' },
  { code: 'WLS', slug: 'wales', name: 'Wales' },
  { code: 'NIR', slug: 'northern-ireland', name: 'Northern Ireland' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

export const REGIONS = [
  'London',
  'South East',
  'East of England',
  'South West',
  'West Midlands',
  'East Midlands',
  'Yorkshire and the Humber',
  'North West',
  'North East',
  'Wales',
  'Scotland',
  'Northern Ireland',
] as const;

export type Region = (typeof REGIONS)[number];
