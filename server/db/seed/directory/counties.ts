import type { CountryCode, Region } from './regions';

/**
 * Ceremonial counties (England), preserved counties (Wales), lieutenancy areas (Scotland) and the
 * six counties of Northern Ireland, with approximate centroids. `radiusKm` is a rough size: a
 * town is assigned to the county minimising distance / radius, so large rural counties are not
 * starved by small metropolitan ones.
 */
export interface County {
  slug: string;
  name: string;
  country: CountryCode;
  region: Region;
  lat: number;
  lng: number;
  radiusKm: number;
}

type Row = [slug: string, name: string, lat: number, lng: number, radiusKm: number, region: Region];

const ENGLAND: Row[] = [
  ['bedfordshire', 'Bedfordshire', 52.05, -0.45, 20, 'East of England'],
  ['berkshire', 'Berkshire', 51.45, -1.05, 22, 'South East'],
  ['bristol', 'Bristol', 51.46, -2.59, 9, 'South West'],
  ['buckinghamshire', 'Buckinghamshire', 51.8, -0.8, 25, 'South East'],
  ['cambridgeshire', 'Cambridgeshire', 52.37, 0.03, 30, 'East of England'],
  ['cheshire', 'Cheshire', 53.2, -2.55, 28, 'North West'],
  ['cornwall', 'Cornwall', 50.4, -4.85, 40, 'South West'],
  ['cumbria', 'Cumbria', 54.55, -3.0, 45, 'North West'],
  ['derbyshire', 'Derbyshire', 53.1, -1.6, 30, 'East Midlands'],
  ['devon', 'Devon', 50.72, -3.8, 45, 'South West'],
  ['dorset', 'Dorset', 50.78, -2.3, 30, 'South West'],
  ['durham', 'County Durham', 54.68, -1.8, 28, 'North East'],
  [
    'east-riding-of-yorkshire',
    'East Riding of Yorkshire',
    53.88,
    -0.6,
    30,
    'Yorkshire and the Humber',
  ],
  ['east-sussex', 'East Sussex', 50.92, 0.25, 25, 'South East'],
  ['essex', 'Essex', 51.78, 0.55, 35, 'East of England'],
  ['gloucestershire', 'Gloucestershire', 51.85, -2.2, 30, 'South West'],
  ['greater-london', 'Greater London', 51.5, -0.12, 22, 'London'],
  ['greater-manchester', 'Greater Manchester', 53.5, -2.3, 18, 'North West'],
  ['hampshire', 'Hampshire', 51.05, -1.25, 35, 'South East'],
  ['herefordshire', 'Herefordshire', 52.08, -2.75, 22, 'West Midlands'],
  ['hertfordshire', 'Hertfordshire', 51.8, -0.25, 25, 'East of England'],
  ['isle-of-wight', 'Isle of Wight', 50.68, -1.3, 12, 'South East'],
  ['kent', 'Kent', 51.2, 0.75, 38, 'South East'],
  ['lancashire', 'Lancashire', 53.85, -2.6, 30, 'North West'],
  ['leicestershire', 'Leicestershire', 52.65, -1.15, 25, 'East Midlands'],
  ['lincolnshire', 'Lincolnshire', 53.1, -0.25, 45, 'East Midlands'],
  ['merseyside', 'Merseyside', 53.43, -2.95, 14, 'North West'],
  ['norfolk', 'Norfolk', 52.65, 1.0, 40, 'East of England'],
  ['north-yorkshire', 'North Yorkshire', 54.15, -1.35, 50, 'Yorkshire and the Humber'],
  ['northamptonshire', 'Northamptonshire', 52.3, -0.85, 28, 'East Midlands'],
  ['northumberland', 'Northumberland', 55.25, -2.0, 40, 'North East'],
  ['nottinghamshire', 'Nottinghamshire', 53.1, -1.0, 28, 'East Midlands'],
  ['oxfordshire', 'Oxfordshire', 51.8, -1.3, 28, 'South East'],
  ['rutland', 'Rutland', 52.65, -0.65, 8, 'East Midlands'],
  ['shropshire', 'Shropshire', 52.65, -2.75, 33, 'West Midlands'],
  ['somerset', 'Somerset', 51.1, -2.95, 38, 'South West'],
  ['south-yorkshire', 'South Yorkshire', 53.5, -1.3, 20, 'Yorkshire and the Humber'],
  ['staffordshire', 'Staffordshire', 52.8, -2.0, 30, 'West Midlands'],
  ['suffolk', 'Suffolk', 52.2, 1.0, 35, 'East of England'],
  ['surrey', 'Surrey', 51.25, -0.45, 25, 'South East'],
  ['tyne-and-wear', 'Tyne and Wear', 54.95, -1.55, 12, 'North East'],
  ['warwickshire', 'Warwickshire', 52.28, -1.55, 25, 'West Midlands'],
  ['west-midlands', 'West Midlands', 52.48, -1.9, 16, 'West Midlands'],
  ['west-sussex', 'West Sussex', 50.95, -0.45, 25, 'South East'],
  ['west-yorkshire', 'West Yorkshire', 53.75, -1.65, 24, 'Yorkshire and the Humber'],
  ['wiltshire', 'Wiltshire', 51.3, -1.95, 32, 'South West'],
  ['worcestershire', 'Worcestershire', 52.2, -2.2, 25, 'West Midlands'],
];

