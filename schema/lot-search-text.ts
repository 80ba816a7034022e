import { phraseAt } from './phrase-at';
import { isFlatNumberAt } from './flat-number';
import { own } from './own';
import { streetTypeForms } from './street-endings';

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

/**
 * Words the English stemmer makes one with a word of another meaning: matched as written as well.
 * "house with pool" found the sixteen lots in Poole ("poole" is "pool" to it), none with a pool;
 * "large" would find every lot in Largs; "flat with parking" found the flats "close to parks".
 * The towns' are checked against every place's name by
 * tests/integration/search-words-matched-as-written.test.ts.
 */
export const MATCHED_AS_WRITTEN: ReadonlySet<string> = new Set([
  'pool',
  'pools',
  'large',
  'parking',
]);

/**
 * A kind of lot as the catalogues word it: any one of `words`, matched in the lot's title only,
 * as a phrase (`_search_title`, migration 067) where descriptions also use them in another sense
 * ("refurbished in recent years", "could be let after cosmetic work", "subject to planning"), or
 * anywhere in its text (`_search`) where they only ever say this (decision 112).
 */
interface Kind {
  words: readonly string[];
  match: '_search' | '_search_title';
  /**
   * Words a description uses only of this kind, each matched anywhere as a phrase
   * (`_search_phrase`) beside `words`: a let lot's description says "copies of the tenancy are in
   * the legal pack" where its title may say nothing of it.
   */
  described?: readonly string[];
  /** What a lot holding one of the words must also be, to be of this kind. */
  also?: Record<string, unknown>;
  /** After "with" the words say what a lot has, matched as words ("house with office"). */
  hadAfterWith?: true;
}

/**
 * What catalogues call a lot that needs work: "for improvement", "in need of modernisation" in its
 * title, or its description's "The premises need refurbishment" (a commercial lot's title says
 * nothing of it). Not a description's "refurbishment" alone: "refurbished in recent years".
 */
const NEEDS_WORK: Kind = {
  words: ['refurbishment', 'improvement', 'modernisation', 'renovation', 'repair'],
  match: '_search_title',
  described: [
    'need refurbishment',
    'need of refurbishment',
    'programme of refurbishment',
    'need modernisation',
    'need of modernisation',
  ],
};
/**
 * What catalogues call a lot bought to let: "let on an assured shorthold tenancy", "tenanted" in
 * its title, or its description's tenancy or tenants ("The property is let at £11,900 a year;
 * copies of the tenancy are in the legal pack"). A description's "let" alone is no sign ("could be
 * let after cosmetic work"): "tenanted" found 82 of the 216 let lots for sale, those titled so.
 */
const TO_LET: Kind = {
  words: ['tenanted', 'let', 'tenancy', 'investment', 'income'],
  match: '_search_title',
  // Stems: "tenancies", "tenants" and "tenanted" are these to the English stemmer.
  described: ['tenancy', 'tenant'],
};
/**
 * Land or buildings with planning: "with planning consent", "planning for 15 homes". Not a
 * "Building plot with lapsed planning consent": "plot with planning" was 16 of those and 1 site
 * with planning. Those are a kind of their own ("lapsed planning").
 */
const WITH_PLANNING: Kind = {
  words: ['planning'],
  match: '_search_title',
  also: { _not: { _search_title: 'lapsed planning' } },
};
const LAPSED_PLANNING: Kind = { words: ['lapsed planning'], match: '_search_title' };
/** Sold for a lender: "repossession", "by order of the LPA receivers", "mortgagee sale". */
const REPOSSESSED: Kind = { words: ['repossession', 'receivers', 'mortgagee'], match: '_search' };
/** Sold for an estate: "on the instructions of the executors", "probate has been granted". */
const PROBATE: Kind = { words: ['probate', 'executors'], match: '_search' };
/**
 * Vacant: titled so ("Vacant shop premises") or sold "with vacant possession". A kind, as the
 * words were already matched, so that a search of it and filters is read whole: "vacant 2 bed flat
 * london under 300k" kept "vacant flat london under 300k" as words (0 lots).
 */
const VACANT: Kind = { words: ['vacant'], match: '_search' };
/** Let to several households: "a licensed house in multiple occupation (HMO)". */
const HMO: Kind = { words: ['hmo', 'multiple occupation'], match: '_search' };
/**
 * By the sea: what catalogues say of it ("sea views", "close to the seafront", a town "-on-Sea").
 * "seaside property" found nothing, and offered Deeside as the place meant. Not "harbour": street
 * names ("Harbour Row, Windsor") say it far from any sea.
 */
