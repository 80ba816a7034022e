import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `name="value"` pairs of one tag, attribute names lower-cased (React writes `fetchPriority`). */
function attributes(tag) {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [
      m[1].toLowerCase(),
      m[2] ?? m[3],
    ]),
  );
}

/** The /assets files a page's HTML makes the browser fetch on first load: its scripts and styles. */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const a = attributes(tag);
    const isScript = /^<script/i.test(tag);
    const url = isScript ? a.src : a.href;
    if (!url?.startsWith('/assets/')) continue;
    const file = url.slice(1).split(/[?#]/)[0];
    if (isScript && a.type === 'module') js.add(file);
    else if (!isScript && a.rel === 'modulepreload') js.add(file);
    else if (!isScript && a.rel === 'stylesheet') css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** Adds the chunks each script statically imports (the browser fetches them before it runs). */
function withStaticImports(files, distClientDir) {
  const manifestFile = path.join(distClientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return files;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const all = new Set(files);
  const visit = (file) => {
    for (const key of byFile.get(file)?.imports ?? []) {
      const dep = manifest[key]?.file;
      if (dep && !all.has(dep)) {
        all.add(dep);
        visit(dep);
      }
    }
  };
  files.forEach(visit);
  return [...all];
}

/**
 * First-load bytes of a page, gzip -9 as on the wire: every module script, module preload and
 * stylesheet under /assets in its HTML (plus the chunks those scripts import statically, from the
 * Vite manifest), read from `distClientDir`. JS and CSS summed separately.
 */
export function firstLoadBytes(html, distClientDir) {
  const assets = firstLoadAssets(html);
  const measure = (file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distClientDir, file)), { level: 9 }).length,
  });
  const js = withStaticImports(assets.js, distClientDir).map(measure);
  const css = assets.css.map(measure);
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  return { js: sum(js), css: sum(css), files: [...js, ...css] };
}
