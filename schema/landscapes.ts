/**
 * National parks and National Landscapes (until 2023 "Areas of Outstanding Natural Beauty") as
 * places a buyer can search: "cottage in the cotswolds", "lake district", "houses in the peak
 * district". None is a place of our list, so such a search found the lots whose text held the
 * words, or none. A landscape is searched as the towns and villages of our place list it holds
 * (for a National Landscape, whose edge buyers draw loosely, also the towns at its edge known as
 * its own: Cirencester, Berkhamsted), as a region is searched as its counties; the page names
 * them. Members are place slugs (`locations.slug`), checked against the seeded place list by a
 * test. Decision 117.
 */
export interface Landscape {
  /** Its slug in the place list; no `locations` row has it. */
  slug: string;
  /** As pages say it: "Lake District National Park", "Cotswolds National Landscape". */
  name: string;
  kind: 'national park' | 'national landscape';
  /** The English name it went by until 2022–23, which buyers still use ("Snowdonia"). */
  formerly?: string;
  /**
   * Its towns include some at its edge, known as its own ("in and around it"): every National
   * Landscape, and a park whose edge runs through towns (the Broads).
   */
  around?: boolean;
  /** Other ways of writing it, as `placeKey` reads them ("the lake district", "snowdonia"). */
  aliases: readonly string[];
  /** The places (`locations.slug`) it is searched as. */
  towns: readonly string[];
}

