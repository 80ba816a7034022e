/**
 * A catalogue's lot order: lot numbers are text ("1", "2", "10", "12A"), so by their leading
 * digits as a number first (2 before 10), then as written (12 before 12A); lots without a number last.
 */
export const lotSequenceSql = (alias: string) =>
  `(nullif(substring(${alias}.lot_number from '^[0-9]{1,9}'), ''))::int`;

export const lotOrderSql = (alias: string) =>
  `${lotSequenceSql(alias)} ASC NULLS LAST, ${alias}.lot_number ASC NULLS LAST, ${alias}.id ASC`;