const SEASIDE: Kind = {
  words: ['sea', 'seafront', 'seaside', 'coast', 'coastal', 'beach'],
  match: '_search',
};
/**
 * Built by a council and sold off: "ex-council", "former local authority". Found since the search
 * no longer reads a description's Council Tax band (migration 056).
 */
const EX_COUNCIL: Kind = {
  words: ['ex council', 'former council', 'ex local authority', 'former local authority'],
  match: '_search',
};
/**
 * Sold without a reserve: "unreserved" in its text ("no" is no word to the index, so "no reserve"
 * as words found every lot whose description says "above the reserve": 325).
 */
const NO_RESERVE: Kind = { words: ['unreserved'], match: '_search' };
/** "manchester city centre": the lots whose text says so ("in the heart of the city centre"). */
const CITY_CENTRE: Kind = { words: ['city centre'], match: '_search' };
const TOWN_CENTRE: Kind = { words: ['town centre'], match: '_search' };

/**
 * A detached property: titled so ("Three-bedroom detached house", "Detached bungalow"), and not
 * semi-detached. The index reads "semi-detached" as "semi-detached", "semi" and "detached" too, so
 * "detached" among other words found every semi-detached house; and a terraced house's "detached
 * garage" is in its description, not its title.
 */
const DETACHED: Kind = {
  words: ['detached'],
  match: '_search_title',
  also: {
    _and: [
      // "semi detached" as plain words finds "Semi-detached" and "Semi Detached" titles alike.
      { _not: { _search_title: 'semi detached' } },
      // A lot of no type is not one of a semi-detached type (NOT of a NULL comparison is NULL).
      {
        _or: [
          { property_type: { _is_null: true } },
          { property_type: { _neq: 'Semi-detached house' } },
        ],
      },
    ],
  },
};

/**
 * Which terraced house: "End-of-terrace house", "End terrace house", "Mid-terrace house" in its
 * title (phrases: "end terrace" as two words found a mid-terrace house with an end garden).
 */
const END_TERRACE: Kind = { words: ['end terrace', 'end of terrace'], match: '_search_title' };
const MID_TERRACE: Kind = { words: ['mid terrace'], match: '_search_title' };

/**
 * Which bungalow: "Two-bedroom detached bungalow", "Detached dormer bungalow" (the type is the
 * bungalows already, so the title's "detached", as DETACHED reads it), "Semi-detached bungalow".
 */
const DETACHED_BUNGALOW: Kind = { ...DETACHED };
const SEMI_BUNGALOW: Kind = { words: ['semi'], match: '_search_title' };

/** What "detached" says of something else the lot has: "with detached garage", "detached annexe". */
const DETACHED_OTHER = new Set([
  'garage',
  'garages',
  'annexe',
  'annex',
  'outbuilding',
  'outbuildings',
  'workshop',
  'studio',
  'office',
  'barn',
  'double',
  'single',
]);

/** Whether "detached" at `i` describes something the lot has, not the lot ("with detached garage"). */
const detachedOther = (words: readonly string[], i: number) =>
  ['semi', 'with'].includes(words[i - 1]?.toLowerCase() ?? '') ||
  DETACHED_OTHER.has(words[i + 1]?.toLowerCase() ?? '');
/**
 * A shop: titled "Vacant shop premises", "Ground floor retail unit" or "Shop with flat above", of
 * the commercial or mixed-use type. A description's "close to local shops" is none.
 */
const SHOP: Kind = { words: ['shop', 'retail'], match: '_search_title', hadAfterWith: true };
/** An office: "Office building"; a description's "study or home office" is none. */
const OFFICE: Kind = { words: ['office'], match: '_search_title', hadAfterWith: true };
/** Catalogues title a pub "public house"; a description's "close to the local pubs" is none. */
const PUB: Kind = { words: ['pub', 'public house'], match: '_search_title' };

/**
 * Chain-free: every lot sold at auction is, as contracts are exchanged when the hammer falls. The
 * words ask for no lot in particular: "houses with no chain" is every house, where as text it
 * found none.
 */
const CHAIN_FREE: Kind = { words: [], match: '_search' };

/** The words before the work that say a lot needs it: "needs", "in need of", "requires". */
const NEEDS_SAID = ['needs', 'need', 'needing', 'in need of', 'requires', 'requiring', 'require'];

