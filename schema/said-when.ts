import { phraseAt } from './phrase-at';
import { plusDays } from './uk-clock';
import { isOwnKey } from './own';

/**
 * When a buyer says the lots should close, in words: "auctions this week", "flats in Leeds
 * closing tomorrow". Each is a range of UK calendar days, counted from the day the search is made.
 */
export const SAID_WHENS = [
  'today',
  'tomorrow',
  'this_weekend',
  'this_week',
  'next_week',
  'this_month',
  'next_month',
] as const;
export type SaidWhen = (typeof SAID_WHENS)[number];

/**
 * The closing filter (`?closing=this_week`) in words: its chip and its choice in the filter form.
 * The days are worked out when the search runs, so a saved search (and its alerts) keeps meaning
 * "this week" in the weeks after it was saved.
 */
export const CLOSING_LABELS: Record<SaidWhen, string> = {
  today: 'Closing today',
  tomorrow: 'Closing tomorrow',
  this_weekend: 'Closing this weekend',
  this_week: 'Closing in the next 7 days',
  next_week: 'Closing next week',
  this_month: 'Closing this month',
  next_month: 'Closing next month',
};

/** `?closing=` as a said time; anything else (a date, "constructor", a typo) is no filter. */
export const parseSaidWhen = (v: string | null): SaidWhen | undefined =>
  v !== null && isOwnKey(CLOSING_LABELS, v) ? v : undefined;

const WHEN_WORDS: Record<string, SaidWhen> = {
  today: 'today',
  tomorrow: 'tomorrow',
  'this weekend': 'this_weekend',
  'this week': 'this_week',
  'next week': 'next_week',
  'this month': 'this_month',
  'next month': 'next_month',
};

/** Words that say a time is when the lots close: "closing this week", "ending in december". */
export const CLOSING_WORDS: ReadonlySet<string> = new Set(['closing', 'closes', 'ending', 'ends']);
/** Words that may come before the time and say nothing more ("closing this week", "ends today"). */
const LEAD_WORDS = new Set([...CLOSING_WORDS, 'on', 'due']);

/** The time the words from `i` say, with a lead word or without, and how many words it took. */
export function whenAt(words: string[], i: number): { when: SaidWhen; used: number } | null {
  const lead = LEAD_WORDS.has(words[i]?.toLowerCase() ?? '') ? 1 : 0;
  const found = phraseAt(WHEN_WORDS, 2, words, i + lead);
  return found ? { when: found.value, used: lead + found.used } : null;
}

const dayAt = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** Days from `day` to the Sunday that ends its week (UK weeks run Monday to Sunday). */
const toSunday = (day: string) => (7 - dayAt(day).getUTCDay()) % 7;
const monthEnd = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

/**
 * The first and last day (inclusive, `YYYY-MM-DD`) of a time said on the UK day `today`. "This
 * week" is seven days, today and the six after it; "next week" the Monday-to-Sunday week after today's; "this
 * month" and "this weekend" are the whole month and the whole Saturday and Sunday: a lot for sale
 * closes later anyway, and "sold this month" on the 4th took in none of the lots sold at the sales
 * of the 1st to the 3rd.
 */
export function saidDays(when: SaidWhen, today: string): { from: string; to: string } {
  const sunday = plusDays(today, toSunday(today));
  const date = dayAt(today);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  switch (when) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const tomorrow = plusDays(today, 1);
      return { from: tomorrow, to: tomorrow };
    }
    case 'this_weekend':
      return { from: plusDays(sunday, -1), to: sunday };
    case 'this_week':
      // Seven UK days, today the first, as its label says ("Closing in the next 7 days"). It was
      // today and the seven after (eight days), so on a Sunday it held all of next week, Sunday
      // included. Said on a Sunday it now ends on the Saturday and still shares Monday to
      // Saturday with next week, as the labels say (decision 168); said on a Monday it is that
      // week. On a Sunday a buyer still means the week ahead, not the day left.
      return { from: today, to: plusDays(today, 6) };
    case 'next_week':
      return { from: plusDays(sunday, 1), to: plusDays(sunday, 7) };
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: monthEnd(year, month) };
    case 'next_month': {
      const first = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
      return { from: first, to: monthEnd(year, month + 1) };
    }
  }
}
