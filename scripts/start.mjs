import { ensureBuild } from './ensure-build.mjs';

/** `npm start`: build if missing or stale, then run the server (it migrates and seeds on start). */
ensureBuild();
await import('../dist/server/index.js');
