import type { Readable } from 'node:stream';
import type { Db } from '#server/db/db.server';
import { formatCount, formatCountOf } from '#shared/format/format';
import { openPpdSource } from '#server/db/ppd/ppd-source.server';
import { readLines } from '#server/db/ppd/read-lines.server';
import { gazetteerCollector, gazetteerColumns, type Gazetteer } from './postcode-gazetteer';
import { loadGazetteer, GAZETTEER_TOWN_KM, type GazetteerReport } from './load-gazetteer.server';

export const IMPORT_POSTCODES_USAGE = `Usage: npm run import:postcodes -- <file | -> [--dry-run]

Adds the postcode districts and sectors a gazetteer has and the site does not, so that lots a
feed lists there are found under their town, their postcode area, in circles and on the map.
The file is a CSV with a header: the ONS Postcode Directory or National Statistics Postcode
Lookup (pcds, lat, long, doterm), or any file naming a postcode column and its latitude and
longitude (Postcode, Latitude, Longitude, In Use?). Terminated postcodes are left out. Each
district's centre is its live postcodes' mean; it is filed under the nearest town with districts
of its own within ${GAZETTEER_TOWN_KM} km. Districts the site holds are left as they are, so
running it again changes nothing; "-" reads standard input.

Options:
  --dry-run   print what would be added, write nothing
  -h, --help  this text
`;

export interface ImportPostcodesIo {
  db: Db;
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
  stdin?: Readable;
}

/** Reads a gazetteer file (or stdin); throws a message for the operator when it is none. */
async function readGazetteer(source: string, stdin?: Readable): Promise<Gazetteer> {
  const input = await openPpdSource(source, stdin);
  let collector: ReturnType<typeof gazetteerCollector> | null = null;
  for await (const { text } of readLines(input.chunks(0))) {
    if (collector) collector.add(text);
    else {
      const columns = gazetteerColumns(text);
      if (!columns)
        throw new Error(
          `${input.name}: the first line names no postcode, latitude and longitude columns (e.g. pcds,lat,long)`,
        );
      collector = gazetteerCollector(columns);
    }
  }
  if (!collector) throw new Error(`${input.name} is empty`);
  return collector.done();
}

export const formatGazetteerReport = (g: Gazetteer, r: GazetteerReport, dryRun: boolean) =>
  [
    `${formatCountOf(g.rows, 'postcode')} read, ${formatCount(g.skipped)} left out (terminated, no point, or no postcode)`,
    `${formatCountOf(g.districts.length, 'district')} in the file: ${formatCount(r.districtsKept)} held already`,
    `${dryRun ? 'Would add' : 'Added'} ${formatCountOf(r.districtsAdded, 'district')}, ${formatCountOf(r.sectorsAdded, 'sector')}, ${formatCountOf(r.areasAdded, 'postcode area')}`,
    `${dryRun ? 'Would place' : 'Placed'} ${formatCountOf(r.lotsPlaced, 'lot')} stored without a place`,
  ].join('\n') + '\n';

/** `npm run import:postcodes`: exit code, and whether anything was written. */
export async function runImportPostcodesCli(
  argv: readonly string[],
  io: ImportPostcodesIo,
): Promise<{ code: number; changed: boolean }> {
  const flags = argv.filter((a) => a.startsWith('-') && a !== '-');
  const positional = argv.filter((a) => !a.startsWith('-') || a === '-');
  if (flags.some((f) => f === '-h' || f === '--help')) {
    io.stdout.write(IMPORT_POSTCODES_USAGE);
    return { code: 0, changed: false };
  }
  const unknown = flags.find((f) => f !== '--dry-run');
  if (unknown || positional.length !== 1) {
    io.stderr.write(
      `${unknown ? `Unknown option ${unknown}` : 'Give one file, or - for standard input'}\n\n${IMPORT_POSTCODES_USAGE}`,
    );
    return { code: 2, changed: false };
  }
  const dryRun = flags.includes('--dry-run');
  let gazetteer: Gazetteer;
  try {
    gazetteer = await readGazetteer(positional[0]!, io.stdin);
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n`);
    return { code: 1, changed: false };
  }
  const report = await loadGazetteer(io.db, gazetteer, { dryRun });
  io.stdout.write(formatGazetteerReport(gazetteer, report, dryRun));
  return {
    code: 0,
    changed: !dryRun && report.districtsAdded + report.lotsPlaced > 0,
  };
}
