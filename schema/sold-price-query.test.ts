import { describe, expect, it } from 'vitest';
import {
  MAX_SOLD_PRICE_PAGE,
  hasSoldPriceFilter,
  parseSoldPriceQuery,
  SOLD_PRICE_QUERY_KEYS,
  SoldPriceQuerySchema,
  soldPriceSearchParams,
} from './sold-price-query';

const parse = (qs: string) => parseSoldPriceQuery(new URLSearchParams(qs));

describe('parseSoldPriceQuery', () => {
  it('reads every filter of a well-formed URL', () => {
    expect(
      parse(
        'location=LS6&search=High+Street&property_type=d&min_price=100000&max_price=250000&date_from=2022-01-01&date_to=2023-06-30&order_by=price_asc&page=3',
      ),
    ).toEqual({
      location: 'LS6',
      search: 'High Street',
      property_type: 'D',
      min_price: 100000,
      max_price: 250000,
      date_from: '2022-01-01',
      date_to: '2023-06-30',
      order_by: 'price_asc',
      page: 3,
    });
  });

  it('without parameters: no filters, newest sales first, page 1', () => {
    const q = parse('');
    expect(q.order_by).toBe('date_desc');
    expect(q.page).toBe(1);
    expect(hasSoldPriceFilter(q)).toBe(false);
  });

  it.each([
    ['order_by=drop_table', { order_by: 'date_desc' }],
    ['page=-3', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=999999999', { page: MAX_SOLD_PRICE_PAGE }],
    ['min_price=lots', { min_price: undefined }],
    ['min_price=-5', { min_price: undefined }],
    ['max_price=1e12', { max_price: undefined }],
    ['property_type=castle', { property_type: undefined }],
    ['property_type=t,d,s', { property_type: 'D,S,T' }],
    ['property_type=F,F', { property_type: 'F' }],
    ['property_type=D,castle', { property_type: undefined }],
    // A house type without its noun was no type at all: every sale listed.
    ['property_type=semi-detached', { property_type: 'S' }],
    ['property_type=Terraced', { property_type: 'T' }],
    ['property_type=detached%20houses', { property_type: 'D' }],
    ['property_type=semi,terrace', { property_type: 'S,T' }],
    ['date_from=2023-02-30', { date_from: undefined }],
    ['date_to=yesterday', { date_to: undefined }],
    ['min_price=&location=+++', { min_price: undefined, location: undefined }],
    ['new_build=only', { new_build: 'only' }],
    ['new_build=Y', { new_build: 'only' }],
    ['new_build=no', { new_build: 'exclude' }],
    ['new_build=maybe', { new_build: undefined }],
    ['tenure=leasehold', { tenure: 'Leasehold' }],
    ['tenure=F', { tenure: 'Freehold' }],
    ['tenure=Share+of+freehold', { tenure: undefined }],
    ['tenure=U', { tenure: undefined }],
  ])('normalises %s', (qs, expected) => {
    expect(parse(qs)).toMatchObject(expected);
  });

  it('ignores parameters it does not know, such as a huge limit', () => {
    const q = parse('limit=100000&utm_source=mail');
    expect(Object.keys(q)).not.toContain('limit');
    expect(soldPriceSearchParams(q).toString()).toBe('');
  });

  it('swaps ranges given the wrong way round', () => {
    expect(parse('min_price=500000&max_price=100000')).toMatchObject({
      min_price: 100000,
      max_price: 500000,
    });
    expect(parse('date_from=2024-01-01&date_to=2020-01-01')).toMatchObject({
      date_from: '2020-01-01',
      date_to: '2024-01-01',
    });
  });

  it('caps free text at 100 characters, collapses spaces and drops control characters', () => {
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(100);
    expect(parse('location=%20Leeds%20%20city%20').location).toBe('Leeds city');
    expect(parse('location=%00').location).toBeUndefined();
    expect(parse('search=high%00%0Ast').search).toBe('high st');
  });
});

describe('soldPriceSearchParams', () => {
  it('writes only what differs from the defaults, in a fixed order', () => {
    const q = parse('page=2&order_by=date_desc&utm_campaign=x&min_price=5&location=Leeds');
    expect(soldPriceSearchParams(q).toString()).toBe('location=Leeds&min_price=5&page=2');
    expect(soldPriceSearchParams(q, { page: false }).toString()).toBe('location=Leeds&min_price=5');
  });

  it('round-trips: parsing its output gives the same query', () => {
    const q = parse(
      'property_type=f&tenure=l&new_build=n&date_to=2021-05-01&order_by=price_desc&page=4',
    );
    expect(soldPriceSearchParams(q).toString()).toBe(
      'property_type=F&tenure=Leasehold&new_build=exclude&date_to=2021-05-01&order_by=price_desc&page=4',
    );
    expect(parseSoldPriceQuery(soldPriceSearchParams(q))).toEqual(q);
  });
});

describe('the query keys the filter form uses without zod', () => {
  it('are the schema keys, in the order URLs list them', () => {
    expect([...SOLD_PRICE_QUERY_KEYS]).toEqual(Object.keys(SoldPriceQuerySchema.shape));
  });
});
