/** node-postgres's parameter serialiser (pg/lib/utils.js), which @types/pg does not declare. */
declare module 'pg/lib/utils.js' {
  /** A JavaScript value as the text PostgreSQL reads for a parameter (a Buffer stays binary). */
  export function prepareValue(value: unknown): string | Buffer | null;
}
