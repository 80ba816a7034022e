import { describe, expect, it } from 'vitest';
import { kindPhrasesIn, lotTextWhere, saysOnlyKinds } from './lot-search-text';

/** Any of the words in a lot's title, address and place (not its description). */
const inTitle = (...words: string[]) => ({ _or: words.map((w) => ({ _search_title: w })) });
const TO_LET = {
  _or: [
    ...inTitle('tenanted', 'let', 'tenancy', 'investment', 'income')._or,
    { _search_phrase: 'tenancy' },
    { _search_phrase: 'tenant' },
  ],
};
/** Any of the words anywhere in the lot's text, its description included. */
const anywhere = (...words: string[]) => ({ _or: words.map((w) => ({ _search: w })) });
const NEEDS_WORK = {
  _or: [
    ...inTitle('refurbishment', 'improvement', 'modernisation', 'renovation', 'repair')._or,
    ...[
      'need refurbishment',
      'need of refurbishment',
      'programme of refurbishment',
      'need modernisation',
      'need of modernisation',
    ].map((w) => ({ _search_phrase: w })),
  ],
};
const WITH_PLANNING = [inTitle('planning'), { _not: { _search_title: 'lapsed planning' } }];

describe('lotTextWhere', () => {
  it('refuses a kind or word said after “not”, “no” or “without”', () => {
    // Found by a buyer's walk: "not tenanted" offered every let lot, "no reserve" was 325 lots
    // whose description says "above the reserve".
    expect(lotTextWhere('not tenanted')).toEqual([{ _not: TO_LET }]);
    expect(lotTextWhere('no tenants')).toEqual([{ _not: TO_LET }]);
    expect(lotTextWhere('garden without a garage')).toEqual([
      { _search: 'garden' },
      { _not: { _search: 'garage' } },
    ]);
    expect(lotTextWhere('not planning')).toEqual([{ _not: { _and: WITH_PLANNING } }]);
    expect(lotTextWhere('no reserve')).toEqual([{ _or: [{ _search: 'unreserved' }] }]);
  });

  it('reads each way of saying a lot needs no work as refusing the lots that do', () => {
    // "no work needed" found lots that need work; "does not need refurbishment" found none.
    const noWork = lotTextWhere('not needing work');
    expect(noWork).toHaveLength(1);
    expect(noWork[0]).toHaveProperty('_not');
    for (const said of [
      'no work needed',
      'no modernisation required',
      'needs no work',
      'requires no renovation',
      'no need for refurbishment',
      'does not need work',
      'doesn’t need work',
      "doesn't need work",
      'dont need work',
      // A review: "doesn't need any work" found the lots that need it.
      'doesn’t need any work',
      'does not require much work',
      'not needing any renovation',
    ])
      expect(lotTextWhere(said), said).toEqual(noWork);
    expect(lotTextWhere('house needs no work')).toEqual([{ _search: 'house' }, ...noWork]);
    // Work still asked for, and "no" before other words as it was.
    expect(lotTextWhere('needs work')).toEqual(lotTextWhere('needs modernisation'));
    expect(lotTextWhere('no garden needed')).toEqual([{ _search: 'no garden needed' }]);
  });

  it('reads a flat’s number as the phrase its address holds', () => {
    // "flat 9" found flats let at "£9,000 a year", and no "Flat 9".
    expect(lotTextWhere('flat 9')).toEqual([{ _search_phrase: 'flat 9' }]);
    expect(lotTextWhere('Flat 4 Mill Road')).toEqual([
      { _search_phrase: 'Flat 4' },
      { _or: [{ _search_phrase: 'Mill road' }, { _search_phrase: 'Mill rd' }] },
    ]);
    expect(lotTextWhere('apartment 12b')).toEqual([{ _search_phrase: 'apartment 12b' }]);
  });

  it('reads two kinds a lot is one of, said joined, as either', () => {
    const shopOrOffice = [
      {
        _or: [
          { _or: [{ _search_title: 'shop' }, { _search_title: 'retail' }] },
          { _or: [{ _search_title: 'office' }] },
        ],
      },
    ];
    expect(lotTextWhere('shops and offices')).toEqual(shopOrOffice);
    expect(lotTextWhere('shop or office')).toEqual(shopOrOffice);
    expect(lotTextWhere('shops & offices')).toEqual(shopOrOffice);
    // A phrase said once for two: "end or mid terrace" was "end" as a word beside mid-terraces.
    const endOrMid = lotTextWhere('end terrace or mid terrace');
    expect(endOrMid).toHaveLength(1);
    expect(lotTextWhere('end or mid terrace')).toEqual(endOrMid);
    expect(lotTextWhere('End or Mid terraced')).toEqual(
      lotTextWhere('end terraced or mid terraced'),
    );
    // Only into a kind of the same group: "garden or mid terrace" keeps "garden" as it was.
    expect(lotTextWhere('garden or mid terrace')).toEqual([
      { _search: 'garden or' },
      { _or: [{ _search_title: 'mid terrace' }] },
    ]);
    // Not a kind a lot is one of: both, as before; nor two of other senses (a review).
    expect(lotTextWhere('tenanted and repossessed')).toHaveLength(2);
    expect(lotTextWhere('shop and vacant')).toHaveLength(2);
    // "no chain" asks for nothing (every lot is chain-free); "no" alone is a word.
    expect(lotTextWhere('no chain')).toEqual([]);
    expect(lotTextWhere('flat no')).toEqual([{ _search: 'flat no' }]);
    expect(lotTextWhere('flat no 12')).toEqual([{ _search: 'flat no 12' }]);
    // A review: a refused word with words after it is a phrase the catalogues write ("no ground
    // rent" refused the lots saying so), and "not far from the sea" refuses nothing.
    expect(lotTextWhere('no ground rent')).toEqual([{ _search: 'no ground rent' }]);
    expect(lotTextWhere('flat without lift')).toEqual([
      { _search: 'flat' },
      { _not: { _search: 'lift' } },
    ]);
    expect(lotTextWhere('not far from the sea')).toEqual([
      { _search: 'not far from the' },
      expect.objectContaining({ _or: expect.any(Array) }),
    ]);
    expect(lotTextWhere('houses but not tenanted')).toEqual([
      { _search: 'houses' },
      { _not: TO_LET },
    ]);
    // "close to" names no street: "hmo close to the university" is an HMO.
    expect(lotTextWhere('hmo close to the university')).toEqual([
      { _search: 'close to the university' },
      anywhere('hmo', 'multiple occupation'),
    ]);
    expect(lotTextWhere('non standard construction')).toEqual([
      { _search: 'non standard construction' },
    ]);
  });

  it('matches the words as typed, less those no lot holds', () => {
    expect(lotTextWhere('garden flat')).toEqual([{ _search: 'garden flat' }]);
    expect(lotTextWhere('cottage property')).toEqual([{ _search: 'cottage' }]);
    expect(lotTextWhere('property auction')).toEqual([]);
  });

  it('leaves out “next auction”, which every lot for sale is', () => {
    // "next" was a word to find: 0 lots.
    expect(lotTextWhere('next auction')).toEqual([]);
    expect(lotTextWhere('upcoming sales garden')).toEqual([{ _search: 'garden' }]);
    expect(lotTextWhere('next door')).toEqual([{ _search: 'next door' }]);
  });

  it('leaves out “for sale”, which every lot is, but not “sale” said otherwise', () => {
    // "pub for sale" found no pub: no catalogue says "sale" of one.
    expect(lotTextWhere('cottage for sale')).toEqual([{ _search: 'cottage' }]);
    expect(lotTextWhere('for sale cottage')).toEqual([{ _search: 'cottage' }]);
    expect(lotTextWhere('pub for sale')).toEqual(lotTextWhere('pub'));
    expect(lotTextWhere('cottage sale')).toEqual([{ _search: 'cottage sale' }]);
  });

  it('matches a word the stemmer makes one with a town’s name as written as well', () => {
    // "Poole" is "pool" to the English stemmer: "house with pool" found the houses in Poole.
    expect(lotTextWhere('swimming pool')).toEqual([
      { _search: 'swimming pool' },
      { _search_word: 'pool' },
    ]);
    expect(lotTextWhere('Pools')).toEqual([{ _search: 'Pools' }, { _search_word: 'Pools' }]);
    expect(lotTextWhere('garden')).toEqual([{ _search: 'garden' }]);
  });

  it('matches a street as its words next to each other, in either form, the other words anywhere', () => {
    const phrases = (...forms: string[]) => ({ _or: forms.map((f) => ({ _search_phrase: f })) });
    expect(lotTextWhere('union street')).toEqual([phrases('union street', 'union st')]);
    expect(lotTextWhere('garden victoria park road')).toEqual([
      phrases('park road', 'park rd'),
      { _search: 'garden victoria' },
    ]);
    // A street's type as addresses shorten it: the short form and the whole one.
    expect(lotTextWhere('union st')).toEqual([phrases('union street', 'union st')]);
    expect(lotTextWhere('station rd garden')).toEqual([
      phrases('station road', 'station rd'),
      { _search: 'garden' },
    ]);
    expect(lotTextWhere('church lane')).toEqual([phrases('church lane', 'church ln')]);
    expect(lotTextWhere('kings mews')).toEqual([{ _search_phrase: 'kings mews' }]);
    // "st" before a word may be a saint's; a number is no street's name; one word is no street.
    for (const said of ['st albans', 'union st albans', '14 road', 'street', 'cottage with garden'])
      expect(lotTextWhere(said), said).toEqual([{ _search: said }]);
  });

  it('reads each way of saying a lot needs work, and asks nothing for words every lot answers', () => {
    for (const said of [
      'needing renovation',
      'in need of some work',
      'requires updating',
      'needs some TLC',
      'renovate',
      'to do up',
      'to modernise',
    ])
      expect(lotTextWhere(said), said).toEqual([NEEDS_WORK]);
    // "update" and "improve" alone are no verb of work: "updated kitchen" is no lot that needs it.
    expect(lotTextWhere('update')).toEqual([{ _search: 'update' }]);
    // Every lot sold at auction is chain-free: "no chain" found none.
    for (const said of ['no chain', 'chain free', 'chain-free', 'no onward chain'])
      expect(lotTextWhere(said), said).toEqual([]);
    expect(lotTextWhere('garden no chain')).toEqual([{ _search: 'garden' }]);
    expect(saysOnlyKinds(['no', 'chain'])).toBe(true);
  });

  it('reads a kind of lot said in a buyer’s words as any of the catalogues’ words', () => {
    expect(lotTextWhere('needs work')).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('Fixer-Upper with garden')).toEqual([
      { _search: 'with garden' },
      NEEDS_WORK,
    ]);
    // Two ways of saying one kind are one condition.
    expect(lotTextWhere('doer upper needs work')).toEqual([NEEDS_WORK]);
    // Agents' words no title uses: "unmodernised" and "needs TLC" found no lot.
    for (const said of ['unmodernised', 'Un-modernised', 'needs TLC', 'requires modernisation'])
      expect(lotTextWhere(said), said).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('buy to let')).toEqual([TO_LET]);
    // A let lot's own words, typed alone, are every let lot: titled so, or whose description
    // names its tenancy or tenants ("tenanted" found only those titled so).
    for (const said of ['tenanted', 'Tenancy', 'let', 'investment', 'sitting tenants'])
      expect(lotTextWhere(said), said).toEqual([TO_LET]);
  });

  it('reads planning and repossessions in the words catalogues use for them', () => {
    expect(lotTextWhere('land with planning permission')).toEqual([
      { _search: 'land with' },
      ...WITH_PLANNING,
    ]);
    // Found by a buyer's walk: "plot with planning" was 16 plots whose consent had lapsed.
    expect(lotTextWhere('planning')).toEqual(WITH_PLANNING);
    expect(lotTextWhere('lapsed planning consent')).toEqual([inTitle('lapsed planning')]);
    expect(lotTextWhere('repossessed houses')).toEqual([
      { _search: 'houses' },
      anywhere('repossession', 'receivers', 'mortgagee'),
    ]);
  });

  it('reads who sells, an HMO and a pub (decision 112)', () => {
    expect(lotTextWhere('probate sale')).toEqual([anywhere('probate', 'executors')]);
    expect(lotTextWhere('Houses in Multiple Occupation')).toEqual([
      anywhere('hmo', 'multiple occupation'),
    ]);
    expect(lotTextWhere('pubs')).toEqual([inTitle('pub', 'public house')]);
    // A street's name, though a kind's word begins it: "shop lane".
    expect(lotTextWhere('shop lane')).toEqual([
      { _or: [{ _search_phrase: 'shop lane' }, { _search_phrase: 'shop ln' }] },
    ]);
    expect(lotTextWhere('church street')).toEqual([
      { _or: [{ _search_phrase: 'church street' }, { _search_phrase: 'church st' }] },
    ]);
  });

  it('searches no joining word left alone beside a kind: "pub with" found none of the pubs', () => {
    expect(lotTextWhere('pub with')).toEqual([inTitle('pub', 'public house')]);
    expect(lotTextWhere('with a pub')).toEqual([inTitle('pub', 'public house')]);
    // Between words they stay, as the text search reads them.
    expect(lotTextWhere('pub with flat')).toEqual([
      { _search: 'with flat' },
      inTitle('pub', 'public house'),
    ]);
  });

  it('reads an ex-council home in any of the catalogues’ words (decision 131)', () => {
    const exCouncil = anywhere(
      'ex council',
      'former council',
      'ex local authority',
      'former local authority',
    );
    for (const said of ['ex council', 'Ex-Council', 'former council', 'ex-local authority'])
      expect(lotTextWhere(said), said).toEqual([exCouncil]);
    expect(lotTextWhere('ex council garden')).toEqual([{ _search: 'garden' }, exCouncil]);
  });

  it('reads the seaside and a city or town centre in the catalogues’ words', () => {
    expect(lotTextWhere('seaside bungalow')).toEqual([
      { _search: 'bungalow' },
      anywhere('sea', 'seafront', 'seaside', 'coast', 'coastal', 'beach'),
    ]);
    expect(lotTextWhere('city centre')).toEqual([anywhere('city centre')]);
    expect(saysOnlyKinds(['city', 'centre'])).toBe(true);
    expect(saysOnlyKinds(['sea', 'views'])).toBe(true);
    for (const said of ['view of sea', 'views of the sea', 'overlooking the sea'])
      expect(saysOnlyKinds(said.split(' ')), said).toBe(true);
  });

  it('reads “detached” as a lot titled detached that is not semi-detached', () => {
    const notSemi = {
      _and: [
        { _not: { _search_title: 'semi detached' } },
        {
          _or: [
            { property_type: { _is_null: true } },
            { property_type: { _neq: 'Semi-detached house' } },
          ],
        },
      ],
    };
    expect(lotTextWhere('detached with garden')).toEqual([
      { _search: 'with garden' },
      inTitle('detached'),
      notSemi,
    ]);
    // Semi-detached as typed, with or without its hyphen.
    expect(lotTextWhere('semi detached with garden')).toEqual([
      { _search: 'semi detached with garden' },
    ]);
    expect(lotTextWhere('semi-detached garden')).toEqual([{ _search: 'semi-detached garden' }]);
    // What "detached" says of a garage or an annexe is matched as typed.
    expect(lotTextWhere('house with detached garage')).toEqual([
      { _search: 'house with detached garage' },
    ]);
    expect(lotTextWhere('detached annexe')).toEqual([{ _search: 'detached annexe' }]);
    expect(saysOnlyKinds(['detached'])).toBe(false);
  });

  it('matches a catalogue’s own word of a titled kind where the kind is, and half a phrase as text', () => {
    // A description's "refurbished in recent years" shares the stem of "refurbishment".
    // Typed alone, a catalogue's word is the whole kind: "refurbishment" found 68 lots where
    // "refurb" found 217 (found by a buyer's walk).
    expect(lotTextWhere('refurbishment')).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('modernisation')).toEqual([NEEDS_WORK]);
    expect(lotTextWhere('investment property')).toEqual([TO_LET]);
    expect(lotTextWhere('refurbished')).toEqual([{ _search: 'refurbished' }]);
    expect(lotTextWhere('offices')).toEqual([inTitle('office')]);
    // Which terraced house, in its title: "when bidding ends" said nothing of it.
    // A title's "End-of-terrace" and "End terrace", each a phrase (to the index "of" is a word).
    expect(lotTextWhere('end of terrace')).toEqual([inTitle('end terrace', 'end of terrace')]);
    expect(lotTextWhere('mid terrace')).toEqual([inTitle('mid terrace')]);
    // Which bungalow: a "semi-detached bungalow" is also "detached bungalow" to the index.
    // The type is the bungalows already: "Detached dormer bungalow" is one (a review).
    expect(lotTextWhere('detached bungalow')).toEqual(lotTextWhere('detached'));
    expect(lotTextWhere('semi bungalow')).toEqual([inTitle('semi')]);
    // What a lot has, after "with": its words, anywhere.
    expect(lotTextWhere('with office')).toEqual([{ _search: 'with office' }]);
    expect(lotTextWhere('upper flat')).toEqual([{ _search: 'upper flat' }]);
  });
});

