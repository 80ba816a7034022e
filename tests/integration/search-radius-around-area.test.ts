import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { FOR_SALE, all, countLots, under } from '../helpers/lot-truth';

/**
 * "Within 10 miles of Kent" is Kent and the land around it. It was a circle round Kent's centre:
 * 1 lot where Kent holds 21, none within 25 miles of Wales (55 lots), 82 within 10 miles of
 * London (30 of London's own left out). A distance now adds to the place, never takes from it.
 */

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

const ids = async (qs: string) => {
  const out: string[] = [];
  for (let page = 1; page < 40; page++) {
    const found = await listings(`${qs}&page=${page}`);
    out.push(...found.items.map((l) => String(l.id)));
    if (out.length >= found.total) return { ids: out, total: found.total };
  }
  throw new Error(`too many pages: ${qs}`);
};

describe('a distance round a place', () => {
  it.each([
    ['kent', 'england/kent'],
    ['wales', 'wales'],
    ['leeds', 'england/west-yorkshire/leeds'],
    ['west+yorkshire', 'england/west-yorkshire'],
  ])(
    '“%s” within any distance finds every lot of the place, and more as it widens',
    async (said, slug) => {
      const own = await countLots(t, all(FOR_SALE, under(slug)));
      expect(own).toBeGreaterThan(0);
      const ownIds = (await ids(`location=${said}`)).ids;
      expect(ownIds).toHaveLength(own);
      let before = own;
      for (const radius of [1, 5, 10, 25, 50]) {
        const found = await ids(`location=${said}&radius=${radius}`);
        expect(found.ids, `${said} within ${radius} miles`).toEqual(expect.arrayContaining(ownIds));
        expect(found.total, `${said} within ${radius} miles`).toBeGreaterThanOrEqual(before);
        before = found.total;
      }
    },
  );

  it('a country, a box per county, answers as any place does', async () => {
    // England's 48 county boxes were 96 comparisons, past the graph's budget: a 500.
    for (const [said, slug] of [
      ['england', 'england'],
      ['scotland', 'scotland'],
    ]) {
      const own = await countLots(t, all(FOR_SALE, under(slug!)));
      const found = await listings(`location=${said}&radius=10`);
      expect(found.total, said).toBeGreaterThanOrEqual(own);
    }
  });

  it('a lot just over the border of a wide place is in, one far from it is not', async () => {
    // Within 10 miles of Kent: Kent's lots and some of its neighbours', not Leeds'.
    const found = await listings('location=kent&radius=10');
    const own = await countLots(t, all(FOR_SALE, under('england/kent')));
    expect(found.total).toBeGreaterThan(own);
    const leeds = await ids('location=leeds');
    const kentAround = await ids('location=kent&radius=10');
    expect(kentAround.ids.filter((id) => leeds.ids.includes(id))).toEqual([]);
  });
});
