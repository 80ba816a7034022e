import { isValid, toNormalised, toOutcode } from 'postcode';
import { splitCsvLine } from '#server/db/ppd/split-csv-line';

/**
 * A postcode gazetteer read from a CSV of postcodes and their coordinates: the ONS Postcode
 * Directory or National Statistics Postcode Lookup (`pcds`, `lat`, `long`, `doterm`), or any file
 * with a header naming a postcode column and its latitude and longitude ("Postcode", "Latitude",
 * "Longitude", "In Use?" as Doogal and postcodes.io publish them). Kept as the centre of each
 * postcode district and sector it covers: the mean of its live postcodes' points.
 */

/** The header names read, lower-cased; the first present of each list is used. */
const COLUMNS = {
  postcode: ['pcds', 'pcd', 'pcd2', 'postcode'],
  lat: ['lat', 'latitude'],
  lng: ['long', 'lng', 'longitude', 'lon'],
  /** The date a postcode was terminated: a value means it is no longer in use. */
  ended: ['doterm', 'date_of_termination'],
  /** "Yes" or "No". */
  inUse: ['in use?', 'in_use', 'in use'],
} as const;

type Column = keyof typeof COLUMNS;

/** Where each column is in a row, from the header; null when the header lacks a postcode or a point. */
export function gazetteerColumns(header: string): Record<Column, number> | null {
  const split = splitCsvLine(header.replace(/^\uFEFF/, ''));
  if (!split.ok) return null;
  const names = split.fields.map((f) => f.trim().toLowerCase());
  const at = (c: Column) => COLUMNS[c].map((name) => names.indexOf(name)).find((i) => i >= 0) ?? -1;
  const found = {
    postcode: at('postcode'),
    lat: at('lat'),
    lng: at('lng'),
    ended: at('ended'),
    inUse: at('inUse'),
  };
  return found.postcode < 0 || found.lat < 0 || found.lng < 0 ? null : found;
}

/** A point summed over the postcodes of a district or sector. */
interface Sum {
  lat: number;
  lng: number;
  n: number;
}

export interface GazetteerPlace {
  /** `e15`, `e15/1`. */
  slug: string;
  lat: number;
  lng: number;
  /** Live postcodes it was averaged over. */
  postcodes: number;
}

export interface Gazetteer {
  districts: GazetteerPlace[];
  sectors: GazetteerPlace[];
  /** Rows read (the header aside). */
  rows: number;
  /** Rows left out: terminated, no grid reference, not a postcode, or unreadable. */
  skipped: number;
}

/** The Isles of Scilly to Shetland, with room: ONSPD writes 99.999999 for a postcode with no point. */
const inBritishIsles = (lat: number, lng: number) =>
  lat >= 49 && lat <= 61.5 && lng >= -11 && lng <= 2.5;

/** Collects a gazetteer's rows into district and sector centres. */
export function gazetteerCollector(columns: Record<Column, number>) {
  const districts = new Map<string, Sum>();
  const sectors = new Map<string, Sum>();
  let rows = 0;
  let skipped = 0;
  const add = (into: Map<string, Sum>, slug: string, lat: number, lng: number) => {
    const sum = into.get(slug) ?? { lat: 0, lng: 0, n: 0 };
    sum.lat += lat;
    sum.lng += lng;
    sum.n++;
    into.set(slug, sum);
  };
  const places = (into: Map<string, Sum>): GazetteerPlace[] =>
    [...into].map(([slug, s]) => ({
      slug,
      lat: Number((s.lat / s.n).toFixed(6)),
      lng: Number((s.lng / s.n).toFixed(6)),
      postcodes: s.n,
    }));
  return {
    /** One data row of the CSV. */
    add(line: string): void {
      if (!line.trim()) return;
      rows++;
      const split = splitCsvLine(line);
      const cell = (i: number) => (split.ok && i >= 0 ? (split.fields[i] ?? '').trim() : '');
      const text = cell(columns.postcode).toUpperCase();
      const lat = Number(cell(columns.lat));
      const lng = Number(cell(columns.lng));
      const ended = cell(columns.ended) !== '' || /^no$/i.test(cell(columns.inUse));
      if (!split.ok || ended || !isValid(text) || !inBritishIsles(lat, lng)) {
        skipped++;
        return;
      }
      const postcode = toNormalised(text)!;
      const district = toOutcode(postcode)!.toLowerCase();
      add(districts, district, lat, lng);
      add(sectors, `${district}/${postcode.split(' ')[1]![0]}`, lat, lng);
    },
    done: (): Gazetteer => ({
      districts: places(districts),
      sectors: places(sectors),
      rows,
      skipped,
    }),
  };
}
