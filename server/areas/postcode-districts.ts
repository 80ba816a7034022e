/**
 * The geographic postcode districts of each UK postcode area (Royal Mail), as ranges of their
 * numbers: LS runs LS1 to LS29, PO PO1 to PO22 and PO30 to PO41. Non-geographic districts (LS98,
 * BS98, M99: large users and PO boxes) are left out, as no home has one; where we were unsure
 * whether a number is a district, it is counted as one (the cost of that is only an offer not
 * made). A number that is no district of its area is a sector typed without its space: "LS61" is
 * LS6 1, "PO25" PO2 5. A real district ("LS18", Horsforth; "B93", Knowle) is never offered as
 * another part of town, even where we hold none of its sales.
 */
const DISTRICTS: Readonly<Record<string, string>> = {
  AB: '10-16,21-25,30-45,51-56',
  AL: '1-10',
  B: '1-50,60-80,90-98',
  BA: '1-16,20-22',
  BB: '1-12,18',
  BD: '1-24',
  BH: '1-31',
  BL: '0-9',
  BN: '1-45',
  BR: '1-8',
  BS: '0-49',
  BT: '1-94',
  CA: '1-28',
  CB: '1-25',
  CF: '3,5,10-48,61-64,71-72,81-83',
  CH: '1-8,25-34,41-49,60-66',
  CM: '0-24,77',
  CO: '1-16',
  CR: '0-9',
  CT: '1-21',
  CV: '1-13,21-23,31-37,47',
  CW: '1-12',
  DA: '1-18',
  DD: '1-11',
  DE: '1-7,11-15,21-24,45,55-56,65,72-75',
  DG: '1-16',
  DH: '1-9',
  DL: '1-17',
  DN: '1-22,31-41',
  DT: '1-11',
  DY: '1-14',
  E: '1-18,20',
  EC: '1-4',
  EH: '1-55',
  EN: '1-11',
  EX: '1-39',
  FK: '1-21',
  FY: '0-8',
  G: '1-84',
  GL: '1-20,50-56',
  GU: '1-35,46-47,51-52',
  GY: '1-10',
  HA: '0-9',
  HD: '1-9',
  HG: '1-5',
  HP: '1-23,27',
  HR: '1-9',
  HS: '1-9',
  HU: '1-20',
  HX: '1-7',
  IG: '1-11',
  IM: '1-9',
  IP: '1-33',
  IV: '1-63',
  JE: '1-5',
  KA: '1-30',
  KT: '1-24',
  KW: '1-17',
  KY: '1-16',
  L: '1-40',
  LA: '1-23',
  LD: '1-8',
  LE: '1-19,21,41,55,65,67',
  LL: '11-78',
  LN: '1-13',
  LS: '1-29',
  LU: '1-7',
  M: '1-50,90',
  ME: '1-20',
  MK: '1-19,40-46',
  ML: '1-12',
  N: '1-22',
  NE: '1-71',
  NG: '1-34',
  NN: '1-18,29',
  NP: '4,7-8,10-26,44',
  NR: '1-35',
  NW: '1-11',
  OL: '1-16',
  OX: '1-18,20,25-29,33,39,44,49',
  PA: '1-49,60-78,80',
  PE: '1-38',
  PH: '1-50',
  PL: '1-35',
  PO: '1-22,30-41',
  PR: '0-9,25-26',
  RG: '1-31,40-45',
  RH: '1-20',
  RM: '1-20',
  S: '1-36,40-45,49,60-66,70-75,80-81',
  SA: '1-20,31-48,61-73',
  SE: '1-28',
  SG: '1-19',
  SK: '1-17,22-23',
  SL: '0-9',
  SM: '1-7',
  SN: '1-16,25-26',
  SO: '14-53',
  SP: '1-11',
  SR: '1-9',
  SS: '0-17',
  ST: '1-21',
  SW: '1-20',
  SY: '1-25',
  TA: '1-24',
  TD: '1-15',
  TF: '1-13',
  TN: '1-40',
  TQ: '1-14',
  TR: '1-27',
  TS: '1-29',
  TW: '1-20',
  UB: '1-11',
  W: '1-14',
  WA: '1-16',
  WC: '1-2',
  WD: '3-7,17-25',
  WF: '1-17',
  WN: '1-8',
  WR: '1-15',
  WS: '1-15',
  WV: '1-16',
  YO: '1,7-8,10-32,41-43,51,60-62',
  ZE: '1-3',
};

/**
 * Whether `number` is a geographic district of the postcode area (`ls`, `LS`): true for LS18,
 * false for LS61 and PO25; null for an area we do not know.
 */
export function isDistrictNumber(area: string, number: number): boolean | null {
  const ranges = DISTRICTS[area.toUpperCase()];
  if (ranges === undefined) return null;
  return ranges.split(',').some((range) => {
    const [low, high = low] = range.split('-').map(Number) as [number, number?];
    return number >= low && number <= high;
  });
}

/**
 * What a postcode-shaped text whose area letters are no UK postcode area's is ("QQ1 1AA", "ZZ99
 * 9ZZ"): "There is no QQ postcode area." It had been said as a real postcode we hold nothing for
 * ("Sold house prices in QQ1 1AA", "0 sales recorded"). Null for a real area, or for letters alone
 * (an area's letters are also words). A district a real area has no such number of is not judged:
 * non-geographic districts (LS98, BS99) are not in the table.
 */
export function notAPostcodeArea(area: string, lettersAlone: boolean): string | null {
  if (lettersAlone || !/^[a-z]{1,2}$/i.test(area)) return null;
  return Object.hasOwn(DISTRICTS, area.toUpperCase())
    ? null
    : `There is no ${area.toUpperCase()} postcode area.`;
}
