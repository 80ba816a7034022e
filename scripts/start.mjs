import { ensureBuild } from './ensure-build.mjs';

/**
 * `npm start`: build if missing or stale, then run the server (it migrates and seeds on start).
 * The production build of everything, React on the server included (it reads NODE_ENV when it
 * loads, so it is set before the server is imported). `npm run dev` is the development mode.
 */
process.env.NODE_ENV ??= 'production';
ensureBuild();
await import('../dist/server/index.js');
