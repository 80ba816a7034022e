import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '#schema/route-rules';
import type { DocumentAssets } from './document';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ClientBuild {
  /** Folder served as static files; null when the client has not been built (server tests). */
  dir: string | null;
  info: BuildInfo;
  /** The entry's assets, for a page without a chunk of its own. */
  assets: DocumentAssets;
  /** The entry's stylesheet files (inlined in pages; linked by the script-free preview frame). */
  entryCss: string[];
  /** The entry's assets plus the page module's chunk, its static imports and their stylesheets. */
  pageAssets: (src: string | undefined) => DocumentAssets;
}

/** A chunk's own file and CSS and those of everything it imports statically (not its dynamic imports). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()) {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    js.push(`/${chunk.file}`);
    css.push(...(chunk.css ?? []).map((c) => `/${c}`));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/**
 * The entry's stylesheets, read once, to be inlined in every document (decision 055): a phone on a
 * slow network then paints without a second round trip. `</style` cannot end the element early.
 */
function inlineStyles(dir: string, files: string[]): string {
  return files
    .map((href) => readFileSync(path.join(dir, href), 'utf8'))
    .join('\n')
    .replaceAll('</style', '<\\/style');
}

/** Every asset list a page can have, computed once: the manifest does not change while the process runs. */
function assetsByPage(dir: string, manifest: Manifest, pageSources: readonly string[]) {
  const entry = chunkFiles(manifest, CLIENT_ENTRY);
  const base: DocumentAssets = {
    entry: entry.js[0],
    inlineCss: inlineStyles(dir, entry.css),
    css: [],
    preload: entry.js.slice(1),
  };
  const pages = new Map<string, DocumentAssets>();
  for (const src of new Set(pageSources)) {
    if (!manifest[src])
      throw new Error(
        `Client manifest has no chunk for the page module ${src}; rebuild with npm run build.`,
      );
    const page = chunkFiles(
      manifest,
      src,
      new Set([CLIENT_ENTRY, ...(manifest[CLIENT_ENTRY]?.imports ?? [])]),
    );
    pages.set(src, {
      entry: base.entry,
      inlineCss: base.inlineCss,
      css: page.css,
      preload: [...base.preload, ...page.js],
    });
  }
  return {
    base,
    entryCss: entry.css,
    pageAssets: (src: string | undefined) => (src && pages.get(src)) || base,
  };
}

export const CLIENT_ENTRY = 'client/entry.client.tsx';

/** Reads Vite's manifest: the build id is a hash of it, so any client change gives a new id. */
export function loadClientBuild(
  dir = path.resolve('dist/client'),
  pageSources: readonly string[] = [],
): ClientBuild {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      dir: null,
      info: { id: 'development', timestamp: Date.now() },
      assets: { css: [], preload: [] },
      entryCss: [],
      pageAssets: () => ({ css: [], preload: [] }),
    };
  }
  const raw = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(raw) as Manifest;
  if (!manifest[CLIENT_ENTRY])
    throw new Error(
      `Client manifest has no entry for ${CLIENT_ENTRY}; rebuild with npm run build.`,
    );
  const { base, entryCss, pageAssets } = assetsByPage(dir, manifest, pageSources);
  return {
    dir,
    info: {
      id: createHash('sha256').update(raw).digest('hex').slice(0, 12),
      timestamp: Math.floor(statSync(manifestFile).mtimeMs),
    },
    assets: base,
    entryCss,
    pageAssets,
  };
}
