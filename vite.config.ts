import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type BuildEnvironmentOptions, type Plugin, type Rolldown } from 'vite';
import { FORBIDDEN_FIRST_LOAD } from './scripts/first-load.mjs';

const here = (dir: string) => fileURLToPath(new URL(`./${dir}/`, import.meta.url));

/** One alias list serves the client build, the server (SSR) build and vitest. */
export const aliases = [
  { find: /^#server\/(.*)$/, replacement: `${here('server')}$1` },
  { find: /^#client\/(.*)$/, replacement: `${here('client')}$1` },
  { find: /^#schema\/(.*)$/, replacement: `${here('schema')}$1` },
  { find: /^#sections\/(.*)$/, replacement: `${here('sections')}$1` },
  { find: /^#shared\/(.*)$/, replacement: `${here('shared')}$1` },
];

/**
 * The browser build runs Preact behind React's names (decision 061): React DOM alone is ≈ 64 KB
 * gzip of a page's first load, Preact with its compatibility layer ≈ 10 KB. The server still
 * renders with React, and vitest still runs React.
 */
export const browserReact = [
  { find: /^react$/, replacement: `${here('client')}runtime/preact/react.ts` },
  { find: /^react-dom$/, replacement: `${here('client')}runtime/preact/react-dom.ts` },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** `foo.server.ts`, `foo.server.tsx`, `foo.server` …: code that must never reach a browser. */
export const SERVER_MODULE = /\.server(?:\.[cm]?[jt]sx?)?$/;

/**
 * Fails the browser build when a module imports a `.server` module (a database handle, a secret,
 * the mailer would otherwise be bundled into public JavaScript). Type-only imports are erased
 * before resolution, so they pass. The SSR build does not use this plugin.
 */
export function refuseServerModules(root = process.cwd()): Plugin {
  const rel = (id: string) => path.relative(root, id.split('?')[0] ?? id);
  return {
    name: 'refuse-server-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id.split('?')[0];
      if (id && SERVER_MODULE.test(id)) {
        this.error(
          `${rel(importer)} imports the server-only module ${rel(id)}: .server modules never go ` +
            'into the browser build. Move what the browser needs to shared/ or schema/, or import ' +
            'only its types (import type).',
        );
      }
      return resolved;
    },
  };
}

/** Where the browser build writes each chunk's source modules (read by scripts/first-load.mjs). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * The name of what a source module is that no public page may load at first (zod, decision 051;
 * the server's place tables, decision 120), or undefined.
 */
const forbiddenAtFirstLoad = (module: string) =>
  FORBIDDEN_FIRST_LOAD.find((f) => f.pattern.test(module))?.name;

/**
 * Public pages whose first load (the entry, the page's chunk and their static imports) must not
 * hold zod. Sign-in, account and admin pages may: their forms are not in a public first load.
 */
export const ZOD_FREE_PAGES = [
  'client/pages/home-page.tsx',
  'client/pages/listings-page.tsx',
  'client/pages/listing-page.tsx',
  'client/pages/area-pages.tsx',
  'client/pages/auctioneer-pages.tsx',
  'client/pages/article-pages.tsx',
  'client/pages/cms-page.tsx',
  'client/pages/sold-prices-page.tsx',
];

/**
 * Writes `.vite/chunk-modules.json` next to Vite's manifest: for every JavaScript chunk, the source
 * modules in it and the bytes each takes before minification. The first-load check and the bench
 * read it. Fails the build when the entry or a page of ZOD_FREE_PAGES reaches zod through static
 * imports, naming the chunk and the app modules in it.
 */
export function recordChunkModules(root = process.cwd()): Plugin {
  const rel = (id: string) => {
    const clean = path.relative(root, id.split('?')[0] ?? id).replaceAll(path.sep, '/');
    const nm = clean.lastIndexOf('node_modules/');
    return nm >= 0 ? clean.slice(nm) : clean;
  };
  return {
    name: 'record-chunk-modules',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { module: string; bytes: number }[]> = {};
      const js = Object.values(bundle).filter((out) => out.type === 'chunk');
      for (const out of js)
        chunks[out.fileName] = Object.entries(out.modules)
          .map(([id, m]) => ({ module: rel(id), bytes: m.renderedLength }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });

      const byFile = new Map(js.map((c) => [c.fileName, c]));
      const roots = js.filter(
        (c) => c.isEntry || (c.facadeModuleId && ZOD_FREE_PAGES.includes(rel(c.facadeModuleId))),
      );
      const problems: string[] = [];
      const firstLoad = new Set<string>();
      for (const start of roots) {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          const chunk = byFile.get(file);
          if (!chunk) return;
          const ids = Object.keys(chunk.modules);
          for (const name of new Set(ids.map((id) => forbiddenAtFirstLoad(rel(id)))))
            if (name)
              problems.push(
                `${rel(start.facadeModuleId ?? start.fileName)} loads ${name} through ${file}`,
              );
          for (const id of ids) firstLoad.add(id);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
      }
      // The app modules in those first loads that import zod: the ones to split.
      const culprits = [...firstLoad]
        .filter((id) => !rel(id).startsWith('node_modules/'))
        .filter((id) =>
          (this.getModuleInfo(id)?.importedIds ?? []).some((dep) => forbiddenAtFirstLoad(rel(dep))),
        )
        .map(rel);
      if (problems.length)
        this.error(
          `zod or a server table in a public page's first load (decisions 051, 120):\n  ${[...new Set(problems)].join('\n  ')}\n` +
            `imported by: ${culprits.join(', ') || 'a dependency'}\n` +
            'Import constants and types from a zod-free module (the schema beside it imports them), ' +
            'or load the schema lazily with the form that needs it; code that reads a server table ' +
            'belongs in server/.',
        );
    },
  };
}

/** Build assets worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json|txt|html|wasm)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * of the browser build, once, so the server sends them as they are instead of compressing each
 * request (server/http/precompressed-assets.server.ts; decision 051).
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE_ASSET.test(name)) continue;
        const file = path.join(assetsDir, name);
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** App code two or more pages share goes to one `pages` chunk (decision 059). */
const SHARED_PAGE_CODE =
  /[\\/](client[\\/](components|pages|layouts|forms|runtime)|sections|shared|schema)[\\/]/;
/**
 * The lot page's own sections: shared by the lot page and the editor's preview only, so they get
 * a chunk of their own instead of riding in every page's `pages` chunk (decision 168).
 */
const LOT_PAGE_SECTIONS = /[\\/]sections[\\/]detail[\\/]/;
/** Their schemas (zod) serve the editor alone and stay in its chunks. */
const SECTION_SCHEMA_FILES = /(schemas?|detail-base|layout-document|registry)\.ts$/;
/**
 * The pages the first-load budget holds to (issue 14: `/`, `/listings`, a lot page). App code that
 * two or more pages share but none of these imports goes to `pages-more`, not `pages`, so these
 * three do not download what only other pages use (an article's page, the auction results, the
 * account forms; about 4 KB gzip on each).
 */
const BUDGETED_PAGES = [
  'client/pages/home-page.tsx',
  'client/pages/listings-page.tsx',
  'client/pages/listing-page.tsx',
];

/** Every module the budgeted pages import statically, found once per chunking pass. */
const budgetedReach = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
function reachedByBudgetedPages(ctx: Rolldown.ChunkingContext): Set<string> {
  let reached = budgetedReach.get(ctx);
  if (reached) return reached;
  reached = new Set();
  const stack = BUDGETED_PAGES.map((page) => fileURLToPath(new URL(`./${page}`, import.meta.url)));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  budgetedReach.set(ctx, reached);
  return reached;
}

/** The search forms and their notes: the pages that search share them, a lot page has none. */
const SEARCH_UI = /[\\/]client[\\/]components[\\/]search[\\/]/;
const isLotPageRenderer = (id: string) =>
  LOT_PAGE_SECTIONS.test(id) && !SECTION_SCHEMA_FILES.test(id);

/** React Router ships "use client" directives for RSC; they mean nothing in this bundle. */
const onwarn: NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: isSsrBuild ? aliases : [...browserReact, ...aliases] },
  // The browser build refuses `.server` modules (refuseServerModules above).
  plugins: isSsrBuild
    ? [tailwindcss()]
    : [tailwindcss(), refuseServerModules(), recordChunkModules(), precompressAssets()],
  // Public files belong to the browser build only.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node24',
        rollupOptions: {
          onwarn,
          input: {
            index: 'server/index.ts',
            // Its own file: loaded by path as the embedded database's worker thread (decision 033).
            'pglite-worker': 'server/db/pglite-worker.ts',
            migrate: 'server/db/cli/migrate.ts',
            seed: 'server/db/cli/seed.ts',
            'import-ppd': 'server/db/cli/import-ppd.ts',
            'bench-data': 'scripts/bench/data-bench.ts',
            'bench-ppd-scale': 'scripts/bench/ppd-scale.ts',
            'generate-ppd': 'server/db/cli/generate-ppd.ts',
            cms: 'server/cms/cli/cms.ts',
            'schema-export': 'server/cms/cli/schema-export.ts',
            'alerts-send': 'server/alerts/alerts-send.ts',
            'import-lots': 'server/db/cli/import-lots.ts',
            'import-postcodes': 'server/db/cli/import-postcodes.ts',
            'feeds-token': 'server/db/cli/feeds-token.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        rollupOptions: {
          onwarn,
          input: 'client/entry.client.tsx',
          // Five or six script files per page instead of 22–34 (decision 059): `app` holds what the
          // entry imports statically, but not the entry itself (its top-level `await import(page)`
          // and a page chunk importing it would wait on each other); `pages` holds app modules that
          // two or more lazy chunks share, but for the search forms (`search-ui`) and the lot
          // page's sections (`lot-sections`), which the pages that do not show them leave out
          // (decision 168).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !id.endsWith('client/entry.client.tsx'),
                  priority: 2,
                },
                {
                  name: (id, ctx) => (reachedByBudgetedPages(ctx).has(id) ? 'pages' : 'pages-more'),
                  test: (id) =>
                    SHARED_PAGE_CODE.test(id) && !isLotPageRenderer(id) && !SEARCH_UI.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
                {
                  name: 'search-ui',
                  test: SEARCH_UI,
                  minShareCount: 2,
                  priority: 0,
                },
                {
                  name: 'lot-sections',
                  test: isLotPageRenderer,
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}));