/**
 * "needs work", "needing renovation", "in need of modernising", "requires some TLC", "to
 * renovate": each way of saying a lot needs work, as the words before and after combine. "house
 * needing renovation" matched no lot, though the table had "needs renovation"; "renovate" none.
 */
function needingWork(): Record<string, Kind> {
  const work = [
    ...['work', 'some work', 'works', 'renovation', 'renovating', 'updating', 'tlc', 'some tlc'],
    ...['modernisation', 'modernising', 'modernization', 'modernizing', 'refurbishment'],
    ...['refurbishing', 'improvement', 'improving', 'repair', 'repairs', 'attention'],
  ];
  // "house to renovate", "renovate": the work as a verb. "improve" and "update" only after "to"
  // ("updated kitchen" is no lot that needs work).
  const verbs = ['renovate', 'refurbish', 'modernise', 'modernize', 'restore'];
  const toVerbs = [...verbs, 'improve', 'update', 'do up'];
  return Object.fromEntries([
    ...NEEDS_SAID.flatMap((n) => work.map((w): [string, Kind] => [`${n} ${w}`, NEEDS_WORK])),
    ...verbs.map((v): [string, Kind] => [v, NEEDS_WORK]),
    ...toVerbs.map((v): [string, Kind] => [`to ${v}`, NEEDS_WORK]),
  ]);
}

/**
 * What buyers say for a kind of lot that catalogues word in several ways, none of them the
 * buyer's: "needs work" or "fixer upper" matched no lot, though hundreds are "for improvement" or
 * "in need of modernisation". Each is matched as any one of the catalogue's words (decision 109).
 * A word that catalogues use ("refurbishment") is matched as it is; a to-let word ("investment") is every let lot.
 */
const SAID_KINDS: Record<string, Kind> = /* @__PURE__ */ withCatalogueWords({
  ...needingWork(),
  // A word of agents' own, never in a title: "unmodernised" matched no lot.
  unmodernised: NEEDS_WORK,
  'un-modernised': NEEDS_WORK,
  unmodernized: NEEDS_WORK,
  tlc: NEEDS_WORK,
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
  // The kind's own words, typed alone, are the kind: the lots let, whichever words say so.
  ...Object.fromEntries(TO_LET.words.map((word) => [word, TO_LET])),
  tenant: TO_LET,
  tenants: TO_LET,
  'sitting tenant': TO_LET,
  'sitting tenants': TO_LET,
  'let investment': TO_LET,
  'tenanted investment': TO_LET,
  btl: TO_LET,
  'rental investment': TO_LET,
  'planning permission': WITH_PLANNING,
  'planning consent': WITH_PLANNING,
  'lapsed planning': LAPSED_PLANNING,
  'lapsed planning permission': LAPSED_PLANNING,
  'lapsed planning consent': LAPSED_PLANNING,
  'lapsed consent': LAPSED_PLANNING,
  repossessed: REPOSSESSED,
  repossession: REPOSSESSED,
  repossessions: REPOSSESSED,
  'repossession sale': REPOSSESSED,
  'mortgagee sale': REPOSSESSED,
  'receivers sale': REPOSSESSED,
  'receiver sale': REPOSSESSED,
  // What catalogues call "by order of the LPA receivers".
  receivership: REPOSSESSED,
  'receivership sale': REPOSSESSED,
  probate: PROBATE,
  'probate sale': PROBATE,
  'executors sale': PROBATE,
  'executor sale': PROBATE,
  'deceased estate': PROBATE,
  vacant: VACANT,
  'vacant possession': VACANT,
  hmo: HMO,
  hmos: HMO,
  'house in multiple occupation': HMO,
  'houses in multiple occupation': HMO,
  pub: PUB,
  pubs: PUB,
  shop: SHOP,
  shops: SHOP,
  'shop premises': SHOP,
  'retail shop': SHOP,
  office: OFFICE,
  offices: OFFICE,
  'office building': OFFICE,
  detached: DETACHED,
  'end terrace': END_TERRACE,
  'end of terrace': END_TERRACE,
  'end terraced': END_TERRACE,
  'mid terrace': MID_TERRACE,
  'mid terraced': MID_TERRACE,
  'detached bungalow': DETACHED_BUNGALOW,
  'detached bungalows': DETACHED_BUNGALOW,
  'semi detached bungalow': SEMI_BUNGALOW,
  'semi detached bungalows': SEMI_BUNGALOW,
  'semi bungalow': SEMI_BUNGALOW,
  'semi bungalows': SEMI_BUNGALOW,
  sea: SEASIDE,
  seaside: SEASIDE,
  coastal: SEASIDE,
  'by the sea': SEASIDE,
  'near the sea': SEASIDE,
  'sea view': SEASIDE,
  'sea views': SEASIDE,
  // "flat with view of the sea" read "view of sea" as words (no lot says "view"): 0 lots.
  'view of sea': SEASIDE,
  'view of the sea': SEASIDE,
  'views of sea': SEASIDE,
  'views of the sea': SEASIDE,
  'overlooking the sea': SEASIDE,
  'ex council': EX_COUNCIL,
  'ex-council': EX_COUNCIL,
  'former council': EX_COUNCIL,
  'ex local authority': EX_COUNCIL,
  'ex-local authority': EX_COUNCIL,
  'former local authority': EX_COUNCIL,
  'ex la': EX_COUNCIL,
  'ex-la': EX_COUNCIL,
  'city centre': CITY_CENTRE,
  'city center': CITY_CENTRE,
  'town centre': TOWN_CENTRE,
  'town center': TOWN_CENTRE,
  'no reserve': NO_RESERVE,
  'no reserve price': NO_RESERVE,
  'without reserve': NO_RESERVE,
  'without a reserve': NO_RESERVE,
  unreserved: NO_RESERVE,
  'no chain': CHAIN_FREE,
  'chain free': CHAIN_FREE,
  'chain-free': CHAIN_FREE,
  'no onward chain': CHAIN_FREE,
});
const LONGEST_KIND = 5;

