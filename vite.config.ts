import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';

const here = (dir: string) => fileURLToPath(new URL(`./${dir}/`, import.meta.url));

/** One alias list serves the client build, the server (SSR) build and vitest. */
export const aliases = [
  { find: /^#server\/(.*)$/, replacement: `${here('server')}$1` },
  { find: /^#client\/(.*)$/, replacement: `${here('client')}$1` },
  { find: /^#schema\/(.*)$/, replacement: `${here('schema')}$1` },
  { find: /^#sections\/(.*)$/, replacement: `${here('sections')}$1` },
  { find: /^#shared\/(.*)$/, replacement: `${here('shared')}$1` },
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

/** React Router ships "use client" directives for RSC; they mean nothing in this bundle. */
const onwarn: NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: aliases },
  // The browser build refuses `.server` modules (refuseServerModules above).
  plugins: isSsrBuild ? [tailwindcss()] : [tailwindcss(), refuseServerModules()],
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
            'feeds-token': 'server/db/cli/feeds-token.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        rollupOptions: { onwarn, input: 'client/entry.client.tsx' },
      },
}));
