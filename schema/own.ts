/**
 * `table[key]` for the table's own keys only. A lookup table is an object literal, and every
 * object answers "constructor", "toString" or "__proto__" from its prototype: typed into a URL
 * (`?property_type=constructor`) they were read as a value and failed the page with a 500.
 */
export const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Whether `key` is one of the table's own keys (see `own`). */
export const isOwnKey = <K extends string>(
  table: Readonly<Record<K, unknown>>,
  key: string,
): key is K => Object.hasOwn(table, key);

/** `value` as one of `list`'s members (a column's or a form field's text read as its type), else undefined. */
export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((v) => v === value);