/**
 * The table with each catalogue word of a kind matched in titles ("refurbishment", "planning"):
 * typed alone, the whole kind, matched where the kind is ("refurbishment" is no lot "refurbished
 * in recent years"). As the word alone it found 68 lots where "refurb" found 217: a title says
 * "for improvement" of the same kind of lot. A function (marked pure) rather than a loop at the
 * top of the module, so that a bundle that uses nothing of this module but its word list leaves
 * the table out.
 */
function withCatalogueWords(said: Record<string, Kind>): Record<string, Kind> {
  const table = { ...said };
  for (const kind of [NEEDS_WORK, WITH_PLANNING, PUB])
    for (const word of kind.words) table[word] ??= kind;
  return table;
}

/** Whether the word at `i` ends a street's name: "lane", "road", a last "st". */
const isStreetEnding = (words: readonly string[], i: number) =>
  i < words.length &&
  streetTypeForms(words[i]!, i === words.length - 1).length > 0 &&
  // "hmo close to the university" names no Hmo Close.
  !(words[i]!.toLowerCase() === 'close' && words[i + 1]?.toLowerCase() === 'to');

/** Each phrase of a kind of lot in the words, where it begins and how many words it took. */
function kindsAt(words: readonly string[]): { at: number; used: number; kind: Kind | null }[] {
  const found: { at: number; used: number; kind: Kind | null }[] = [];
  for (let i = 0; i < words.length;) {
    const kind = phraseAt(SAID_KINDS, LONGEST_KIND, words, i);
    // "semi detached": the words as typed, which find "semi-detached" and "semi detached" alike;
    // "with detached garage": the garage's, not the lot's.
    // "house with office", "flat with shop below": what the lot has, matched as words.
    const had = kind?.value.hadAfterWith === true && words[i - 1]?.toLowerCase() === 'with';
    // "shop lane", "sea road": a street's name, found as the street (kinds are titles' words).
    const street = kind?.used === 1 && isStreetEnding(words, i + 1);
    const meant =
      kind && !had && !street && !(kind.value === DETACHED && detachedOther(words, i))
        ? kind
        : null;
    found.push({ at: i, used: meant?.used ?? 1, kind: meant?.value ?? null });
    i += meant?.used ?? 1;
  }
  return found;
}

/**
 * Words that say the next is not wanted: "houses not flats", "no leasehold", "without tenants".
 * Not "non": "non standard construction" is a kind of house buyers look for.
 */
export const NOT_WORDS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'without',
  'excluding',
  'except',
]);

/** Words between a refusal and what it refuses: "without a garden", "not in london". */
const REFUSAL_FILLER: ReadonlySet<string> = new Set(['a', 'an', 'any', 'the', 'in', 'on']);
/** Words after "not" or "no" that make no refusal: "not far from the sea", "no more than". */
const NOT_REFUSED: ReadonlySet<string> = new Set(['far', 'too', 'only', 'just', 'more', 'less']);

