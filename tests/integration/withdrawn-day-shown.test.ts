import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';

/**
 * The withdrawn and postponed lists are ordered by the day each lot left its sale (decision 147),
 * and their cards showed only the sale's date: a list "latest first" whose dates ran 2027, 2026,
 * 2027 read as shuffled. A lot taken out of its sale on another day than the sale's now says that
 * day on its card and its page, as a lot sold before its auction does ("Sold on").
 */
const { get } = seededDirectoryApp();

const DAY = /^\d{2} [A-Z][a-z]+, \d{4}$/;
/** Each card of a results page: its lot id and the day its "Withdrawn on" or "Postponed on" says. */
function cardDays(html: string, label: string): Array<{ id: number; day: string | null }> {
  return html
    .split('<article')
    .slice(1)
    .map((card) => ({
      id: Number(/href="\/listings\/(\d+)"/.exec(card)?.[1]),
      day: new RegExp(`>${label}</dt><dd[^>]*>([^<]+)<`).exec(card)?.[1] ?? null,
    }));
}

describe('a lot taken out of its sale', () => {
  it.each([
    ['withdrawn', 'Withdrawn on'],
    ['postponed', 'Postponed on'],
  ])(
    'its card in the %s list says the day it left the sale, the day the list is ordered by',
    async (status, label) => {
      const res = await get(`/listings?lot_status=${status}&order_by=auction_date_desc`);
      expect(res.status).toBe(200);
      const cards = cardDays(res.text, label);
      const dated = cards.filter((c) => c.day !== null);
      if (status === 'withdrawn') expect(dated.length).toBeGreaterThan(0);
      for (const c of dated) expect(c.day).toMatch(DAY);
      // The days it says run latest first, as the list does.
      const times = dated.map((c) => Date.parse(c.day!.replace(',', '')));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // Its page says the same day.
      if (dated[0]) {
        const page = await get(`/listings/${dated[0].id}`);
        expect(page.text).toContain(`>${label}</dt><dd class="font-semibold">${dated[0].day}<`);
      }
    },
  );

  it('a lot for sale says no such day', async () => {
    const res = await get('/listings');
    expect(res.text).not.toMatch(/>(Withdrawn|Postponed) on</);
  });
});
