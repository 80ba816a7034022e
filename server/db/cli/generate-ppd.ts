import { parseArgs } from 'node:util';
import { writePpdFile } from '#server/db/ppd/ppd-generate.server';

/**
 * `npm run ppd:generate -- --rows 27000000 --out /tmp/pp-complete.csv [--seed N] [--reference YYYY-MM-DD]`:
 * writes a synthetic Price Paid file in the published format, deterministic, streamed to disk.
 * Without --out it writes to standard output.
 */
const USAGE =
  'Usage: npm run ppd:generate -- --rows N [--out FILE] [--seed N] [--reference YYYY-MM-DD] [--years N]\n';
let values;
try {
  ({ values } = parseArgs({
    options: {
      rows: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      reference: { type: 'string' },
      years: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const whole = (name: string, v: string | undefined, fallback?: number) => {
  if (v === undefined && fallback !== undefined) return fallback;
  const n = Number(v?.replace(/[_,]/g, ''));
  if (v === undefined || !Number.isSafeInteger(n) || n < 1) {
    process.stderr.write(`--${name} needs a positive whole number\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
if (values.help) {
  process.stdout.write(USAGE);
} else {
  const rows = whole('rows', values.rows);
  const started = performance.now();
  await writePpdFile(values.out ?? process.stdout, {
    rows,
    seed: values.seed === undefined ? undefined : whole('seed', values.seed),
    years: whole('years', values.years, 30),
    referenceDate: values.reference,
  });
  if (values.out) {
    const s = (performance.now() - started) / 1000;
    process.stderr.write(`${rows} rows written to ${values.out} in ${s.toFixed(1)} s\n`);
  }
}