interface KindsAndWords {
  kinds: Kind[];
  /** Kinds a lot is one of, said joined ("shops and offices", "end terrace or mid terrace"): any one. */
  either: Kind[][];
  plain: string[];
  /** Kinds and words said after "not", "no", "without": lots that are not so, or do not say it. */
  refused: { kinds: Kind[]; words: string[] };
}

/**
 * The words as the kinds of lot their phrases say (each once), the words of no such phrase, and
 * those refused ("not tenanted", "without garden"). A refusal read as a word to find found the
 * lots refused: "not tenanted" offered every let lot.
 */
function kindsIn(words: readonly string[]): KindsAndWords {
  const out: KindsAndWords = {
    kinds: [],
    either: [],
    plain: [],
    refused: { kinds: [], words: [] },
  };
  /** A refusal said, and the filler after it, until what it refuses. */
  let refusing: string[] | null = null;
  /** The last kind said that a lot is one of, and whether "and" or "or" followed it. */
  let oneOf: { kind: Kind; joined: boolean } | null = null;
  for (const { at, used, kind } of kindsAt(words)) {
    const word = words[at]!;
    const next = words[at + 1]?.toLowerCase();
    // Not "flat no 12" (a number after "no" is the flat's), nor "not far from the sea".
    const refusal =
      !kind && NOT_WORDS.has(word.toLowerCase()) && next !== undefined && !/^\d/.test(next);
    if (refusal && !NOT_REFUSED.has(next)) {
      refusing = [word];
      continue;
    }
    if (refusing && !kind && REFUSAL_FILLER.has(word.toLowerCase())) {
      refusing.push(word);
      continue;
    }
    if (refusing) {
      // A kind is refused whole; a word only where nothing follows it but a joining word: "no
      // ground rent", "no through road" are phrases catalogues write, not "rent" without "ground".
      const after = words[at + used]?.toLowerCase();
      if (kind || after === undefined || JOINING_WORDS.has(after) || NOT_WORDS.has(after)) {
        if (!kind) out.refused.words.push(word);
        else if (!out.refused.kinds.includes(kind) && kind.words.length)
          out.refused.kinds.push(kind);
        refusing = null;
        continue;
      }
      out.plain.push(...refusing);
      refusing = null;
    }
    // "shops and offices": either, where each asked for both and found none.
    const joining: boolean =
      !kind && oneOf !== null && !oneOf.joined && EITHER_JOINS.has(word.toLowerCase());
    if (kind && oneOf?.joined && oneOfAGroup(oneOf.kind, kind)) joinEither(out, oneOf.kind, kind);
    // Words every lot answers ("no chain") ask for nothing.
    else if (!kind) out.plain.push(word);
    else if (!out.kinds.includes(kind) && kind.words.length) out.kinds.push(kind);
    oneOf = joining
      ? { kind: oneOf!.kind, joined: true }
      : kind && ONE_OF_KINDS.has(kind)
        ? { kind, joined: false }
        : null;
  }
  if (refusing) out.plain.push(...refusing);
  return out;
}

/**
 * Kinds a lot is one of, not several at once, in groups of one sense: vacant or let; what it is
 * used as (a shop, an office, a pub); how it is built (detached, end or mid terrace). Two of a
 * group said joined are either; "shop and vacant" is still both.
 */
const ONE_OF_GROUPS: readonly (readonly Kind[])[] = [
  [VACANT, TO_LET],
  [SHOP, OFFICE, PUB],
  [DETACHED, END_TERRACE, MID_TERRACE],
];
const ONE_OF_KINDS: ReadonlySet<Kind> = new Set(ONE_OF_GROUPS.flat());
/** Whether two kinds are of one group: either, said joined. */
const oneOfAGroup = (a: Kind, b: Kind) =>
  a !== b && ONE_OF_GROUPS.some((group) => group.includes(a) && group.includes(b));
const EITHER_JOINS: ReadonlySet<string> = new Set(['and', 'or', '&']);

/** Puts `next` with `last` as either: in `last`'s group, or a new one, out of the kinds asked for. */
function joinEither(out: KindsAndWords, last: Kind, next: Kind): void {
  const group = out.either.find((g) => g.includes(last));
  if (group) {
    if (!group.includes(next)) group.push(next);
  } else out.either.push([last, next]);
  out.kinds = out.kinds.filter((k) => k !== last && k !== next);
}

