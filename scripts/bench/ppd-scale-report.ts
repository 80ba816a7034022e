import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ScenarioResult } from './ppd-scale-queries';

export interface ScaleReport {
  at: string;
  tableRows: number;
  file: { bytes: number };
  server?: { version: string; buffers: string; wal: string };
  import: Record<string, number> | null;
  /** The import figures come from this earlier run (`--skip-import`). */
  importedAt?: string;
  runs: number;
  goalP95Ms: number;
  searches: ScenarioResult[];
}

const START = '<!-- data:start -->';
const END = '<!-- data:end -->';
const n = (x: number) => x.toLocaleString('en-GB');

/** The Markdown table of a scale run. */
export function dataBlock(r: ScaleReport): string {
  const lines = [
    `### Price Paid at scale (PostgreSQL, \`npm run bench:ppd-scale\`, ${r.at.slice(0, 10)})`,
    '',
    `${n(r.tableRows)} rows in \`sold_house_prices\`, file ${(r.file.bytes / 1e9).toFixed(2)} GB${r.server ? `; PostgreSQL ${r.server.version}, shared_buffers ${r.server.buffers}, max_wal_size ${r.server.wal}` : ''}.`,
    r.import
      ? `Import with \`importPpd\` (a first fill: secondary indexes built once at the end)${r.importedAt ? `, run of ${r.importedAt.slice(0, 16).replace('T', ' ')} UTC` : ''}: ${n(r.import.lines ?? 0)} lines in ${r.import.seconds} s (${(r.import.seconds! / 60).toFixed(1)} min, ${n(r.import.rowsPerSec ?? 0)} rows/s), ANALYZE ${r.import.analyzeSeconds} s.`
      : 'Import skipped (`--skip-import`).',
    '',
    `Each search ${r.runs} times, varied inputs, in two passes over the same inputs: "first" is each search's first visit (its pages new to the connection's server process), the others the second pass (the steady state of a pooled server). List = place and street-name resolution + the data-graph page of 12; figures = count, average, median (cached 5 min by the page, measured uncached; "sampled" = runs answered from a sample, decision 056). Goal p95 ≤ ${r.goalP95Ms} ms.`,
    '',
    '| search | list p50 | list p95 | list p95, first | figures p50 | figures p95 | figures p95, first | sampled | plan (indexes) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.searches.map(
      (s) =>
        `| ${s.name} | ${s.list.p50} ms | ${s.list.p95} ms | ${s.cold?.list.p95 ?? '—'} ms | ${s.stats.p50} ms | ${s.stats.p95} ms | ${s.cold?.stats.p95 ?? '—'} ms | ${s.stats.sampled ?? 0}/${r.runs} | ${s.plan.seqScan ? '**seq scan** ' : ''}${s.plan.indexes.join(', ') || '—'} |`,
    ),
  ];
  return lines.join('\n');
}

/** Writes the block between the data markers of docs/performance.md (or docs/performance-data.md). */
export function writeDataBlock(r: ScaleReport): string {
  const main = 'docs/performance.md';
  const target =
    existsSync(main) && readFileSync(main, 'utf8').includes(START)
      ? main
      : 'docs/performance-data.md';
  const body = existsSync(target) ? readFileSync(target, 'utf8') : `${START}\n${END}\n`;
  const block = `${START}\n${dataBlock(r)}\n${END}`;
  const i = body.indexOf(START);
  const j = body.indexOf(END);
  const next =
    i >= 0 && j > i ? body.slice(0, i) + block + body.slice(j + END.length) : `${body}\n${block}\n`;
  writeFileSync(target, next);
  return target;
}
