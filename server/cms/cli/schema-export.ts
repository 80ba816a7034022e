import { buildJsonSchemas } from './json-schemas';
import { writeJsonFiles } from './write-files.server';

/** `npm run schema:export [dir]`: JSON Schemas of the page, each section and the global config. */
const dir = process.argv[2] ?? 'schema/json';
const written = await writeJsonFiles(dir, buildJsonSchemas());
process.stdout.write(`Wrote ${written.length} JSON Schemas to ${dir}\n`);