/**
 * The words with a kind's phrase said once for two restored: "end or mid terrace" is "end terrace
 * or mid terrace", either of one group. Read as typed, "end" was a word of its own and the lots
 * were mid-terrace houses whose text says "end" (11 of the 569 either finds).
 */
function elidedKindsRestored(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    out.push(words[i]!);
    const second = phraseAt(SAID_KINDS, LONGEST_KIND, words, i + 2);
    if (
      !second ||
      second.used < 2 ||
      !EITHER_JOINS.has(words[i + 1]?.toLowerCase() ?? '') ||
      phraseAt(SAID_KINDS, LONGEST_KIND, words, i)
    )
      continue;
    const tail = words.slice(i + 3, i + 2 + second.used);
    const first = own(SAID_KINDS, [words[i]!, ...tail].join(' ').toLowerCase());
    if (first && oneOfAGroup(first, second.value)) out.push(...tail);
  }
  return out;
}

/** Whether the word is work a lot can need: "needs work", "needs modernisation". */
const isWork = (word: string | undefined): boolean =>
  word !== undefined && own(SAID_KINDS, `needs ${word.toLowerCase()}`) === NEEDS_WORK;
/** The one-word needs of the needs-work phrases ("need", "requires"): "in need of" is not one. */
const NEED_VERBS: ReadonlySet<string> = new Set(NEEDS_SAID.filter((n) => !n.includes(' ')));
const NEEDED: ReadonlySet<string> = new Set(['needed', 'required', 'necessary']);
/** "doesn't need work": the contracted "not"s a buyer types, with either apostrophe. */
const CONTRACTED_NOT: ReadonlySet<string> = new Set(
  ["doesn't", "don't", "isn't"].flatMap((w) => [w, w.replace("'", '’'), w.replace("'", '')]),
);

/** Words between a need and its work that say how much: "need any work", "require much work". */
const HOW_MUCH: ReadonlySet<string> = new Set(['any', 'much', 'major', 'further', 'significant']);

/**
 * How many words from `i` say a need then its work ("need any work": 3, the work last), or 0:
 * after "not", the need refused whatever the words between.
 */
function needWorkAt(words: readonly string[], i: number): number {
  if (!NEED_VERBS.has(words[i]?.toLowerCase() ?? '')) return 0;
  let at = i + 1;
  while (HOW_MUCH.has(words[at]?.toLowerCase() ?? '')) at++;
  return at > i + 1 && isWork(words[at]) ? at - i + 1 : 0;
}

/**
 * The words with each way of saying a lot needs no work restated as the refusal the reading
 * knows ("not needs work"): "no work needed", "needs no work", "no need for modernisation",
 * "doesn't need work", "does not need refurbishment". Read as typed, the first three found lots
 * that need work (their text says "need" or "work"), and the last two none ("does" was a word to
 * find).
 */
function noWorkRestated(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next, after] = [0, 1, 2].map((k) => words[i + k]?.toLowerCase());
    if ((word === 'does' || word === 'do') && next === 'not') continue;
    // "not need any work", "doesn't require much work": the words between say nothing (read as
    // "need work", "doesn't need any work" found the lots that need it).
    const needed = word === 'not' || CONTRACTED_NOT.has(word!) ? needWorkAt(words, i + 1) : 0;
    if (needed) {
      out.push('not', 'needs', words[i + needed]!);
      i += needed;
    } else if (CONTRACTED_NOT.has(word!)) out.push('not');
    else if (NEED_VERBS.has(word!) && next === 'no' && isWork(after)) {
      out.push('not', 'needs', words[i + 2]!);
      i += 2;
    } else if (word === 'no' && isWork(next) && NEEDED.has(after ?? '')) {
      out.push('not', 'needs', words[i + 1]!);
      i += 2;
    } else if (word === 'no' && next === 'need' && after === 'for' && isWork(words[i + 3])) {
      out.push('not', 'needs', words[i + 3]!);
      i += 3;
    } else out.push(words[i]!);
  }
  return out;
}

/** Whether the phrase (lower case) says a kind of lot in several words: "by the sea", "probate sale". */
export const isKindPhrase = (phrase: string): boolean =>
  phrase.includes(' ') && own(SAID_KINDS, phrase) !== undefined;

/**
 * Of the words, whether those from `from` (`size` of them) lie within a phrase of several words
 * that says a kind of lot: "sale" in "probate sale", "sea" in "by the sea" name no place (Sale,
 * Greater Manchester) there. The phrases are found once, for every run of the words asked about.
 */
