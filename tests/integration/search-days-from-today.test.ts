import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';
import { londonDayOf } from '#schema/london-time';
import { all, closesBetween, resultIs, under } from '../helpers/lot-truth';

/**
 * A time said from today: "lots sold last week" and "sold yesterday" were words to match (0 lots,
 * "Search Sold" offered), "auctions this year leeds" found the 16 lots whose text says "this
 * year", and the sold-price search read "leeds last month" as a street ("No street or place
 * called ‘leeds last month’"). Each is now the days it says, counted from the day it is said.
 */

const { t, get } = seededDirectoryApp();
const { sentTo, listings } = searchAnswers(get);

const today = londonDayOf(new Date());
const day = (offset: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
/** Monday of this week, as days from today (Sunday is the week's last day). */
const mondayOffset = -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7);

const lotsWhere = async (where: string) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auction_properties a WHERE ${where}`,
    )
  ).rows[0]!.n;

describe('a time said from today in the lot search', () => {
  it('“lots sold last week” is the lots sold that closed Monday to Sunday of last week', async () => {
    const [from, to] = [day(mondayOffset - 7), day(mondayOffset - 1)];
    expect(await sentTo('/listings?search=lots+sold+last+week')).toEqual({
      auction_from: from,
      auction_to: to,
      lot_status: 'sold',
    });
    const data = await listings(`auction_from=${from}&auction_to=${to}&lot_status=sold`);
    expect(data.total).toBe(await lotsWhere(all(resultIs('sold'), closesBetween(from, to))));
  });

  it('“sold yesterday” is one day; “auction results in the past week” every result to today', async () => {
    expect(await sentTo('/listings?search=sold+yesterday')).toEqual({
      auction_from: day(-1),
      auction_to: day(-1),
      lot_status: 'sold',
    });
    expect(await sentTo('/listings?search=auction+results+in+the+past+week')).toEqual({
      auction_from: day(-7),
      auction_to: today,
      lot_status: 'ended',
    });
  });

  it('“auctions this year leeds” is Leeds’ lots of this year, not the words “this year”', async () => {
    const year = today.slice(0, 4);
    const to = await sentTo('/listings?search=auctions+this+year+leeds');
    expect(to).toEqual({
      location: 'Leeds',
      auction_from: `${year}-01-01`,
      auction_to: `${year}-12-31`,
      lot_status: 'all',
    });
    const data = await listings(new URLSearchParams(to).toString());
    const { rows } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM locations WHERE name = 'Leeds' AND kind = 'town' LIMIT 1",
    );
    expect(data.total).toBe(
      await lotsWhere(all(under(rows[0]!.slug), closesBetween(`${year}-01-01`, `${year}-12-31`))),
    );
    expect(data.total).toBeGreaterThan(0);
  });
});

describe('a time said from today in the sold-price search', () => {
  it('“leeds last month” is Leeds’ sales of last calendar month', async () => {
    const first = `${today.slice(0, 8)}01`;
    const d = new Date(`${first}T12:00:00Z`);
    d.setUTCDate(0);
    const last = d.toISOString().slice(0, 10);
    expect(await sentTo('/sold-house-prices?search=leeds+last+month')).toEqual({
      location: 'Leeds',
      date_from: `${last.slice(0, 8)}01`,
      date_to: last,
    });
  });
});
