import { logoPath, mediaUrl } from './images';
import type { Rng } from './prng';
import type { PostcodeBook, PostcodeDistrict } from './postcodes';
import { REGIONS, type Region } from './regions';
import { slugify } from '#schema/slug';
import type { AuctionMethod, PropertyCategory } from './vocabulary';

/** A fictional auctioneer: name, home town (a curated town) and what it sells where and how. */
interface HouseDefinition {
  name: string;
  home: string;
  founded: number;
  regions: Region[];
  methods: AuctionMethod[];
  categories: PropertyCategory[];
  /** Sells anywhere in its regions, not mostly near home. */
  national?: boolean;
}

const R: PropertyCategory = 'Residential';
const C: PropertyCategory = 'Commercial';
const L: PropertyCategory = 'Land';
const D: PropertyCategory = 'Development';
const M: PropertyCategory = 'Mixed use';
const G: PropertyCategory = 'Garages and parking';

const ALL_REGIONS: Region[] = [...REGIONS];

/** Invented names in the style of British property auctioneers; none is a real firm. */
const HOUSES: HouseDefinition[] = [
  {
    name: 'Harland & Pryce Property Auctions',
    home: 'Islington',
    founded: 1987,
    regions: ['London', 'South East'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, M],
  },
  {
    name: 'Whitcombe Allard',
    home: 'City of Westminster',
    founded: 1964,
    regions: ['London'],
    methods: ['Traditional', 'Unconditional'],
    categories: [R, C, M, D],
  },
  {
    name: 'Thameside Auction Rooms',
    home: 'Woolwich',
    founded: 1998,
    regions: ['London', 'East of England'],
    methods: ['Timed', 'Online'],
    categories: [R, G, L],
  },
  {
    name: 'Kingsbury Lane Auctions',
    home: 'Croydon',
    founded: 2009,
    regions: ['London', 'South East'],
    methods: ['Online', 'Modern'],
    categories: [R, M],
  },
  {
    name: 'Ludgate Hammer & Co',
    home: 'City of London',
    founded: 1952,
    regions: ['London', 'South East', 'East of England'],
    methods: ['Traditional'],
    categories: [C, M, D, R],
  },
  {
    name: 'Brackenridge & Co',
    home: 'Reading',
    founded: 1976,
    regions: ['South East'],
    methods: ['Traditional', 'Online'],
    categories: [R, L, C],
  },
  {
    name: 'Solent Property Auctions',
    home: 'Southampton',
    founded: 2003,
    regions: ['South East', 'South West'],
    methods: ['Modern', 'Online'],
    categories: [R, C],
  },
  {
    name: 'Downland Auctioneers',
    home: 'Brighton',
    founded: 1991,
    regions: ['South East'],
    methods: ['Timed', 'Modern'],
    categories: [R, L, G],
  },
  {
    name: 'Medway & Weald Auctions',
    home: 'Maidstone',
    founded: 1983,
    regions: ['South East', 'London'],
    methods: ['Traditional', 'Online'],
    categories: [R, L, M],
  },
  {
    name: 'Cotswold Gate Auctions',
    home: 'Cheltenham',
    founded: 1972,
    regions: ['South West', 'West Midlands'],
    methods: ['Traditional', 'Timed'],
    categories: [R, L, D],
  },
  {
    name: 'Tamar & Exe Property Auctions',
    home: 'Exeter',
    founded: 1995,
    regions: ['South West'],
    methods: ['Online', 'Modern'],
    categories: [R, C, L],
  },
  {
    name: 'Severn Vale Auction House',
    home: 'Bristol',
    founded: 1968,
    regions: ['South West', 'Wales'],
    methods: ['Traditional', 'Online', 'Unconditional'],
    categories: [R, C, M, D],
  },
  {
    name: 'Wessex Hammer',
    home: 'Bournemouth',
    founded: 2011,
    regions: ['South West', 'South East'],
    methods: ['Modern', 'Timed'],
    categories: [R, G],
  },
  {
    name: 'Fenland & Broads Auctions',
    home: 'Norwich',
    founded: 1979,
    regions: ['East of England'],
    methods: ['Traditional', 'Timed'],
    categories: [R, L, C],
  },
  {
    name: 'Anglia Residential Auctions',
    home: 'Cambridge',
    founded: 2006,
    regions: ['East of England', 'East Midlands'],
    methods: ['Modern', 'Online'],
    categories: [R],
  },
  {
    name: 'Chiltern Property Auctions',
    home: 'Watford',
    founded: 1993,
    regions: ['East of England', 'South East', 'London'],
    methods: ['Online', 'Unconditional'],
    categories: [R, M, G],
  },
  {
    name: 'Shire Hall Auctions',
    home: 'Leicester',
    founded: 1974,
    regions: ['East Midlands'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, L],
  },
  {
    name: 'Trent Valley Auctions',
    home: 'Nottingham',
    founded: 2001,
    regions: ['East Midlands', 'Yorkshire and the Humber'],
    methods: ['Modern', 'Timed'],
    categories: [R, M],
  },
  {
    name: 'Peak & Dale Auctioneers',
    home: 'Derby',
    founded: 1966,
    regions: ['East Midlands', 'North West'],
    methods: ['Traditional'],
    categories: [R, L, D],
  },
  {
    name: 'Brindley Wharf Auctions',
    home: 'Birmingham',
    founded: 1989,
    regions: ['West Midlands'],
    methods: ['Traditional', 'Online', 'Unconditional'],
    categories: [R, C, M, G],
  },
  {
    name: 'Black Country Property Auctions',
    home: 'Wolverhampton',
    founded: 2004,
    regions: ['West Midlands'],
    methods: ['Timed', 'Modern'],
    categories: [R, C],
  },
  {
    name: 'Marches Auction House',
    home: 'Shrewsbury',
    founded: 1958,
    regions: ['West Midlands', 'Wales'],
    methods: ['Traditional', 'Timed'],
    categories: [R, L, D],
  },
  {
    name: 'Irwell & Mersey Auctions',
    home: 'Manchester',
    founded: 1985,
    regions: ['North West'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, M],
  },
  {
    name: 'Liver Quay Property Auctions',
    home: 'Liverpool',
    founded: 2007,
    regions: ['North West', 'Wales'],
    methods: ['Modern', 'Online'],
    categories: [R, G],
  },
  {
    name: 'Pendle & Fylde Auctioneers',
    home: 'Preston',
    founded: 1971,
    regions: ['North West'],
    methods: ['Timed', 'Traditional'],
    categories: [R, L],
  },
  {
    name: 'Aire & Calder Auctions',
    home: 'Leeds',
    founded: 1982,
    regions: ['Yorkshire and the Humber'],
    methods: ['Traditional', 'Online', 'Unconditional'],
    categories: [R, C, M, D],
  },
  {
    name: 'Don Valley Property Auctions',
    home: 'Sheffield',
    founded: 1997,
    regions: ['Yorkshire and the Humber', 'East Midlands'],
    methods: ['Modern', 'Timed'],
    categories: [R, C],
  },
  {
    name: 'Humber Estuary Auctions',
    home: 'Kingston upon Hull',
    founded: 2012,
    regions: ['Yorkshire and the Humber'],
    methods: ['Online'],
    categories: [R, G],
  },
  {
    name: 'Quayside Property Auctions',
    home: 'Newcastle upon Tyne',
    founded: 1990,
    regions: ['North East'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, L],
  },
  {
    name: 'Wearside & Tees Auctions',
    home: 'Sunderland',
    founded: 2005,
    regions: ['North East', 'Yorkshire and the Humber'],
    methods: ['Timed', 'Modern'],
    categories: [R],
  },
  {
    name: 'Eden & Solway Auctioneers',
    home: 'Carlisle',
    founded: 1961,
    regions: ['North West', 'Scotland'],
    methods: ['Traditional'],
    categories: [R, L],
  },
  {
    name: 'Taff & Usk Property Auctions',
    home: 'Cardiff',
    founded: 1986,
    regions: ['Wales'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, M],
  },
  {
    name: 'Gower & Tywi Auctions',
    home: 'Swansea',
    founded: 2002,
    regions: ['Wales'],
    methods: ['Modern', 'Timed'],
    categories: [R, L],
  },
  {
    name: 'Clwyd & Menai Auctioneers',
    home: 'Wrexham',
    founded: 1978,
    regions: ['Wales', 'North West'],
    methods: ['Online', 'Traditional'],
    categories: [R, L, D],
  },
  {
    name: 'Forth & Clyde Property Auctions',
    home: 'Glasgow',
    founded: 1988,
    regions: ['Scotland'],
    methods: ['Traditional', 'Online'],
    categories: [R, C],
  },
  {
    name: 'Castlehill Auctions',
    home: 'Edinburgh',
    founded: 1999,
    regions: ['Scotland'],
    methods: ['Online', 'Timed', 'Unconditional'],
    categories: [R, M],
  },
  {
    name: 'Granite Coast Auction House',
    home: 'Aberdeen',
    founded: 2008,
    regions: ['Scotland'],
    methods: ['Timed'],
    categories: [R, C, L],
  },
  {
    name: 'Lagan Property Auctions',
    home: 'Belfast',
    founded: 1984,
    regions: ['Northern Ireland'],
    methods: ['Traditional', 'Online'],
    categories: [R, C, L],
  },
  {
    name: 'Foyle & Bann Auctioneers',
    home: 'Derry',
    founded: 2010,
    regions: ['Northern Ireland'],
    methods: ['Timed', 'Modern'],
    categories: [R],
  },
  {
    name: 'Northstar Online Property Auctions',
    home: 'Leeds',
    founded: 2014,
    regions: ALL_REGIONS,
    methods: ['Online', 'Modern', 'Timed'],
    categories: [R, C, L, G],
    national: true,
  },
  {
    name: 'Meridian Unconditional Auctions',
    home: 'Lambeth',
    founded: 2016,
    regions: ['London', 'South East', 'East of England', 'West Midlands', 'North West'],
    methods: ['Unconditional', 'Traditional'],
    categories: [R, C, M, D],
    national: true,
  },
];