export function kindPhrasesIn(words: readonly string[]): (from: number, size: number) => boolean {
  const phrases = kindsAt(words).filter(({ kind, used }) => kind !== null && used > 1);
  return (from, size) => phrases.some(({ at, used }) => from < at + used && at < from + size);
}

/**
 * Of the words, whether the word at `i` says how a lot is sold: for an estate or for a lender
 * ("probate sale", "repossessions"). HM Land Registry records neither, so the sold-price search
 * leaves such words out and says so (decision 152): "probate sale" offered the town of Sale.
 */
export function howSoldIn(words: readonly string[]): (i: number) => boolean {
  const said = kindsAt(words).filter(({ kind }) => kind === PROBATE || kind === REPOSSESSED);
  return (i) => said.some(({ at, used }) => i >= at && i < at + used);
}

/**
 * Whether the word at `i` is of "for sale", which every lot on the site is: "pub for sale" found
 * no pub, as no catalogue says "sale" of a pub (and "probate sale" still says "sale").
 */
const saysForSale = (words: readonly string[], i: number) => {
  const pair = (at: number) =>
    words[at]?.toLowerCase() === 'for' && words[at + 1]?.toLowerCase() === 'sale';
  return pair(i) || pair(i - 1);
};

/** Whether the word at `i` is a "but" before a refusal ("houses but not flats"): the refusal says it. */
export const isButBeforeRefusal = (words: readonly string[], i: number): boolean =>
  words[i]?.toLowerCase() === 'but' && NOT_WORDS.has(words[i + 1]?.toLowerCase() ?? '');

/** Words that say an auction is still to come: "next auction", "upcoming auctions". */
const TO_COME = new Set(['next', 'upcoming', 'forthcoming']);

/**
 * Whether the word at `i` is of a phrase saying the auction is still to come ("next auction in
 * london", "upcoming sales"): every lot for sale is, so it asks for nothing ("next" was a word to
 * find).
 */
export const saysAuctionToCome = (words: readonly string[], i: number): boolean => {
  const pair = (at: number) =>
    TO_COME.has(words[at]?.toLowerCase() ?? '') &&
    /^(?:auctions?|sales?)$/i.test(words[at + 1] ?? '');
  return pair(i) || pair(i - 1);
};

/** Words the English text search drops: alone, they are a search for nothing, which finds nothing. */
const JOINING_WORDS: ReadonlySet<string> = new Set([
  'with',
  'and',
  'or',
  '&',
  'in',
  'of',
  'a',
  'an',
  'the',
  'for',
  'at',
  'to',
  'on',
  'near',
]);

/**
 * A search's words, less those no lot holds, as kinds of lot and the words of no kind. Joining
 * words left alone once the kinds are read are none: "pub with" searched "with" beside the pubs,
 * and found none of them.
 */
const kindsOfText = (text: string): KindsAndWords => {
  const words = noWorkRestated(elidedKindsRestored(text.split(/\s+/).filter(Boolean)));
  const read = kindsIn(
    words.filter(
      (w, i) =>
        !NOT_LOT_TEXT.has(w.toLowerCase()) &&
        !isButBeforeRefusal(words, i) &&
        !saysForSale(words, i) &&
        !saysAuctionToCome(words, i),
    ),
  );
  const plain = read.plain.every((w) => JOINING_WORDS.has(w.toLowerCase())) ? [] : read.plain;
  return { ...read, plain };
};

/**
 * A street among the words ("union street", "garden flat victoria park road", "station rd"): its
 * type, whole or short (a short "st" only at the end: "st albans" is a saint's), and the word
 * before it, which a lot's address holds next to each other, in either form ("Union Street",
 * "Union St"). As separate words "union street" found a house on Union Grove "in an established
 * residential street", and "union st" nothing. The other words are matched as before.
 */