export const LANDSCAPES: readonly Landscape[] = [
  {
    slug: 'england/lake-district',
    name: 'Lake District National Park',
    kind: 'national park',
    aliases: ['lake district', 'lakeland', 'english lakes'],
    towns: [
      'england/cumbria/keswick',
      'england/cumbria/ambleside',
      'england/cumbria/windermere',
      'england/cumbria/staveley',
    ],
  },
  {
    slug: 'england/peak-district',
    name: 'Peak District National Park',
    kind: 'national park',
    aliases: ['peak district', 'dark peak', 'white peak'],
    towns: [
      'england/derbyshire/bakewell',
      'england/derbyshire/hathersage',
      'england/derbyshire/hope-valley',
      'england/derbyshire/tideswell',
      'england/derbyshire/baslow',
      'england/derbyshire/youlgreave',
      'england/south-yorkshire/bradfield',
    ],
  },
  {
    slug: 'england/yorkshire-dales',
    name: 'Yorkshire Dales National Park',
    kind: 'national park',
    aliases: ['yorkshire dales'],
    towns: ['england/north-yorkshire/grassington', 'england/cumbria/sedbergh'],
  },
  {
    slug: 'england/north-york-moors',
    name: 'North York Moors National Park',
    kind: 'national park',
    aliases: ['north york moors', 'north yorkshire moors'],
    towns: [
      'england/north-yorkshire/helmsley',
      'england/north-yorkshire/danby',
      'england/north-yorkshire/sleights',
      'england/north-yorkshire/thornton-dale',
      'england/north-yorkshire/ingleby-greenhow',
      'england/north-yorkshire/bilsdale',
    ],
  },
  {
    slug: 'england/exmoor',
    name: 'Exmoor National Park',
    kind: 'national park',
    aliases: ['exmoor'],
    towns: ['england/devon/lynton', 'england/somerset/porlock', 'england/devon/dulverton'],
  },
  {
    slug: 'england/dartmoor',
    name: 'Dartmoor National Park',
    kind: 'national park',
    aliases: ['dartmoor'],
    towns: [
      'england/devon/chagford',
      'england/devon/moretonhampstead',
      'england/devon/princetown',
      'england/devon/ashburton',
      'england/devon/buckfastleigh',
      'england/devon/yelverton',
      'england/devon/bovey-tracey',
    ],
  },
  {
    slug: 'england/new-forest',
    name: 'New Forest National Park',
    kind: 'national park',
    // "new forest" is New Forest District where Land Registry names it (authorityOverLandscape).
    aliases: ['new forest'],
    towns: [
      'england/hampshire/lyndhurst',
      'england/hampshire/brockenhurst',
      'england/hampshire/burley',
      'england/hampshire/sway',
    ],
  },
  {
    slug: 'england/south-downs',
    name: 'South Downs National Park',
    kind: 'national park',
    aliases: ['south downs'],
    towns: [
      'england/hampshire/petersfield',
      'england/west-sussex/midhurst',
      'england/west-sussex/petworth',
      'england/east-sussex/lewes',
      'england/west-sussex/ditchling',
      'england/west-sussex/steyning',
      'england/west-sussex/findon',
      'england/west-sussex/washington',
      'england/hampshire/south-harting',
      'england/hampshire/liss',
      'england/west-sussex/fernhurst',
      'england/west-sussex/arundel',
    ],
  },
  {
    slug: 'england/the-broads',
    name: 'The Broads National Park',
    kind: 'national park',
    // Its edge runs along the rivers: the towns on them are its own and at its edge.
    around: true,
    aliases: ['broads', 'norfolk broads', 'norfolk and suffolk broads'],
    towns: [
      'england/norfolk/hoveton',
      'england/norfolk/horning',
      'england/norfolk/coltishall',
      'england/norfolk/stalham',
      'england/norfolk/acle',
      'england/norfolk/brundall',
      'england/norfolk/reedham',
      'england/norfolk/loddon',
      'england/norfolk/martham',
      'england/suffolk/beccles',
    ],
  },
  {
    slug: 'wales/eryri',
    name: 'Eryri National Park',
    formerly: 'Snowdonia',
    kind: 'national park',
    aliases: ['eryri', 'snowdonia', 'eryri national park', 'snowdonia national park', 'snowdon'],
    towns: [
      'wales/gwynedd/betws-y-coed',
      'wales/gwynedd/ffestiniog',
      'wales/gwynedd/maentwrog',
      'wales/gwynedd/trawsfynydd',
      'wales/gwynedd/harlech',
      'wales/gwynedd/llanbedr',
      'wales/gwynedd/dyffryn-ardudwy',
      'wales/gwynedd/dolgellau',
      'wales/gwynedd/barmouth',
      'wales/gwynedd/corris',
    ],
  },
  {
    slug: 'wales/bannau-brycheiniog',
    name: 'Bannau Brycheiniog National Park',
    formerly: 'the Brecon Beacons',
    kind: 'national park',
    aliases: [
      'bannau brycheiniog',
      'brecon beacons',
      'bannau brycheiniog national park',
      'brecon beacons national park',
    ],
    towns: [
      'wales/powys/brecon',
      'wales/powys/talgarth',
      'wales/gwent/crickhowell',
      'wales/powys/llangynidr',
      'wales/gwent/govilon',
      'wales/powys/cray',
      'wales/dyfed/llanddeusant',
    ],
  },
  {
    slug: 'wales/pembrokeshire-coast',
    name: 'Pembrokeshire Coast National Park',
    kind: 'national park',
    aliases: ['pembrokeshire coast'],
    towns: [
      'wales/dyfed/saint-davids',
      'wales/dyfed/newport',
      'wales/dyfed/nevern',
      'wales/dyfed/manorbier',
      'wales/dyfed/dale',
      'wales/dyfed/penally',
      'wales/dyfed/castlemartin',
      'wales/dyfed/llanrhian',
    ],
  },
  {
    slug: 'scotland/cairngorms',
    name: 'Cairngorms National Park',
    kind: 'national park',
    aliases: ['cairngorms', 'cairngorm', 'cairngorm mountains'],
    towns: [
      'scotland/inverness/aviemore',
      'scotland/inverness/kingussie',
      'scotland/inverness/newtonmore',
      'scotland/moray/grantown-on-spey',
      'scotland/aberdeenshire/ballater',
    ],
  },
  {
    slug: 'scotland/loch-lomond-and-the-trossachs',
    name: 'Loch Lomond and The Trossachs National Park',
    kind: 'national park',
    aliases: ['loch lomond', 'trossachs', 'loch lomond and trossachs'],
    towns: ['scotland/dunbartonshire/balloch', 'scotland/stirling-and-falkirk/callander'],
  },
  {
    slug: 'england/cotswolds',
    name: 'Cotswolds National Landscape',
    kind: 'national landscape',
    // "cotswold" is Cotswold District where Land Registry names it (authorityOverLandscape).
    aliases: ['cotswolds', 'cotswold', 'cotswold hills'],
    towns: [
      'england/warwickshire/chipping-campden',
      'england/gloucestershire/broadway',
      'england/gloucestershire/blockley',
      'england/oxfordshire/moreton-in-marsh',
      'england/gloucestershire/stow-on-the-wold',
      'england/gloucestershire/bourton-on-the-water',
      'england/gloucestershire/winchcombe',
      'england/gloucestershire/northleach',
      'england/oxfordshire/burford',
      'england/oxfordshire/chipping-norton',
      'england/oxfordshire/shipton-under-wychwood',
      'england/gloucestershire/painswick',
      'england/gloucestershire/chalford',
      'england/gloucestershire/minchinhampton',
      'england/gloucestershire/nailsworth',
      'england/gloucestershire/tetbury',
      'england/gloucestershire/wotton-under-edge',
      'england/gloucestershire/cirencester',
      'england/gloucestershire/fairford',
      'england/oxfordshire/lechlade',
      'england/wiltshire/marshfield',
    ],
  },
  {
    slug: 'england/chilterns',
    name: 'Chilterns National Landscape',
    kind: 'national landscape',
    aliases: ['chilterns', 'chiltern hills'],
    towns: [
      'england/buckinghamshire/wendover',
      'england/buckinghamshire/great-missenden',
      'england/buckinghamshire/princes-risborough',
      'england/oxfordshire/chinnor',
      'england/buckinghamshire/stokenchurch',
      'england/buckinghamshire/watlington',
      'england/buckinghamshire/ivinghoe',
      'england/buckinghamshire/pitstone',
      'england/hertfordshire/tring',
      'england/hertfordshire/berkhamsted',
      'england/buckinghamshire/chesham',
      'england/buckinghamshire/amersham',
      'england/buckinghamshire/hyde-heath',
      'england/hertfordshire/chorleywood',
      'england/oxfordshire/henley-on-thames',
      'england/berkshire/rotherfield-peppard',
    ],
  },
  {
    slug: 'england/surrey-hills',
    name: 'Surrey Hills National Landscape',
    kind: 'national landscape',
    aliases: ['surrey hills'],
    towns: [
      'england/surrey/dorking',
      'england/surrey/westcott',
      'england/surrey/peaslake',
      'england/surrey/chilworth',
      'england/surrey/ewhurst',
      'england/surrey/chiddingfold',
      'england/surrey/witley',
      'england/surrey/holmwood',
      'england/surrey/bramley',
    ],
  },
  {
    slug: 'england/kent-downs',
    name: 'Kent Downs National Landscape',
    kind: 'national landscape',
    aliases: ['kent downs', 'north downs kent'],
    towns: [
      'england/kent/wye',
      'england/kent/charing',
      'england/kent/lenham',
      'england/kent/harrietsham',
      'england/kent/westerham',
      'england/kent/otford',
      'england/kent/kemsing',
      'england/kent/wrotham',
      'england/kent/barham',
      'england/kent/lyminge',
      'england/kent/shepherdswell',
      'england/kent/chartham',
      'england/kent/bridge',
    ],
  },
  {
    slug: 'england/high-weald',
    name: 'High Weald National Landscape',
    kind: 'national landscape',
    aliases: ['high weald'],
    towns: [
      'england/east-sussex/wadhurst',
      'england/east-sussex/ticehurst',
      'england/kent/goudhurst',
      'england/kent/cranbrook',
      'england/kent/lamberhurst',
      'england/kent/hawkhurst',
      'england/east-sussex/burwash',
      'england/east-sussex/robertsbridge',
      'england/east-sussex/crowborough',
      'england/east-sussex/forest-row',
      'england/east-sussex/ardingly',
      'england/west-sussex/balcombe',
      'england/east-sussex/horsted-keynes',
      'england/west-sussex/handcross',
      'england/east-sussex/heathfield',
      'england/kent/sissinghurst',
      'england/kent/biddenden',
      'england/kent/tenterden',
      'england/kent/northiam',
      'england/east-sussex/battle',
      'england/kent/groombridge',
      'england/kent/speldhurst',
      'england/kent/flimwell',
      'england/east-sussex/buxted',
    ],
  },
  {
    slug: 'england/north-wessex-downs',
    name: 'North Wessex Downs National Landscape',
    kind: 'national landscape',
    aliases: ['north wessex downs', 'wessex downs'],
    towns: [
      'england/wiltshire/lambourn',
      'england/wiltshire/marlborough',
      'england/berkshire/hungerford',
      'england/wiltshire/ramsbury',
      'england/wiltshire/aldbourne',
      'england/wiltshire/great-bedwyn',
      'england/wiltshire/pewsey',
      'england/wiltshire/kintbury',
      'england/wiltshire/avebury',
      'england/berkshire/compton',
      'england/berkshire/west-ilsley',
      'england/berkshire/blewbury',
      'england/berkshire/chaddleworth',
      'england/hampshire/kingsclere',
      'england/hampshire/highclere',
      'england/wiltshire/shalbourne',
    ],
  },
  {
    slug: 'england/dorset-national-landscape',
    name: 'Dorset National Landscape',
    kind: 'national landscape',
    aliases: ['dorset aonb', 'dorset national landscape'],
    towns: [
      'england/dorset/bridport',
      'england/somerset/beaminster',
      'england/somerset/charmouth',
      'england/dorset/lyme-regis',
      'england/dorset/corfe-castle',
      'england/dorset/swanage',
      'england/dorset/maiden-newton',
      'england/dorset/puddletown',
      'england/dorset/bere-regis',
      'england/dorset/milborne-st-andrew',
      'england/dorset/shillingstone',
      'england/dorset/child-okeford',
    ],
  },
  {
    slug: 'england/norfolk-coast',
    name: 'Norfolk Coast National Landscape',
    kind: 'national landscape',
    aliases: ['norfolk coast', 'north norfolk coast'],
    towns: [
      'england/norfolk/wells-next-the-sea',
      'england/norfolk/sheringham',
      'england/norfolk/cromer',
      'england/norfolk/overstrand',
      'england/norfolk/mundesley',
      'england/norfolk/holt',
      'england/norfolk/hunstanton',
      'england/norfolk/heacham',
      'england/norfolk/snettisham',
    ],
  },
  {
    slug: 'england/suffolk-coast-and-heaths',
    name: 'Suffolk and Essex Coast and Heaths National Landscape',
    kind: 'national landscape',
    aliases: ['suffolk coast', 'suffolk coast and heaths', 'suffolk heritage coast'],
    towns: [
      'england/suffolk/southwold',
      'england/suffolk/aldeburgh',
      'england/suffolk/leiston',
      'england/suffolk/woodbridge',
      'england/suffolk/shotley-gate',
      'england/suffolk/kessingland',
    ],
  },
  {
    slug: 'england/malvern-hills',
    name: 'Malvern Hills National Landscape',
    kind: 'national landscape',
    // "malvern hills" is Malvern Hills District where Land Registry names it.
    aliases: ['malvern hills', 'malverns'],
    towns: ['england/worcestershire/great-malvern'],
  },
  {
    slug: 'england/shropshire-hills',
    name: 'Shropshire Hills National Landscape',
    kind: 'national landscape',
    aliases: ['shropshire hills'],
    towns: [
      'england/shropshire/church-stretton',
      'england/shropshire/bishops-castle',
      'england/shropshire/craven-arms',
      'england/shropshire/much-wenlock',
      'england/shropshire/cardington',
      'england/shropshire/longnor',
      'england/shropshire/norbury',
      'england/shropshire/lydham',
      'england/shropshire/mainstone',
      'england/shropshire/bucknell',
    ],
  },
  {
    slug: 'england/nidderdale',
    name: 'Nidderdale National Landscape',
    kind: 'national landscape',
    aliases: ['nidderdale'],
    towns: ['england/north-yorkshire/pateley-bridge', 'england/north-yorkshire/masham'],
  },
  {
    slug: 'wales/gower',
    name: 'Gower National Landscape',
    kind: 'national landscape',
    aliases: ['gower', 'gower peninsula'],
    towns: [
      'wales/west-glamorgan/bishopston',
      'wales/dyfed/pennard',
      'wales/dyfed/southgate',
      'wales/dyfed/three-crosses',
      'wales/dyfed/crofty',
    ],
  },
];

const bySlug = new Map(LANDSCAPES.map((l) => [l.slug, l]));

export const landscape = (slug: string): Landscape | undefined => bySlug.get(slug);

/**
 * Every way of writing a landscape's name: its aliases, each also with the words of its kind
 * ("peak district national park", "cotswolds aonb", "chilterns area of outstanding natural
 * beauty").
 */
export function landscapeAliases(l: Landscape): string[] {
  const suffixes =
    l.kind === 'national park'
      ? ['national park']
      : ['national landscape', 'aonb', 'area of outstanding natural beauty'];
  return l.aliases.flatMap((a) =>
    suffixes.some((s) => a.endsWith(` ${s}`)) ? [a] : [a, ...suffixes.map((s) => `${a} ${s}`)],
  );
}

/** Whether the page says the places searched are "in and around" the landscape. */
export const searchedAround = (l: Landscape): boolean =>
  l.around === true || l.kind === 'national landscape';