describe('saysOnlyKinds', () => {
  it('is true only when every word belongs to a phrase for a kind of lot', () => {
    expect(saysOnlyKinds(['fixer', 'upper'])).toBe(true);
    expect(saysOnlyKinds(['buy', 'to', 'let', 'needs', 'work'])).toBe(true);
    expect(saysOnlyKinds(['fixer', 'upper', 'garden'])).toBe(false);
    expect(saysOnlyKinds(['upper'])).toBe(false);
    expect(saysOnlyKinds(['hmo'])).toBe(true);
    expect(saysOnlyKinds([])).toBe(false);
  });
});

describe('kindPhrasesIn', () => {
  it('is true of words within a phrase of several words that says a kind of lot', () => {
    const inKind = kindPhrasesIn(['probate', 'sale', 'manchester']);
    // "sale" of "probate sale" is no Sale, Greater Manchester.
    expect(inKind(1, 1)).toBe(true);
    expect(inKind(1, 2)).toBe(true);
    expect(inKind(2, 1)).toBe(false);
    expect(kindPhrasesIn(['house', 'by', 'the', 'sea'])(3, 1)).toBe(true);
    // A kind of one word says nothing of the words beside it.
    expect(kindPhrasesIn(['hmo', 'sale'])(1, 1)).toBe(false);
    expect(kindPhrasesIn(['sale'])(0, 1)).toBe(false);
  });
});
