import { phraseAt } from './phrase-at';

/**
 * Words buyers add that no lot's title, address or place holds ("investment property", "flats
 * auction"): matched as text, each of them alone emptied the page.
 */
export const NOT_LOT_TEXT = new Set([
  'auction',
  'auctions',
  'property',
  'properties',
  'lot',
  'lots',
  'uk',
]);

/** What catalogues call a lot that needs work: "for improvement", "in need of modernisation". */
const NEEDS_WORK = ['refurbishment', 'improvement', 'modernisation', 'renovation', 'repair'];
/** What catalogues call a lot bought to let: "let on an assured shorthold tenancy", "tenanted". */
const TO_LET = ['tenanted', 'let', 'tenancy', 'investment', 'income'];
/** Land or buildings with planning: "with planning consent", "planning for 15 homes". */
const WITH_PLANNING = ['planning'];
/** Sold for a lender: "repossession", "by order of the LPA receivers", "mortgagee sale". */
const REPOSSESSED = ['repossession', 'receivers', 'mortgagee'];

/**
 * What buyers say for a kind of lot that catalogues word in several ways, none of them the
 * buyer's: "needs work" or "fixer upper" matched no lot, though hundreds are "for improvement" or
 * "in need of modernisation". Each is matched as any one of the catalogue's words (decision 109).
 * A word that catalogues use ("refurbishment", "investment") is matched as it is.
 */
const SAID_KINDS: Record<string, readonly string[]> = {
  'needs work': NEEDS_WORK,
  'need work': NEEDS_WORK,
  'needing work': NEEDS_WORK,
  'needs some work': NEEDS_WORK,
  'in need of work': NEEDS_WORK,
  'needs renovation': NEEDS_WORK,
  'needs renovating': NEEDS_WORK,
  'needs updating': NEEDS_WORK,
  'needs modernising': NEEDS_WORK,
  'fixer upper': NEEDS_WORK,
  'fixer-upper': NEEDS_WORK,
  'doer upper': NEEDS_WORK,
  'doer-upper': NEEDS_WORK,
  renovation: NEEDS_WORK,
  'renovation project': NEEDS_WORK,
  refurb: NEEDS_WORK,
  'refurb project': NEEDS_WORK,
  'buy to let': TO_LET,
  'buy-to-let': TO_LET,
  btl: TO_LET,
  'rental investment': TO_LET,
  'planning permission': WITH_PLANNING,
  'planning consent': WITH_PLANNING,
  repossessed: REPOSSESSED,
  repossession: REPOSSESSED,
  repossessions: REPOSSESSED,
};
const LONGEST_KIND = 4;

/** The words as the kinds of lot their phrases say (each once), and the words of no such phrase. */
function kindsIn(words: readonly string[]): { kinds: (readonly string[])[]; plain: string[] } {
  const plain: string[] = [];
  const kinds: (readonly string[])[] = [];
  for (let i = 0; i < words.length;) {
    const kind = phraseAt(SAID_KINDS, LONGEST_KIND, words, i);
    if (kind) {
      if (!kinds.includes(kind.value)) kinds.push(kind.value);
      i += kind.used;
    } else plain.push(words[i++]!);
  }
  return { kinds, plain };
}

/** Whether the words are all phrases for kinds of lot ("fixer upper", "buy to let"). */
export const saysOnlyKinds = (words: readonly string[]): boolean =>
  words.length > 0 && kindsIn(words).plain.length === 0;

/**
 * The text conditions of a lot search (`_search`, every word must match): the words as typed, less
 * those no lot holds, and each kind of lot said in a buyer's words as any of the catalogue's.
 * Empty when no word is left to match.
 */
export function lotTextWhere(text: string): Record<string, unknown>[] {
  const { kinds, plain } = kindsIn(
    text.split(/\s+/).filter((w) => w && !NOT_LOT_TEXT.has(w.toLowerCase())),
  );
  return [
    ...(plain.length ? [{ _search: plain.join(' ') }] : []),
    ...kinds.map((any) => ({ _or: any.map((word) => ({ _search: word })) })),
  ];
}