const WALES: Row[] = [
  ['clwyd', 'Clwyd', 53.1, -3.35, 30, 'Wales'],
  ['dyfed', 'Dyfed', 51.95, -4.35, 45, 'Wales'],
  ['gwent', 'Gwent', 51.7, -3.0, 20, 'Wales'],
  ['gwynedd', 'Gwynedd', 52.9, -3.95, 40, 'Wales'],
  ['mid-glamorgan', 'Mid Glamorgan', 51.64, -3.45, 17, 'Wales'],
  ['powys', 'Powys', 52.3, -3.4, 45, 'Wales'],
  ['south-glamorgan', 'South Glamorgan', 51.46, -3.22, 11, 'Wales'],
  ['west-glamorgan', 'West Glamorgan', 51.65, -3.85, 15, 'Wales'],
];

const SCOTLAND: Row[] = [
  ['aberdeen-city', 'Aberdeen City', 57.15, -2.11, 8, 'Scotland'],
  ['aberdeenshire', 'Aberdeenshire', 57.3, -2.6, 35, 'Scotland'],
  ['angus', 'Angus', 56.7, -2.9, 22, 'Scotland'],
  ['argyll-and-bute', 'Argyll and Bute', 56.2, -5.3, 45, 'Scotland'],
  ['ayrshire-and-arran', 'Ayrshire and Arran', 55.45, -4.55, 30, 'Scotland'],
  ['banffshire', 'Banffshire', 57.5, -2.95, 18, 'Scotland'],
  ['berwickshire', 'Berwickshire', 55.75, -2.35, 16, 'Scotland'],
  ['caithness', 'Caithness', 58.45, -3.4, 22, 'Scotland'],
  ['clackmannanshire', 'Clackmannanshire', 56.15, -3.75, 7, 'Scotland'],
  ['dumfries', 'Dumfries', 55.15, -3.7, 35, 'Scotland'],
  ['dunbartonshire', 'Dunbartonshire', 55.97, -4.45, 14, 'Scotland'],
  ['dundee-city', 'Dundee City', 56.47, -2.97, 7, 'Scotland'],
  ['east-lothian', 'East Lothian', 55.93, -2.75, 14, 'Scotland'],
  ['city-of-edinburgh', 'City of Edinburgh', 55.95, -3.2, 10, 'Scotland'],
  ['fife', 'Fife', 56.22, -3.1, 25, 'Scotland'],
  ['city-of-glasgow', 'City of Glasgow', 55.86, -4.25, 10, 'Scotland'],
  ['inverness', 'Inverness', 57.2, -4.8, 50, 'Scotland'],
  ['kincardineshire', 'Kincardineshire', 56.95, -2.45, 15, 'Scotland'],
  ['lanarkshire', 'Lanarkshire', 55.7, -3.85, 25, 'Scotland'],
  ['midlothian', 'Midlothian', 55.83, -3.1, 12, 'Scotland'],
  ['moray', 'Moray', 57.5, -3.3, 22, 'Scotland'],
  ['nairn', 'Nairn', 57.5, -3.9, 8, 'Scotland'],
  ['orkney', 'Orkney', 59.0, -3.0, 25, 'Scotland'],
  ['perth-and-kinross', 'Perth and Kinross', 56.6, -3.7, 40, 'Scotland'],
  ['renfrewshire', 'Renfrewshire', 55.82, -4.55, 13, 'Scotland'],
  ['ross-and-cromarty', 'Ross and Cromarty', 57.65, -4.85, 45, 'Scotland'],
  [
    'roxburgh-ettrick-and-lauderdale',
    'Roxburgh, Ettrick and Lauderdale',
    55.5,
    -2.8,
    25,
    'Scotland',
  ],
  ['shetland', 'Shetland', 60.3, -1.25, 30, 'Scotland'],
  ['stirling-and-falkirk', 'Stirling and Falkirk', 56.1, -4.05, 22, 'Scotland'],
  ['sutherland', 'Sutherland', 58.15, -4.4, 40, 'Scotland'],
  ['kirkcudbright', 'The Stewartry of Kirkcudbright', 54.95, -4.1, 22, 'Scotland'],
  ['tweeddale', 'Tweeddale', 55.65, -3.2, 15, 'Scotland'],
  ['west-lothian', 'West Lothian', 55.9, -3.55, 12, 'Scotland'],
  ['western-isles', 'Western Isles', 57.9, -6.9, 45, 'Scotland'],
  ['wigtown', 'Wigtown', 54.9, -4.75, 20, 'Scotland'],
];

