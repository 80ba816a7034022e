/**
 * Money and counts without `Intl` for the numbers pages show (decision 055): the first `Intl`
 * formatter a page builds loads the browser's locale data, ~50 ms of a phone's main thread
 * before it can hydrate. The result is exactly `Intl.NumberFormat('en-GB')`'s (the tests compare
 * the two); numbers past 10^15 go to `Intl` itself, built on first use.
 */

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;
const LIMIT = 1e15;

/** An `Intl` formatter built the first time it is used, not when its module loads. */
export function lazyFormatter<T>(make: () => { format(value: T): string }): (value: T) => string {
  let formatter: { format(value: T): string } | null = null;
  return (value) => (formatter ??= make()).format(value);
}

const intlGbp = lazyFormatter<number>(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const intlCount = lazyFormatter<number>(() => new Intl.NumberFormat('en-GB'));

/** Rounded half away from zero, as `Intl` rounds, with thousands separators. */
function grouped(abs: number): string {
  return String(Math.round(abs)).replace(GROUPS, ',');
}

/** `£1,234,567` (no pence); `-£5` below zero. */
export function formatGbp(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= LIMIT) return intlGbp(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}£${grouped(Math.abs(n))}`;
}

/** `12,345`, and up to three decimals (`Intl`'s default) for a fraction. */
export function formatGroupedNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= LIMIT || !Number.isInteger(n)) return intlCount(n);
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped(Math.abs(n))}`;
}
