/**
 * Every module of the data graph imports graphql-js from here. graphql@16 ships both CommonJS
 * (`main`) and ESM (`module`) builds without an `exports` map: Node (and so graphql-yoga and
 * graphql-armor) loads the CommonJS one, while Vite-based tooling (vitest) would hand our own
 * `import 'graphql'` the ESM one, and the two copies reject each other's schema objects
 * ("Cannot use GraphQLSchema from another module or realm"). Importing the CommonJS entry by path
 * keeps one copy everywhere.
 */
export * from 'graphql/index.js';
