// A page's first load: the JavaScript and CSS its HTML makes the browser fetch, in gzip bytes as
// the server's compression sends them. Counted from the HTML itself (module scripts, modulepreload
// links, stylesheets) plus whatever those modules import statically (the browser fetches that
// too, preloaded or not), so a chunk the HTML forgot to preload still counts.
//
//   node scripts/first-load.mjs http://127.0.0.1:3000 / /listings /listings/1
//
// prints each page's figures and exits 1 when one is over budget (FIRST_LOAD_JS_KB, FIRST_LOAD_CSS_KB)
// or loads a forbidden module (FORBIDDEN_FIRST_LOAD: zod), found through the build's
// .vite/chunk-modules.json (written by vite.config.ts, recordChunkModules).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export const BUDGET = {
  js: Number(process.env.FIRST_LOAD_JS_KB ?? 90) * 1024,
  css: Number(process.env.FIRST_LOAD_CSS_KB ?? 15) * 1024,
};

/**
 * Source modules no public page may load at first:
 * - zod (≈ 27 KB gzip; decision 051). Client code imports constants and types from zod-free
 *   modules; the schemas live beside them and load with the forms or on the server.
 * - the place tables the server searches by (schema/uk-regions.ts, schema/landscapes.ts: ≈ 4.5 KB
 *   gzip of town lists). They reached every page once through schema/place.ts, which is why the
 *   graph `where` of a place lives in server/areas/place-where.ts.
 */
export const FORBIDDEN_FIRST_LOAD = [
  { name: 'zod', pattern: /(^|\/)node_modules\/zod\// },
  { name: 'place tables', pattern: /^schema\/(uk-regions|landscapes)\.ts$/ },
];

const ATTR = (name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
const attr = (tag, name) => {
  const m = tag.match(ATTR(name));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/**
 * The scripts a page loads once it is painted: `<script type="application/json" id="page-scripts">`
 * names the entry and its preloads (decision 059, server/ssr/page-scripts.ts).
 */
function pageScripts(html) {
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([^<]*)<\/script>/gi)) {
    if (attr(tag, 'id') !== 'page-scripts') continue;
    const { entry, preload } = JSON.parse(body);
    return [entry, ...preload];
  }
  return [];
}

/**
 * Same-origin asset paths the HTML references: module scripts, modulepreloads, the page scripts
 * it loads after painting, and stylesheets.
 */
export function referencedAssets(html) {
  const js = [...pageScripts(html)];
  const css = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  const local = (u) => !/^[a-z]+:\/\//i.test(u) && !u.startsWith('//');
  return { js: js.filter(local), css: css.filter(local) };
}

/** file → its manifest chunk, to follow static imports the HTML does not name. */
function chunksByFile(distClientDir) {
  const file = path.join(distClientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const byFile = new Map();
  for (const chunk of Object.values(manifest)) byFile.set(`/${chunk.file}`, { chunk, manifest });
  return byFile;
}

/** chunk file → its source modules, from the build's .vite/chunk-modules.json (empty if absent). */
function modulesByChunk(distClientDir) {
  const file = path.join(distClientDir, '.vite', 'chunk-modules.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** `[{ name, url, module }]`: each forbidden module found in the given chunk URLs. */
export function forbiddenModules(jsUrls, distClientDir, forbidden = FORBIDDEN_FIRST_LOAD) {
  const byChunk = modulesByChunk(distClientDir);
  const found = [];
  for (const url of jsUrls)
    for (const { module } of byChunk[url.replace(/^\//, '').split(/[?#]/)[0]] ?? [])
      for (const { name, pattern } of forbidden)
        if (pattern.test(module)) found.push({ name, url, module });
  return found;
}

const gzipBytes = (file) => gzipSync(readFileSync(file)).length;
/** Brotli as the build writes it beside each asset (`.br`, quality 11), else compressed here alike. */
const brotliBytes = (file) =>
  existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file), {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
      }).length;

/**
 * `{ js, css, brotli, files, forbidden }`: gzip bytes of the JavaScript and CSS a page's HTML loads
 * at first (the budget's measure), the same in brotli (`brotli.js`, `brotli.css`: what a browser
 * that accepts it receives), each file with both sizes, and the forbidden modules among them
 * (FORBIDDEN_FIRST_LOAD).
 * `distClientDir` is the client build (dist/client).
 */
export function firstLoadBytes(html, distClientDir) {
  const refs = referencedAssets(html);
  const chunks = chunksByFile(distClientDir);
  const js = new Set();
  const css = new Set(refs.css);
  const visit = (url) => {
    const clean = url.split(/[?#]/)[0];
    if (js.has(clean)) return;
    js.add(clean);
    const entry = chunks.get(clean);
    if (!entry) return;
    for (const c of entry.chunk.css ?? []) css.add(`/${c}`);
    for (const key of entry.chunk.imports ?? []) {
      const imported = entry.manifest[key];
      if (imported) visit(`/${imported.file}`);
    }
  };
  refs.js.forEach(visit);
  const files = [];
  const total = { js: 0, css: 0 };
  const brotli = { js: 0, css: 0 };
  for (const [kind, set] of [
    ['js', js],
    ['css', css],
  ]) {
    for (const url of set) {
      const file = path.join(distClientDir, url.split(/[?#]/)[0]);
      if (!existsSync(file))
        throw new Error(`${url} is referenced by the page but not in ${distClientDir}`);
      const gzip = gzipBytes(file);
      const br = brotliBytes(file);
      total[kind] += gzip;
      brotli[kind] += br;
      files.push({ url, kind, gzip, br });
    }
  }
  return {
    js: total.js,
    css: total.css,
    brotli,
    files,
    forbidden: forbiddenModules(js, distClientDir),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main([base = 'http://127.0.0.1:3000', ...paths]) {
  const distClientDir = path.resolve('dist/client');
  let over = false;
  for (const p of paths.length ? paths : ['/', '/listings']) {
    const res = await fetch(new URL(p, base), {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' },
    });
    const load = firstLoadBytes(await res.text(), distClientDir);
    const bad = load.js > BUDGET.js || load.css > BUDGET.css || load.forbidden.length > 0;
    over ||= bad;
    console.log(
      `${bad ? 'OVER' : 'ok  '} ${p}  js ${kb(load.js)}  css ${kb(load.css)}  (brotli: js ${kb(load.brotli.js)}  css ${kb(load.brotli.css)})`,
    );
    for (const line of new Set(load.forbidden.map((f) => `${f.name} in ${f.url}`)))
      console.log(`       forbidden: ${line}`);
    for (const f of load.files)
      console.log(
        `       ${f.kind.padEnd(3)} ${kb(f.gzip).padStart(9)} ${kb(f.br).padStart(9)}  ${f.url}`,
      );
  }
  console.log(`budget: js ${kb(BUDGET.js)}, css ${kb(BUDGET.css)} (gzip)`);
  if (over) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
