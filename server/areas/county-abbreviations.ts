/**
 * Counties as addresses and agents abbreviate them ("Herts", "Bucks", "Co. Durham") and the Ulster
 * counties without their "County", as `placeKey` reads them, with the place each names. "herts"
 * offered nothing; "fermanagh" offered "County Fermanagh" as a misspelling (decision 150).
 * "Beds" is left out: it is the bedrooms word of "3 beds".
 */
const england = (county: string) => `england/${county}`;
const ulster = (county: string) => `northern-ireland/county-${county}`;

export const COUNTY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  berks: england('berkshire'),
  bucks: england('buckinghamshire'),
  cambs: england('cambridgeshire'),
  'co durham': england('durham'),
  derbys: england('derbyshire'),
  'e sussex': england('east-sussex'),
  'e yorks': england('east-riding-of-yorkshire'),
  'east riding': england('east-riding-of-yorkshire'),
  glos: england('gloucestershire'),
  gloucs: england('gloucestershire'),
  'gtr london': england('greater-london'),
  'gtr manchester': england('greater-manchester'),
  hants: england('hampshire'),
  herts: england('hertfordshire'),
  iow: england('isle-of-wight'),
  lancs: england('lancashire'),
  leics: england('leicestershire'),
  lincs: england('lincolnshire'),
  'n yorks': england('north-yorkshire'),
  northants: england('northamptonshire'),
  northd: england('northumberland'),
  northumb: england('northumberland'),
  notts: england('nottinghamshire'),
  oxon: england('oxfordshire'),
  's yorks': england('south-yorkshire'),
  salop: england('shropshire'),
  staffs: england('staffordshire'),
  'w midlands': england('west-midlands'),
  'w sussex': england('west-sussex'),
  'w yorks': england('west-yorkshire'),
  warks: england('warwickshire'),
  wilts: england('wiltshire'),
  worcs: england('worcestershire'),
  yorks: 'england/yorkshire-and-the-humber',
  'co antrim': ulster('antrim'),
  'co armagh': ulster('armagh'),
  'co down': ulster('down'),
  'co fermanagh': ulster('fermanagh'),
  fermanagh: ulster('fermanagh'),
  'co londonderry': ulster('londonderry'),
  'co derry': ulster('londonderry'),
  'county derry': ulster('londonderry'),
  'co tyrone': ulster('tyrone'),
  tyrone: ulster('tyrone'),
};
