/**
 * Neighbourhoods of the big cities that buyers search by name and our place list (GeoNames towns
 * and villages) does not hold: "headingley", "fulham", "jesmond" found 0 lots with nothing
 * offered. Each is searched as the postcode districts it is known by, and the page says which
 * ("Headingley is searched as the LS6 postcode district"), as a part of London is (decision 143).
 * Only names no place of ours has, or a village's that the city's neighbourhood is far better known
 * by (OVER_VILLAGES), and no other city's neighbourhood has (Heaton is Newcastle's and Bradford's:
 * left out).
 * Districts as written; one ending in a digit also covers its lettered parts (W1: W1D, W1U …).
 */
const BY_CITY: Record<string, Record<string, string[]>> = {
  Leeds: {
    Headingley: ['LS6'],
    Roundhay: ['LS8'],
    Harehills: ['LS8', 'LS9'],
    Kirkstall: ['LS5'],
    Armley: ['LS12'],
    Hunslet: ['LS10'],
    Meanwood: ['LS6', 'LS7'],
    Moortown: ['LS17'],
    Alwoodley: ['LS17'],
    Seacroft: ['LS14'],
  },
  Manchester: {
    Withington: ['M20'],
    Rusholme: ['M14'],
    Ancoats: ['M4'],
    Levenshulme: ['M19'],
    'Whalley Range': ['M16'],
    'Moss Side': ['M14', 'M16'],
    'Northern Quarter': ['M4'],
    Castlefield: ['M3'],
  },
  Birmingham: {
    Moseley: ['B13'],
    "King's Heath": ['B14'],
    Edgbaston: ['B15', 'B16'],
    Harborne: ['B17'],
    'Selly Oak': ['B29'],
    Erdington: ['B23', 'B24'],
    'Jewellery Quarter': ['B1', 'B18'],
    Bournville: ['B30'],
    'Hall Green': ['B28'],
    Stirchley: ['B30'],
    Digbeth: ['B5', 'B12'],
  },
  'Newcastle upon Tyne': {
    Jesmond: ['NE2'],
    Fenham: ['NE4'],
    Byker: ['NE6'],
  },
  Bristol: {
    Clifton: ['BS8'],
    Bishopston: ['BS7'],
    Redland: ['BS6'],
    Cotham: ['BS6'],
    Southville: ['BS3'],
    Bedminster: ['BS3'],
    Montpelier: ['BS6'],
    Horfield: ['BS7'],
    Fishponds: ['BS16'],
    Totterdown: ['BS4'],
    Henleaze: ['BS9'],
    'Westbury-on-Trym': ['BS9'],
    Hotwells: ['BS8'],
  },
  London: {
    Clapham: ['SW4'],
    Brockley: ['SE4'],
    "St John's Wood": ['NW8'],
    'Notting Hill': ['W11'],
    Shoreditch: ['EC2A', 'E2'],
    Hoxton: ['N1'],
    'Kentish Town': ['NW5'],
    'Primrose Hill': ['NW1', 'NW3'],
    'Maida Vale': ['W9'],
    Marylebone: ['W1U', 'W1G', 'W1H'],
    Mayfair: ['W1J', 'W1K', 'W1S'],
    Soho: ['W1D', 'W1F'],
    'Covent Garden': ['WC2E', 'WC2H'],
    Bloomsbury: ['WC1'],
    Bermondsey: ['SE1', 'SE16'],
    Dulwich: ['SE21', 'SE22'],
    Balham: ['SW12'],
    Tooting: ['SW17'],
    Fulham: ['SW6'],
    "Earl's Court": ['SW5'],
    "Shepherd's Bush": ['W12'],
    'Stoke Newington': ['N16'],
    Highbury: ['N5'],
    'Tufnell Park': ['N19'],
    'Muswell Hill': ['N10'],
    'Finsbury Park': ['N4'],
    'Herne Hill': ['SE24'],
    Stockwell: ['SW9'],
    'Forest Hill': ['SE23'],
    Hampstead: ['NW3'],
    Whitechapel: ['E1'],
    // Decision 152: "east end london" searched Greater London for "east end". Tower Hamlets'.
    'East End': ['E1', 'E2', 'E3', 'E14'],
    // A walk of London's best-known names (decision 149): each said "No place called …", most
    // with a look-alike ("Knightsbridge": Kingsbridge; "Putney": Purley; "Eltham": Feltham). Left
    // out, as another city has a neighbourhood of the name: Mile End (Colchester), Deptford
    // (Sunderland), Highgate (Birmingham), Vauxhall (Liverpool), Sydenham (Belfast).
    Wimbledon: ['SW19'],
    Putney: ['SW15'],
    Streatham: ['SW16'],
    'Crystal Palace': ['SE19'],
    'West Hampstead': ['NW6'],
    'Elephant and Castle': ['SE1', 'SE17'],
    'Canada Water': ['SE16'],
    Rotherhithe: ['SE16'],
    Wapping: ['E1W'],
    "King's Cross": ['N1C', 'WC1X'],
    Tottenham: ['N15', 'N17'],
    Edmonton: ['N9', 'N18'],
    'Golders Green': ['NW11'],
    Chiswick: ['W4'],
    Clapton: ['E5'],
    Haggerston: ['E8'],
    Fitzrovia: ['W1T', 'W1W'],
    Pimlico: ['SW1V'],
    Belgravia: ['SW1W', 'SW1X'],
    Knightsbridge: ['SW1X', 'SW7'],
    Paddington: ['W2'],
    'Holland Park': ['W11', 'W14'],
    'Parsons Green': ['SW6'],
    Nunhead: ['SE15'],
    'East Dulwich': ['SE22'],
    Eltham: ['SE9'],
    Plumstead: ['SE18'],
    Thamesmead: ['SE2', 'SE28'],
    // Decision 150: "docklands" offered nothing; "kilburn", "bow", "dalston" and "southgate" were
    // villages of 1,000 to 6,000 people in Derbyshire, Devon, Cumbria and Gower, 0 lots and London
    // offered nowhere. They take the bare name (OVER_VILLAGES). Shadwell stays the Leeds village.
    Docklands: ['E14', 'E16'],
    Kilburn: ['NW6'],
    Bow: ['E3'],
    Dalston: ['E8'],
    Southgate: ['N14'],
    // "stratford" alone is Stratford-upon-Avon, the name it goes by (decision 100); this one is
    // "stratford london", offered beside it.
    Stratford: ['E15', 'E20'],
    // A second walk (decision 151): each said "No place called …", often with a look-alike
    // ("deptford": Dartford; "leyton": Lenton; "stepney": Shepley; "barnes": Barnet). Deptford,
    // Highgate, Mile End, Vauxhall and Sydenham are also smaller parts of Sunderland, Birmingham,
    // Colchester, Liverpool and Belfast, which no list of ours holds: London's are the ones
    // buyers mean, and the page says which it searched.
    Deptford: ['SE8'],
    Highgate: ['N6'],
    'Mile End': ['E1', 'E3'],
    Vauxhall: ['SE11', 'SW8'],
    Sydenham: ['SE26'],
    Limehouse: ['E14'],
    'Isle of Dogs': ['E14'],
    Stepney: ['E1'],
    Angel: ['N1'],
    'Swiss Cottage': ['NW3'],
    'Forest Gate': ['E7'],
    Leyton: ['E10'],
    Leytonstone: ['E11'],
    'Hackney Wick': ['E9'],
    Homerton: ['E9'],
    'Nine Elms': ['SW8'],
    'Battersea Park': ['SW11'],
    'London Bridge': ['SE1'],
    'Hither Green': ['SE13'],
    Penge: ['SE20'],
    Anerley: ['SE20'],
    Norwood: ['SE19', 'SE25', 'SE27'],
    'West Norwood': ['SE27'],
    'Tulse Hill': ['SE27'],
    Mortlake: ['SW14'],
    Barnes: ['SW13'],
    Kew: ['TW9'],
  },
  Liverpool: {
    Toxteth: ['L8'],
    Wavertree: ['L15'],
    Aigburth: ['L17'],
    Anfield: ['L4'],
    'Mossley Hill': ['L18'],
    'Baltic Triangle': ['L1'],
  },
  Salford: {
    'Salford Quays': ['M50'],
    MediaCity: ['M50'],
    'Media City': ['M50'],
    MediaCityUK: ['M50'],
  },
  Swansea: {
    Mumbles: ['SA3'],
    Sketty: ['SA2'],
    Uplands: ['SA2'],
  },
  Sheffield: {
    Ecclesall: ['S11'],
    Crookes: ['S10'],
    'Nether Edge': ['S7'],
    'Kelham Island': ['S3'],
    Walkley: ['S6'],
  },
  Nottingham: {
    Sneinton: ['NG2'],
    Lenton: ['NG7'],
    Mapperley: ['NG3'],
    Sherwood: ['NG5'],
  },
  Edinburgh: {
    Morningside: ['EH10'],
    Leith: ['EH6'],
    Marchmont: ['EH9'],
    Bruntsfield: ['EH10'],
    Portobello: ['EH15'],
    Gorgie: ['EH11'],
  },
  Glasgow: {
    Partick: ['G11'],
    Hyndland: ['G12'],
    Dennistoun: ['G31'],
    Shawlands: ['G41'],
    Gorbals: ['G5'],
    Finnieston: ['G3'],
  },
  Cardiff: {
    Roath: ['CF24'],
    Canton: ['CF11', 'CF5'],
    Cathays: ['CF24'],
    Pontcanna: ['CF11'],
    Llandaff: ['CF5'],
    'Cardiff Bay': ['CF10'],
    Splott: ['CF24'],
  },
};

