import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';

const here = (dir: string) => fileURLToPath(new URL(`./${dir}/`, import.meta.url));

/** One alias list serves the client build, the server (SSR) build and vitest. */
export const aliases = [
  { find: /^#server\/(.*)$/, replacement: `${here('server')}$1` },
  { find: /^#client\/(.*)$/, replacement: `${here('client')}$1` },
  { find: /^#schema\/(.*)$/, replacement: `${here('schema')}$1` },
  { find: /^#sections\/(.*)$/, replacement: `${here('sections')}$1` },
  { find: /^#shared\/(.*)$/, replacement: `${here('shared')}$1` },
];

/** React Router ships "use client" directives for RSC; they mean nothing in this bundle. */
const onwarn: NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: aliases },
  plugins: [tailwindcss()],
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
            migrate: 'server/db/cli/migrate.ts',
            seed: 'server/db/cli/seed.ts',
            'import-ppd': 'server/db/cli/import-ppd.ts',
            'bench-data': 'scripts/bench/data-bench.ts',
            cms: 'server/cms/cli/cms.ts',
            'schema-export': 'server/cms/cli/schema-export.ts',
            'alerts-send': 'server/alerts/alerts-send.ts',
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