const NORTHERN_IRELAND: Row[] = [
  ['county-antrim', 'County Antrim', 54.85, -6.2, 30, 'Northern Ireland'],
  ['county-armagh', 'County Armagh', 54.3, -6.6, 18, 'Northern Ireland'],
  ['county-down', 'County Down', 54.35, -5.9, 28, 'Northern Ireland'],
  ['county-fermanagh', 'County Fermanagh', 54.35, -7.6, 25, 'Northern Ireland'],
  ['county-londonderry', 'County Londonderry', 54.9, -6.85, 25, 'Northern Ireland'],
  ['county-tyrone', 'County Tyrone', 54.6, -7.2, 30, 'Northern Ireland'],
];

const build = (country: CountryCode, rows: Row[]): County[] =>
  rows.map(([slug, name, lat, lng, radiusKm, region]) => ({
    slug,
    name,
    country,
    region,
    lat,
    lng,
    radiusKm,
  }));

export const COUNTIES: readonly County[] = [
  ...build('ENG', ENGLAND),
  ...build('WLS', WALES),
  ...build('SCT', SCOTLAND),
  ...build('NIR', NORTHERN_IRELAND),
];

export function countyBySlug(slug: string): County {
  const county = COUNTIES.find((c) => c.slug === slug);
  if (!county) throw new Error(`Unknown county ${slug}`);
  return county;
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * An approximate outline of Greater London ([lat, lng], clockwise from Enfield). Places inside it
 * belong to greater-london whatever the nearest county centroid says.
 */
export const GREATER_LONDON_OUTLINE: readonly (readonly [number, number])[] = [
  [51.691, -0.105],
  [51.68, 0.01],
  [51.64, 0.14],
  [51.63, 0.27],
  [51.6, 0.33],
  [51.53, 0.335],
  [51.49, 0.25],
  [51.46, 0.2],
  [51.42, 0.16],
  [51.38, 0.15],
  [51.32, 0.09],
  [51.29, 0.04],
  [51.29, -0.08],
  [51.32, -0.16],
  [51.33, -0.25],
  [51.33, -0.32],
  [51.38, -0.35],
  [51.4, -0.4],
  [51.44, -0.46],
  [51.47, -0.51],
  [51.55, -0.51],
  [51.63, -0.5],
  [51.64, -0.32],
  [51.67, -0.25],
  [51.67, -0.16],
];

/** Ray casting point-in-polygon test. */
export function insidePolygon(
  lat: number,
  lng: number,
  outline: readonly (readonly [number, number])[],
): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [yi, xi] = outline[i]!;
    const [yj, xj] = outline[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