/**
 * Neighbourhoods that take the bare name from villages of ours (decision 144): "clifton" is
 * Bristol's BS8, not Clifton, Bedfordshire (about 3,000 people), which is reached as "Clifton,
 * Bedfordshire" and offered beside. Only where the village is small and the neighbourhood is what
 * buyers mean; a test holds each village under 10,000 people.
 */
export const OVER_VILLAGES: readonly string[] = [
  'Clifton',
  'Bishopston',
  'Withington',
  'Clapham',
  'Brockley',
  // Decision 150 (migration 063).
  'Kilburn',
  'Bow',
  'Dalston',
  'Southgate',
];

/**
 * Neighbourhoods two cities name alike, and a place of ours has the name too: found only with
 * their city ("west end london", "glasgow west end", "West End, London"), the bare name staying
 * the place (West End, Hampshire). "West End London" was offered "West End of London", a place
 * we hold no postcodes for (0 lots), and "glasgow west end" nothing (decision 155).
 */
const WITH_CITY_ONLY: Record<string, Record<string, string[]>> = {
  London: { 'West End': ['W1', 'WC2'] },
  Glasgow: { 'West End': ['G3', 'G11', 'G12'] },
};

/** A neighbourhood: its name, its city, and the postcode districts it is searched as. */
export interface Neighbourhood {
  name: string;
  city: string;
  districts: string[];
  /** Found only with its city (WITH_CITY_ONLY): its name alone is another place's. */
  withCityOnly?: true;
}

const listed = (
  byCity: Record<string, Record<string, string[]>>,
  extra: Pick<Neighbourhood, 'withCityOnly'>,
): Neighbourhood[] =>
  Object.entries(byCity).flatMap(([city, named]) =>
    Object.entries(named).map(([name, districts]) => ({ name, city, districts, ...extra })),
  );

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  ...listed(BY_CITY, {}),
  ...listed(WITH_CITY_ONLY, { withCityOnly: true }),
];

/**
 * The districts as a pattern of `postcodes.slug` (lower case): a district ending in a digit with
 * its lettered parts ("w1" also w1d), one ending in a letter alone ("ec2a").
 */
export const districtsPattern = (districts: readonly string[]): string =>
  `^(${districts.map((d) => (/\d$/.test(d) ? `${d.toLowerCase()}[a-z]?` : d.toLowerCase())).join('|')})$`;

/** "the LS6 postcode district", "the B15 and B16 postcode districts". */
export function districtsSaid(districts: readonly string[]): string {
  if (districts.length === 1) return `the ${districts[0]} postcode district`;
  return `the ${districts.slice(0, -1).join(', ')} and ${districts.at(-1)} postcode districts`;
}