function streetIn(
  plain: readonly string[],
): { forms: string[]; said: string; rest: string[] } | null {
  for (let i = plain.length - 1; i >= 1; i--) {
    const [name, ending] = [plain[i - 1]!, plain[i]!];
    const types = streetTypeForms(ending, i === plain.length - 1);
    if (types.length && /^\p{L}[\p{L}'’-]*$/u.test(name))
      return {
        forms: types.map((type) => `${name} ${type}`),
        said: `${name} ${ending}`,
        rest: [...plain.slice(0, i - 1), ...plain.slice(i + 1)],
      };
  }
  return null;
}

/**
 * The street a text search names, as typed ("union street" in "union street garden"); null when
 * it names none. One thing to a buyer: an offer leaves it out whole, never one of its words.
 */
export const streetSaid = (text: string): string | null =>
  streetIn(kindsOfText(text).plain)?.said ?? null;

/** A search's kinds of lot, the street it names (in each form), its other words and refusals. */
function textParts(text: string): {
  kinds: Kind[];
  either: Kind[][];
  /** Flats by number ("flat 9"), each a phrase. */
  flats: string[];
  street: string[] | null;
  words: string[];
  refused: KindsAndWords['refused'];
} {
  const { kinds, either, plain, refused } = kindsOfText(text);
  const { flats, rest } = flatNumbersIn(plain);
  const street = streetIn(rest);
  return {
    kinds,
    either,
    flats,
    street: street?.forms ?? null,
    words: street ? street.rest : rest,
    refused,
  };
}

/** "flat 9" among the words, as the phrase an address holds ("Flat 9, Victoria Mansions"). */
function flatNumbersIn(plain: readonly string[]): { flats: string[]; rest: string[] } {
  const flats: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < plain.length; i++) {
    if (isFlatNumberAt(plain, i)) {
      flats.push(`${plain[i]} ${plain[i + 1]}`);
      i += 1;
    } else rest.push(plain[i]!);
  }
  return { flats, rest };
}

/** What a lot of the kind matches: any of its words, with what it must also be. */
const kindWhere = (kind: Kind): Record<string, unknown>[] => [
  {
    _or: [
      ...kind.words.map((word) => ({ [kind.match]: word })),
      ...(kind.described ?? []).map((words) => ({ _search_phrase: words })),
    ],
  },
  ...(kind.also ? [kind.also] : []),
];

/** A lot of the kind, as one condition. */
const kindMatch = (kind: Kind): Record<string, unknown> => {
  const where = kindWhere(kind);
  return where.length === 1 ? where[0]! : { _and: where };
};

/** Whether the words are all phrases for kinds of lot ("fixer upper", "buy to let"). */
export const saysOnlyKinds = (words: readonly string[]): boolean => {
  if (!words.length) return false;
  const { kinds, plain } = kindsIn(words);
  // "detached" left over is what the reading could not place ("houses with detached garage").
  return plain.length === 0 && !kinds.includes(DETACHED);
};

/**
 * The words of a text search a lot's description can answer, in groups of which the lot holds one
 * word each: each word matched as typed alone, and each kind matched anywhere as its catalogue
 * words ("repossessed" → repossession, receivers, mortgagee). Kinds matched in titles only are
 * left out: a title says them. For the card's line of the description that matched.
 */
export function lotTextGroups(text: string): string[][] {
  const { kinds, either, flats, street, words } = textParts(text);
  return [
    ...flats.map((flat) => [flat]),
    ...(street ? [street] : []),
    ...words.map((w) => [w]),
    ...kinds.filter((k) => k.match === '_search').map((k) => [...k.words]),
    ...either
      .map((group) => group.flatMap((k) => (k.match === '_search' ? k.words : [])))
      .filter((group) => group.length),
    ...kinds.flatMap((k) => (k.described ? [[...k.described]] : [])),
  ];
}

/**
 * The text conditions of a lot search (`_search`, every word must match anywhere in the lot's
 * text, its description included): the words as typed, less those no lot holds; those that share
 * a stem with a word of another meaning also as written (`_search_word`); and each kind of lot
 * said in a buyer's words as any of the catalogue's. Empty when no word is left to match.
 */
export function lotTextWhere(text: string): Record<string, unknown>[] {
  const { kinds, either, flats, street, words, refused } = textParts(text);
  const asWritten = words.filter((w) => MATCHED_AS_WRITTEN.has(w.toLowerCase()));
  return [
    ...flats.map((flat) => ({ _search_phrase: flat })),
    ...(street
      ? [
          street.length === 1
            ? { _search_phrase: street[0] }
            : { _or: street.map((form) => ({ _search_phrase: form })) },
        ]
      : []),
    ...(words.length ? [{ _search: words.join(' ') }] : []),
    ...(asWritten.length ? [{ _search_word: asWritten.join(' ') }] : []),
    ...kinds.flatMap(kindWhere),
    ...either.map((group) => ({ _or: group.map(kindMatch) })),
    // "not tenanted", "without garden": no lot of the kind, or whose text says the word.
    ...refused.kinds.map((kind) => ({ _not: kindMatch(kind) })),
    ...refused.words.map((word) => ({ _not: { _search: word } })),
  ];
}
