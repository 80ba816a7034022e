import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // One test file per core. Vitest's default leaves one core free (one file at a time on a
    // 2-core machine), while each file waits on its embedded database's own thread: the
    // integration suite took 621 s at one file at a time and 438 s at two, here.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'unit',
          include: [
            '{client,server,schema,sections,shared}/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/setup/pglite-template.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:fuzz`: generated requests against the production build (tests/fuzz).
        resolve: { alias: aliases },
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.fuzz.ts'],
          environment: 'node',
          hookTimeout: 360_000,
        },
      },
    ],
  },
});
