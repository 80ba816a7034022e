/**
 * zod compiles a fast parser with `new Function` unless told not to, and probes for it with
 * `Function('')` when it builds an object schema: our CSP (no 'unsafe-eval') blocks that, a console
 * error on every page. zod keeps its configuration on this global so that every copy shares it;
 * setting it here, first thing in the entry, reaches every chunk's schemas without putting any
 * of zod in the first load (zod-jitless.test.ts checks zod still reads it).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
