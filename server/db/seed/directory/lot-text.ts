import type { Rng } from './prng';
import type { Town } from './places';
import type { AuctionMethod, LotPropertyType, Tenure } from './vocabulary';

const NUMBER_WORDS = ['Studio', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'];

export function bedroomWords(bedrooms: number): string {
  return NUMBER_WORDS[bedrooms] ?? String(bedrooms);
}

export interface LotTextInput {
  type: LotPropertyType;
  bedrooms: number | null;
  tenure: Tenure;
  street: string;
  town: Town;
  method: AuctionMethod;
  tenanted: boolean;
  /** Annual rent for tenanted lots. */
  rent: number | null;
  needsWork: boolean;
  /** Catalogue words some lots carry (drawn from a stream of their own: see catalogueWords). */
  words?: CatalogueWords;
}

/**
 * What some catalogues add to a lot, drawn from a stream of its own so that the seed's other
 * numbers stay where they were: a small terraced house called a cottage, a large let house that
 * is a licensed HMO, and who sells (a lender's receivers or mortgagees, or executors).
 */
export interface CatalogueWords {
  cottage: boolean;
  hmo: boolean;
  vendor: string | null;
}

const VENDORS = {
  lender: [
    'Sold on behalf of the LPA receivers.',
    'By order of the mortgagees in possession.',
    'A repossession, offered on the instructions of the lender.',
  ],
  estate: [
    'Sold on the instructions of the executors; probate has been granted.',
    'By order of the executors of the late owner.',
  ],
} as const;

const HOUSES: readonly LotPropertyType[] = [
  'Terraced house',
  'Semi-detached house',
  'Detached house',
];

export function catalogueWords(
  rng: Rng,
  lot: Pick<LotTextInput, 'type' | 'bedrooms' | 'tenanted' | 'town'>,
): CatalogueWords {
  const roll = rng.float();
  // Scotland has no LPA receivers: a lender there sells as heritable creditor.
  const lender =
    lot.town.country === 'SCT'
      ? 'A repossession, sold on behalf of the heritable creditors.'
      : rng.pick(VENDORS.lender);
  const vendor = roll < 0.07 ? lender : roll < 0.12 ? rng.pick(VENDORS.estate) : null;
  const beds = lot.bedrooms ?? 0;
  return {
    // A cottage is a small house outside the city: none in London.
    cottage:
      lot.type === 'Terraced house' && beds <= 3 && lot.town.region !== 'London' && rng.chance(0.2),
    hmo: lot.tenanted && HOUSES.includes(lot.type) && beds >= 4 && rng.chance(0.6),
    vendor,
  };
}

const COMMERCIAL_KINDS = [
  'Vacant shop premises',
  'Ground floor retail unit',
  'Office building',
  'Light industrial unit',
  'Former public house',
  'Restaurant premises',
  'Warehouse with yard',
] as const;

/** A commercial kind as a let unit is called: without "Vacant" ("Shop premises"). */
const letKind = (kind: string) => {
  const rest = kind.replace(/^Vacant /, '');
  return rest[0]!.toUpperCase() + rest.slice(1);
};

/**
 * A home let to a tenant, by each nation's law: the assured shorthold tenancy is England's; Wales
 * has had occupation contracts since December 2022, Scotland private residential tenancies since
 * 2017, Northern Ireland private tenancies. Scottish and Northern Irish lots said "assured
 * shorthold", which a buyer there knows is wrong.
 */
const TENANCY: Record<Town['country'], string> = {
  ENG: 'an assured shorthold tenancy',
  WLS: 'a standard occupation contract',
  SCT: 'a private residential tenancy',
  NIR: 'a private tenancy',
};

/** Card title, e.g. `Three-bedroom terraced house for improvement`. */
export function lotTitle(rng: Rng, input: LotTextInput): { title: string; detail: string } {
  const beds = input.bedrooms ?? 0;
  const words = bedroomWords(beds);
  const drawn = input.needsWork
    ? rng.pick([' for improvement', ' in need of modernisation', ' for refurbishment'])
    : input.tenanted
      ? rng.pick([' – tenanted investment', ` let on ${TENANCY[input.town.country]}`, ''])
      : '';
  const suffix = input.words?.hmo ? ' – licensed HMO' : drawn;
  switch (input.type) {
    case 'Terraced house': {
      const house = rng.pick(['mid-terrace house', 'end-of-terrace house', 'terraced house']);
      const detail = input.words?.cottage ? house.replace(/house$/, 'cottage') : house;
      return { title: `${words}-bedroom ${detail}${suffix}`, detail };
    }
    case 'Semi-detached house':
      return {
        title: `${words}-bedroom semi-detached house${suffix}`,
        detail: 'semi-detached house',
      };
    case 'Detached house':
      return { title: `${words}-bedroom detached house${suffix}`, detail: 'detached house' };
    case 'Bungalow': {
      const detail = rng.pick(['detached bungalow', 'semi-detached bungalow', 'bungalow']);
      return { title: `${words}-bedroom ${detail}${suffix}`, detail };
    }
    case 'Flat': {
      const floor = rng.pick([
        'ground floor',
        'first floor',
        'second floor',
        'top floor',
        'purpose-built',
        'converted',
      ]);
      const detail = `${floor} flat`;
      return {
        title: beds === 0 ? `Studio ${detail}${suffix}` : `${words}-bedroom ${detail}${suffix}`,
        detail: beds === 0 ? `studio ${detail}` : detail,
      };
    }
    case 'Maisonette':
      return { title: `${words}-bedroom maisonette${suffix}`, detail: 'maisonette' };
    case 'Land': {
      const acres = (rng.int(1, 40) / 10).toFixed(1);
      return rng.chance(0.5)
        ? { title: `Parcel of land extending to about ${acres} acres`, detail: 'parcel of land' }
        : { title: 'Building plot with lapsed planning consent', detail: 'building plot' };
    }
    case 'Development site': {
      const units = rng.int(3, 24);
      return rng.chance(0.5)
        ? { title: `Development site with planning for ${units} homes`, detail: 'development site' }
        : {
            title: `Former commercial yard with potential for ${units} flats`,
            detail: 'former yard',
          };
    }
    case 'Commercial': {
      const picked = rng.pick(COMMERCIAL_KINDS);
      // A let unit is no vacant one: "Vacant shop premises – let investment" said both.
      const kind = input.tenanted ? letKind(picked) : picked;
      return {
        title: `${kind}${input.tenanted ? ' – let investment' : ''}`,
        detail: kind.toLowerCase(),
      };
    }
    case 'Mixed use':
      return {
        title: `Shop with ${bedroomWords(Math.max(1, beds)).toLowerCase()}-bedroom flat above`,
        detail: 'shop with flat above',
      };
    case 'Garage': {
      const count = rng.int(1, 14);
      return count === 1
        ? { title: 'Single lock-up garage', detail: 'lock-up garage' }
        : { title: `Block of ${count} lock-up garages`, detail: 'block of garages' };
    }
  }
}

const NEIGHBOURHOOD = [
  'close to local shops, schools and bus routes',
  'within walking distance of the town centre',
  'a short walk from the railway station',
  'in an established residential street',
  'convenient for the ring road and motorway network',
  'near parks and a popular primary school',
];

const OUTSIDE = [
  'is a rear garden',
  'is a small front forecourt and an enclosed rear yard',
  'are gardens to the front and rear',
  'is off-street parking and a rear garden',
  'is a shared communal garden',
];

function money(n: number): string {
  return `£${n.toLocaleString('en-GB')}`;
}

function accommodation(rng: Rng, input: LotTextInput): string {
  const beds = input.bedrooms ?? 0;
  switch (input.type) {
    case 'Land':
      return rng.pick([
        'The land is broadly level and bounded by hedges and post-and-rail fencing, with access from the highway.',
        'The plot slopes gently to the rear and has a gated access. Mains services are understood to be nearby but buyers must make their own enquiries.',
      ]);
    case 'Development site':
      return 'The site is largely cleared. Planning documents, drawings and the decision notice are in the legal pack; buyers should check conditions and any Community Infrastructure Levy or Section 106 obligations.';
    case 'Commercial':
      return `The premises provide about ${rng.int(6, 60) * 50} sq ft of accommodation with WCs and a kitchenette. ${input.tenanted ? 'The unit is let on a full repairing and insuring lease.' : 'The unit is offered with vacant possession.'}`;
    case 'Mixed use':
      return `The ground floor shop has a sales area of about ${rng.int(5, 20) * 50} sq ft with storage behind. A separate entrance leads to the flat above with ${beds || 1} bedroom${beds > 1 ? 's' : ''}, a living room, kitchen and bathroom.`;
    case 'Garage':
      return 'The garages have up-and-over doors and are accessed from a shared driveway. There is no electricity supply.';
    default: {
      const rooms =
        beds === 0
          ? 'an open-plan living and sleeping area, a kitchen and a shower room'
          : `a living room, ${rng.pick(['kitchen', 'kitchen/diner', 'separate kitchen and dining room'])}, ${bedroomWords(beds).toLowerCase()} bedroom${beds > 1 ? 's' : ''} and ${rng.pick(['a bathroom', 'a bathroom and separate WC', 'a shower room'])}`;
      const outside =
        input.type === 'Flat' || input.type === 'Maisonette'
          ? rng.pick([
              'There is a communal entrance and allocated parking.',
              'The flat is approached via a communal entrance hall.',
              'There is a shared garden.',
            ])
          : `Outside there ${rng.pick(OUTSIDE)}.`;
      return `The accommodation comprises an entrance hall, ${rooms}. ${outside}`;
    }
  }
}

/**
 * What a lot's condition paragraph may say, by kind of lot: a parcel of land, a site or a lock-up
 * has no kitchen, central heating or decorative order, and is not "habitable". Three fair states
 * each, so every kind draws the same numbers.
 */
type ConditionKind = 'home' | 'land' | 'site' | 'commercial' | 'garage';
const CONDITION: Record<
  ConditionKind,
  {
    needsWork: string;
    fair: readonly [string, string, string];
    /** The fair states of one let to a tenant, in the same order (not "ready to move into or let"). */
    fairLet?: readonly [string, string, string];
  }
> = {
  home: {
    needsWork:
      'The property needs a full programme of refurbishment, including rewiring, a new kitchen and bathroom, and redecoration throughout. It suits builders and investors; cash buyers may be preferred.',
    fair: [
      'The property has double glazing and gas central heating, and is in reasonable decorative order.',
      'Some updating is required, but the property is habitable and could be let after cosmetic work.',
      'The property was refurbished in recent years and is ready to move into or let.',
    ],
    fairLet: [
      'The property has double glazing and gas central heating, and is in reasonable decorative order.',
      'Some updating is required; the property is habitable and let as it stands.',
      'The property was refurbished in recent years and is let in good order.',
    ],
  },
  land: {
    needsWork:
      'The land is overgrown and will need clearing; fencing along one boundary needs repair.',
    fair: [
      'The land is laid to grass and has been kept mown.',
      'The boundaries are fenced and the gate is in good order.',
      'The land is level and free of structures; buyers should satisfy themselves as to access and services.',
    ],
  },
  site: {
    needsWork:
      'Some former buildings and hardstanding remain on the site and will need demolition and clearance.',
    fair: [
      'The site is secured by hoarding and a locked gate.',
      'Demolition is complete and the site is level.',
      'Mains services are understood to run in the adjoining road; buyers must make their own enquiries.',
    ],
  },
  commercial: {
    needsWork:
      'The premises need refurbishment, including new services and redecoration, and may suit other uses subject to planning.',
    fair: [
      'The premises are in reasonable order, with LED lighting and a suspended ceiling.',
      'Some updating is required, but the premises could trade or be let after cosmetic work.',
      'The premises were refurbished in recent years and are ready to occupy or let.',
    ],
  },
  garage: {
    needsWork: 'The garages need repair: several doors and the roof coverings should be replaced.',
    fair: [
      'The garages are in fair condition with sound roofs.',
      'The doors were replaced in recent years.',
      'The garages would suit storage or letting.',
    ],
  },
};

function conditionKind(type: LotPropertyType): ConditionKind {
  switch (type) {
    case 'Land':
      return 'land';
    case 'Development site':
      return 'site';
    case 'Commercial':
      return 'commercial';
    case 'Garage':
      return 'garage';
    default:
      return 'home';
  }
}

const METHOD_NOTE: Record<AuctionMethod, string> = {
  Traditional:
    'Contracts exchange on the fall of the hammer. The buyer pays a 10% deposit (subject to a minimum) on the day and completes, usually, 20 working days later.',
  Modern:
    'This lot is sold under the Modern Method of Auction: the buyer pays a non-refundable reservation fee, then has 28 days to exchange contracts and 56 days to complete.',
  Online:
    'Bidding takes place online. When the lot closes the highest bidder above the reserve exchanges contracts immediately and pays the deposit.',
  Timed:
    'This is a timed online auction: each lot closes at a set time, extended if bids arrive in the final minutes.',
  Unconditional:
    'This is an unconditional sale: contracts exchange when bidding ends and completion is due within 20 working days.',
};

/**
 * Scottish property law: no exchange of contracts at the fall of the hammer; the buyer signs the
 * minute of preference and enactment (a room sale), or is bound when the lot closes (online), and
 * settles at the date of entry.
 */
const SCOTTISH_METHOD_NOTE: Record<AuctionMethod, string> = {
  Traditional:
    'When the hammer falls the successful bidder signs the minute of preference and enactment, which binds both sides. A 10% deposit is due on the day and the price at the date of entry, usually 28 days later.',
  Modern:
    'This lot is sold under the Modern Method of Auction: the buyer pays a non-refundable reservation fee, then has 28 days to conclude missives and 56 days to settle.',
  Online:
    'Bidding takes place online. When the lot closes the highest bidder above the reserve is bound to buy and pays the deposit; the price is due at the date of entry.',
  Timed:
    'This is a timed online auction: each lot closes at a set time, extended if bids arrive in the final minutes.',
  Unconditional:
    'This is an unconditional sale: the highest bidder is bound when bidding ends and settles within 28 days.',
};

/**
 * A home's EPC band. One let in England or Wales is E or better: below E it may not be let
 * (the minimum energy efficiency standard), and "let … EPC rating G" read as a lot to avoid.
 * One draw either way.
 */
function epcBand(rng: Rng, let_: boolean, country: string): string {
  const band = rng.pick(['C', 'D', 'D', 'E', 'E', 'F', 'G']);
  return let_ && (country === 'ENG' || country === 'WLS') && band > 'E' ? 'E' : band;
}

/** Three or four paragraphs separated by blank lines. */
export function lotDescription(rng: Rng, input: LotTextInput, detail: string): string {
  const place = input.town.name;
  const intro = `A ${rng.pick(['well-proportioned', 'spacious', 'compact', 'traditional', 'period', 'modern'])} ${detail} on ${input.street}, ${place}, ${rng.pick(NEIGHBOURHOOD)}.`;
  const rent = input.rent ? ` at ${money(input.rent)} a year` : '';
  const occupation = input.words?.hmo
    ? ` The property is let as a licensed house in multiple occupation (HMO) to ${bedroomWords(input.bedrooms ?? 4).toLowerCase()} tenants${rent}; the licence and the tenancies are in the legal pack.`
    : input.tenanted
      ? ` The property is let${rent}; copies of the tenancy are in the legal pack.`
      : ' The property is offered with vacant possession.';
  const words = CONDITION[conditionKind(input.type)];
  // One draw either way, as before: the seed's later numbers stay where they were.
  const let_ = input.tenanted || Boolean(input.words?.hmo);
  const condition = input.needsWork
    ? words.needsWork
    : rng.pick((let_ ? words.fairLet : undefined) ?? words.fair);
  const residential = !['Land', 'Development site', 'Commercial', 'Garage'].includes(input.type);
  const tax =
    input.town.country === 'NIR'
      ? 'Domestic rates are payable to the council.'
      : `Council Tax band ${rng.pick(['A', 'B', 'C', 'D', 'E'])}.`;
  const notes = [
    input.words?.vendor ?? '',
    `Tenure: ${input.tenure}${input.tenure === 'Leasehold' ? ` (about ${rng.int(70, 150)} years unexpired)` : ''}.`,
    residential ? `EPC rating ${epcBand(rng, let_, input.town.country)}. ${tax}` : '',
    (input.town.country === 'SCT' ? SCOTTISH_METHOD_NOTE : METHOD_NOTE)[input.method],
    `A buyer's fee of ${money(rng.pick([1200, 1500, 1800, 2400]))} including VAT applies. Viewings are by block appointment.`,
  ]
    .filter(Boolean)
    .join(' ');
  return [intro + occupation, accommodation(rng, input), condition, notes].join('\n\n');
}