export interface AuctionHouse {
  slug: string;
  name: string;
  logo: string;
  description: string;
  regionsCovered: Region[];
  typeOfProperties: PropertyCategory[];
  auctionMethod: AuctionMethod[];
  phone: string;
  email: string;
  website: string;
  address: string;
  /** Domain on the reserved `.example` TLD. */
  domain: string;
  home: PostcodeDistrict;
  national: boolean;
  founded: number;
}

/**
 * Phone numbers in Ofcom's ranges reserved for drama (never allocated), by the office's town.
 * `n` is 0–999.
 */
export function dramaPhone(postTown: string, n: number): string {
  const d3 = String(n).padStart(3, '0');
  switch (postTown) {
    case 'London':
      return `020 7946 0${d3}`;
    case 'Birmingham':
      return `0121 496 0${d3}`;
    case 'Edinburgh':
      return `0131 496 0${d3}`;
    case 'Glasgow':
      return `0141 496 0${d3}`;
    case 'Liverpool':
      return `0151 496 0${d3}`;
    case 'Manchester':
      return `0161 496 0${d3}`;
    case 'Leeds':
      return `0113 496 0${d3}`;
    case 'Sheffield':
      return `0114 496 0${d3}`;
    case 'Nottingham':
      return `0115 496 0${d3}`;
    case 'Leicester':
      return `0116 496 0${d3}`;
    case 'Bristol':
      return `0117 496 0${d3}`;
    case 'Reading':
      return `0118 496 0${d3}`;
    case 'Newcastle upon Tyne':
    case 'Sunderland':
      return `0191 498 0${d3}`;
    case 'Cardiff':
      return `029 2018 0${d3}`;
    case 'Belfast':
      return `028 9018 0${d3}`;
    default:
      return `01632 960${d3}`;
  }
}

