import { describe, expect, it } from 'vitest';
import { checkDraft, checkPublishable } from '#server/cms/store/validate-document';

const cards = (query: object) => ({ type: 'cards-by-query', id: 'c', title: 'Cards', query });
const page = (sections: unknown[]) => ({
  slug: 'x',
  title: 'A page',
  layout: 'default',
  seo: { noindex: false },
  sections,
});
const fieldsOf = (query: object) =>
  checkDraft(page([{ type: 'hero', id: 'h', title: 'Hi' }, cards(query)])).issues.flatMap((i) =>
    i.fields.map((f) => [i.section, f.path, f.message]),
  );

/**
 * A cards-by-query section whose query the graph refuses was saved and published as valid, then
 * left out of the page for every visitor: the editor must hear of it on saving, on its field.
 */
describe('a cards-by-query section is checked against its dataset', () => {
  it('the home page’s own query is valid', () => {
    expect(
      fieldsOf({
        dataset: 'auction_properties',
        filters: [
          { field: 'lot_status', op: '_ilike', value: 'available' },
          { field: 'closes_at', op: '_gt', value: 'NOW' },
          { field: 'auction_house.name', op: '_eq', value: 'Allsop' },
        ],
        order: [
          { field: 'closes_at', direction: 'asc' },
          { field: 'auction_house.name', direction: 'asc' },
        ],
      }),
    ).toEqual([]);
  });

  it('a column the dataset lacks is named, with the columns it has', () => {
    const [problem] = fieldsOf({
      dataset: 'auction_properties',
      filters: [{ field: 'town', op: '_eq', value: 'Leeds' }],
    });
    expect(problem?.slice(0, 2)).toEqual(['Section 2 (Cards by query)', 'query.filters.0.field']);
    expect(problem?.[2]).toMatch(/^The lots have no column “town”\. Use one of: .*\bpostcode\b/);
    expect(problem?.[2]).toMatch(/auction_house\.…/);
  });

  it('a relation’s unknown column, an operator the column lacks and a value of the wrong kind', () => {
    expect(
      fieldsOf({
        dataset: 'auction_properties',
        filters: [
          { field: 'auction_house.nme', op: '_eq', value: 'x' },
          { field: 'id', op: '_ilike', value: '1%' },
          { field: 'guide_price_min', op: '_gt', value: 'cheap' },
          { field: 'auction_house', op: '_eq', value: 'x' },
        ],
        order: [{ field: 'colour', direction: 'asc' }],
      }).map(([, path, message]) => [path, String(message).slice(0, 40)]),
    ).toEqual([
      ['query.filters.0.field', '“auction_house” has no column “nme”. Use'],
      ['query.filters.1.op', '“_ilike” does not apply to “id”; use one'],
      ['query.filters.2.value', 'Use a whole number here'],
      ['query.filters.3.field', '“auction_house” is a relation: name one '],
      ['query.order.0.field', 'The lots have no column “colour”. Use on'],
    ]);
  });

  it('NULL and NOW tokens and null checks pass on any column they fit', () => {
    expect(
      fieldsOf({
        dataset: 'sold_house_prices',
        filters: [
          { field: 'saon', op: '_eq', value: 'NULL' },
          { field: 'date_of_transfer', op: '_lt', value: 'NOW' },
          { field: 'price', op: '_in', value: [100000, 200000] },
          { field: 'locality', op: '_is_null', value: true },
        ],
      }),
    ).toEqual([]);
  });

  it('publishing refuses it, so no visitor meets a page with the section missing', () => {
    expect(() =>
      checkPublishable(
        page([
          cards({ dataset: 'auction_houses', filters: [{ field: 'town', op: '_eq', value: 'x' }] }),
        ]),
      ),
    ).toThrow('Section 1 (Cards by query) is not valid yet; fix or remove it before publishing');
  });
});
