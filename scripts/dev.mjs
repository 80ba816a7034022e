import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { STAMP_FILE } from './build-fingerprint.mjs';
import { ensureBuild } from './ensure-build.mjs';

/**
 * `npm run dev`: the development mode. React's development build on the server and preact/debug
 * in the browser (decision 061), with their warnings, GraphQL introspection and field hints on.
 * Vite rebuilds the browser and server bundles on every change and Node restarts the server when
 * its bundle changes.
 */
ensureBuild();
// The watchers below write development bundles into dist/: the next `npm start` must rebuild.
rmSync(STAMP_FILE, { force: true });
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['vite', 'build', '--watch', '--mode', 'development'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', 'build', '--ssr', '--watch', '--mode', 'development'], {
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['--watch-path=dist/server', 'dist/server/index.js'], {
    stdio: 'inherit',
    env,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