const METHOD_PHRASES: Record<AuctionMethod, string> = {
  Traditional: 'traditional room auctions, livestreamed for remote bidders',
  Modern: 'Modern Method of Auction sales with a reservation period',
  Online: 'online auctions that close lot by lot',
  Timed: 'timed online auctions',
  Unconditional: 'unconditional sales where contracts exchange when bidding ends',
};

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function buildAuctionHouses(rng: Rng, postcodes: PostcodeBook): AuctionHouse[] {
  const phoneNumbers = new Map<string, Set<number>>();
  return HOUSES.map((def) => {
    const r = rng.fork(`house:${def.name}`);
    const slug = slugify(def.name);
    const districts = postcodes.districts.filter((d) => d.town.name === def.home);
    if (districts.length === 0)
      throw new Error(`No postcode district for ${def.name} (${def.home})`);
    const home = r.pick(districts);
    const unit = r.pick(home.units);
    const postTown = home.town.major!.postTown;
    const used = phoneNumbers.get(postTown) ?? new Set<number>();
    let n = r.int(0, 999);
    while (used.has(n)) n = (n + 1) % 1000;
    used.add(n);
    phoneNumbers.set(postTown, used);

    const domain = `${slug.replace(/-(property-)?auctions?$|-auctioneers$|-auction-house$/, '').replace(/-and-/g, '-')}.example`;
    const officeNumber = r.int(unit.numberFrom, unit.numberTo);
    const floor = r.pick(['', 'Ground Floor, ', 'First Floor, ', 'Suite 2, ', 'Unit 4, ']);
    const area = def.national ? 'across the UK' : `across ${listPhrase(def.regions)}`;
    const description = [
      `${def.name} has sold property at auction since ${def.founded}, from offices in ${home.town.name}.`,
      `The firm runs ${listPhrase(def.methods.map((m) => METHOD_PHRASES[m]))}, with lots ${area}.`,
      r.pick([
        'Catalogues mix vacant houses for refurbishment, tenanted investments and the occasional unusual lot.',
        'Sellers include private owners, executors, housing associations and receivers.',
        'Most lots are residential, from starter flats to family homes needing work.',
        'Legal packs are published online as soon as each lot is listed.',
      ]),
    ].join(' ');

    return {
      slug,
      name: def.name,
      logo: mediaUrl(logoPath(slug)),
      description,
      regionsCovered: def.regions,
      typeOfProperties: def.categories,
      auctionMethod: def.methods,
      phone: dramaPhone(postTown, n),
      email: `auctions@${domain}`,
      website: `https://www.${domain}`,
      address: `${floor}${officeNumber} ${unit.street}, ${home.town.name === postTown ? '' : `${home.town.name}, `}${postTown} ${unit.postcode}`,
      domain,
      home,
      national: def.national ?? false,
      founded: def.founded,
    };
  });
}
