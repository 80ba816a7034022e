import { postcodeAreaName } from './place';

/** Postcode areas whose post town is London. */
export const LONDON_POSTCODE_AREAS = ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC'] as const;

/**
 * The post town each postcode area is named after (Royal Mail): PR is Preston though Southport
 * has as many seeded districts, TN is Tonbridge though TN1 is Tunbridge Wells. London's areas
 * (LONDON_POSTCODE_AREAS) are not listed: their place is Greater London, their post town London.
 */
export const POSTCODE_AREA_TOWNS: Readonly<Record<string, string>> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  EH: 'Edinburgh',
  EN: 'Enfield',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Outer Hebrides',
  HU: 'Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  WA: 'Warrington',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
};

/**
 * The post town a postcode area is named after, as Royal Mail names it ("London" for SW, "Enfield"
 * for EN, "Hull" for HU), or undefined for letters that are no postcode area we know.
 */
export function postTownOfArea(area: string): string | undefined {
  const key = area.trim().toUpperCase();
  if ((LONDON_POSTCODE_AREAS as readonly string[]).includes(key)) return 'London';
  return Object.hasOwn(POSTCODE_AREA_TOWNS, key) ? POSTCODE_AREA_TOWNS[key] : undefined;
}

/**
 * A postcode area as pages name it, by its post town ("SW (London)", "EN (Enfield)"), or by the
 * place it is filed under when Royal Mail's list does not hold its letters. The place was shown
 * before: "SW (Greater London)", "EN (Enfield Town)".
 */
export const areaByPostTown = (label: string, place: string | null | undefined) =>
  postcodeAreaName(label, postTownOfArea(label) ?? place);
