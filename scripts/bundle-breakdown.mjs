// What a page's first-load JavaScript is made of: builds the browser bundle once more with hidden
// source maps into dist/analyze (never served), then, for each page, takes the chunks it loads at
// first (the entry, the page's own chunk and their static imports, from Vite's manifest), attributes
// every byte of the minified output to the source module it came from (the source maps), and
// shares each chunk's gzip size among its modules in proportion. Prints per package (node_modules)
// and per app folder, largest first.
//
//   npm run build:breakdown                # /, /listings and a lot page
//   npm run build:breakdown -- --no-build  # reuse dist/analyze
//   npm run build:breakdown -- --modules   # also the largest single modules
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'dist/analyze';
const PAGES = [
  ['/', 'client/pages/home-page.tsx'],
  ['/listings', 'client/pages/listings-page.tsx'],
  ['lot page', 'client/pages/listing-page.tsx'],
];
const ENTRY = 'client/entry.client.tsx';
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build'))
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', OUT, '--sourcemap', 'hidden', '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );

const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8'));

/** The chunk files a page loads at first: its entries and everything they import statically. */
function firstLoadFiles(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Base64 VLQ segment → its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Source module label: `node_modules/<package>/…` without the path to it, or the app path. */
function moduleLabel(source) {
  const clean = source.replace(/\\/g, '/');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) return clean.slice(nm);
  return clean.replace(/^(\.\.\/)+(main\/|wt-[^/]+\/)?/, '');
}

/** Package or app folder a module belongs to. */
function groupOf(label) {
  const nm = label.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1];
  const parts = label.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : label;
}

/** Minified bytes of one chunk per source module (unmapped bytes: the bundler's own glue). */
function bytesPerModule(file) {
  const code = readFileSync(path.join(OUT, file), 'utf8');
  const gzip = gzipSync(code).length;
  const total = Buffer.byteLength(code);
  const mapFile = path.join(OUT, `${file}.map`);
  if (!existsSync(mapFile)) return [{ label: '(bundler)', min: total, gzip }];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  const add = (label, n) => bytes.set(label, (bytes.get(label) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? '';
    let col = 0;
    let prev = null;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [dCol, dSource] = decodeSegment(segment);
      col += dCol;
      if (prev) add(prev.label, Buffer.byteLength(text.slice(prev.col, col)));
      if (dSource !== undefined) source += dSource;
      prev = {
        col,
        label: dSource === undefined ? '(bundler)' : moduleLabel(map.sources[source]),
      };
    }
    if (prev) add(prev.label, Buffer.byteLength(text.slice(prev.col)));
  });
  return [...bytes].map(([label, n]) => ({ label, min: n, gzip: (gzip * n) / total }));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

for (const [page, src] of PAGES) {
  const rows = firstLoadFiles([ENTRY, src]).flatMap(bytesPerModule);
  const total = rows.reduce((n, r) => n + r.gzip, 0);
  const groups = new Map();
  for (const r of rows) groups.set(groupOf(r.label), (groups.get(groupOf(r.label)) ?? 0) + r.gzip);
  console.log(`\n${page}: ${kb(total)} JS gzip (source shares of each chunk's gzip size)`);
  for (const [group, gzip] of [...groups].sort((a, b) => b[1] - a[1]))
    if (gzip >= 205) console.log(`  ${kb(gzip).padStart(9)}  ${group}`);
  if (args.has('--modules'))
    for (const r of rows.sort((a, b) => b.gzip - a.gzip).slice(0, 30))
      console.log(`      ${kb(r.gzip).padStart(9)}  ${r.label}`);
}
