import { plusDays } from './uk-clock';
import { NUMBER_WORDS } from './said-from-today';
import { endsAsStreet } from './street-endings';

/**
 * Times said ahead of today, for the lots' closing days: "closing friday", "in the next 30 days",
 * "within 2 weeks", "before christmas", "after new year". Each was matched as words before: "after
 * new year" found the lots with "a new kitchen", and "closing friday" none (decision 170). The
 * sold search does not read them: nothing is sold ahead of today.
 */

export interface DaysAhead {
  /** The first and last closing day (`YYYY-MM-DD`, inclusive); one end may be open. */
  days: { from?: string; to?: string };
  /** The text without the words of the time. */
  rest: string;
}

const COUNT = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = String.raw`(day|week|month)s?`;
const CLOSING = String.raw`(?:(?:closing|closes|ending|ends)\s+)?`;

/** "in the next 30 days", "next 2 weeks", "within 14 days", "closing in 2 weeks". */
const NEXT_SOME = new RegExp(
  String.raw`\b${CLOSING}(?:(?:in|over|within)\s+)?(?:the\s+)?(?:next|coming)\s+${COUNT}\s+${UNIT}\b|\b${CLOSING}(?:in|within)\s+${COUNT}\s+${UNIT}\b(?:'?\s+time\b)?`,
  'gi',
);
/** "within a week", "in the next month", "within the next week". */
const NEXT_ONE = new RegExp(
  String.raw`\b${CLOSING}(?:within\s+(?:a|one|the\s+next)|(?:in|over)\s+the\s+(?:next|coming))\s+(week|month)\b`,
  'gi',
);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/**
 * "closing friday", "ends on monday", "auctions on saturday", "this friday": the coming one, today
 * if it is that day. A weekday alone is not read ("Friday Street"), nor after another "on"
 * ("viewing on saturday"), nor "next friday" (this week's or next week's, as people say it).
 */
const WEEKDAY = new RegExp(
  String.raw`\b(?:(?:closing|closes|ending|ends)\s+(?:on\s+|this\s+)?|auctions?\s+(?:on\s+|this\s+)|this\s+)(${WEEKDAYS.join('|')})\b`,
  'gi',
);
const CHRISTMAS = new RegExp(
  String.raw`\b${CLOSING}(before|until|by|after)\s+(?:the\s+)?(christmas|xmas|new\s+year)\b`,
  'gi',
);
const IN_NEW_YEAR = new RegExp(String.raw`\b${CLOSING}in\s+the\s+new\s+year\b`, 'gi');

const unitDays = (n: number, unit: string, today: string) => {
  if (unit.toLowerCase().startsWith('month')) {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() + n);
    return date.toISOString().slice(0, 10);
  }
  return plusDays(today, n * (unit.toLowerCase().startsWith('week') ? 7 : 1));
};
const countOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
/** Days ahead at most: auctions are listed weeks, not years, before they close. */
const MAX_DAYS_AHEAD = 366;

/** The coming Christmas Day, or the coming New Year's Day, from `today`. */
function comingFeast(feast: string, today: string): string {
  const year = Number(today.slice(0, 4));
  if (/new/i.test(feast)) return `${year + 1}-01-01`;
  return today < `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
}

/** Said in January, "after new year" and "in the new year" are now: it is the new year. */
const inNewYear = (today: string) => today.slice(5, 7) === '01';

/**
 * Words that, after a weekday, a feast or a count of days, make them a name or a distance: "Friday
 * Street", "Christmas Common", "Saturday Market", "3 days walk", "2 weeks drive" (a street, a
 * village, a market, a way off), never closing days.
 */
const NOT_A_TIME_AFTER = new Set([
  ...['common', 'market', 'cottage', 'cottages', 'house', 'farm', 'island', 'wood', 'woods'],
  ...['walk', 'walking', 'drive', 'driving', 'ride', 'away', 'journey', 'commute', 'from'],
]);
const namesNoTime = (next: string) =>
  next !== '' && (NOT_A_TIME_AFTER.has(next.toLowerCase()) || endsAsStreet(next));

/**
 * The closing days said ahead of today in `text` on the UK day `today`, and the text without their
 * words; null when none is said, or more than one.
 */
export function daysAhead(text: string, today: string): DaysAhead | null {
  // "before christmas 2025": a year said is the years' reading, not the coming Christmas.
  if (/\b(?:19|20)\d\d\b/.test(text)) return null;
  const found: DaysAhead['days'][] = [];
  let rest = text;
  const take = (pattern: RegExp, days: (m: string[]) => DaysAhead['days'] | null) => {
    rest = rest.replace(pattern, (...args: unknown[]) => {
      const m = args.filter((a) => typeof a === 'string' || a === undefined) as string[];
      const [at, whole] = args.slice(-2) as [number, string];
      // "friday street", "christmas common", "3 days walk": a name's or a distance's words.
      const next = /^\s*([\p{L}']+)/u.exec(whole.slice(at + m[0]!.length))?.[1] ?? '';
      if (namesNoTime(next)) return m[0]!;
      const said = days(m);
      if (!said) return m[0]!;
      found.push(said);
      return ' ';
    });
  };
  take(NEXT_SOME, ([, n1, u1, n2, u2]) => {
    const count = countOf((n1 ?? n2)!);
    const to = count > 0 ? unitDays(count, (u1 ?? u2)!, today) : null;
    return to && to <= plusDays(today, MAX_DAYS_AHEAD) ? { from: today, to } : null;
  });
  take(NEXT_ONE, ([, unit]) => ({ from: today, to: unitDays(1, unit!, today) }));
  take(WEEKDAY, ([, name]) => {
    const wanted = WEEKDAYS.indexOf(name!.toLowerCase());
    const now = new Date(`${today}T00:00:00Z`).getUTCDay();
    const day = plusDays(today, (wanted - now + 7) % 7);
    return { from: day, to: day };
  });
  take(CHRISTMAS, ([, bound, feast]) => {
    const day = comingFeast(feast!, today);
    if (/new/i.test(feast!) && inNewYear(today) && /after/i.test(bound!)) return { from: today };
    if (bound!.toLowerCase() === 'after') {
      // "After new year" is from New Year's Day (the new year), "after christmas" from Boxing Day.
      // Said between Christmas and the new year, "after christmas" is from today.
      const after = /new/i.test(feast!) ? day : plusDays(`${today.slice(0, 4)}-12-25`, 1);
      return { from: after > today ? after : today };
    }
    // "before christmas": up to Christmas Eve; "by christmas", "until christmas" take in the day.
    const to = bound!.toLowerCase() === 'before' ? plusDays(day, -1) : day;
    return { from: today, to };
  });
  take(IN_NEW_YEAR, () => ({ from: inNewYear(today) ? today : comingFeast('new year', today) }));
  return found.length === 1 ? { days: found[0]!, rest: rest.replace(/\s+/g, ' ').trim() } : null;
}
