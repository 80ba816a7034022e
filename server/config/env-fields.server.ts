import express from 'express';
import { z } from 'zod';
import { andList } from '#shared/format/format';

/**
 * The kinds of setting the env schemas are made of, each refusing a bad value in an operator's
 * words ("PORT: must be a whole number from 0 to 65535"), never zod's ("Invalid input: expected
 * number, received NaN"). An empty value never reaches them: parseEnv reads it as unset.
 */

/** A setting read as a number: digits only, so "1e3", "0x10" and " " are refused, not guessed. */
function numberSetting(pattern: RegExp, words: string, inRange: (n: number) => boolean) {
  return z.string().trim().regex(pattern, words).transform(Number).refine(inRange, words);
}

/** A whole number from `min` to `max` (a count, a port, milliseconds). */
export const wholeNumber = (min: number, max: number) =>
  numberSetting(
    /^-?\d+$/,
    `must be a whole number from ${min} to ${max}`,
    (n) => n >= min && n <= max,
  );

/** A number that may have a fraction ("0.5"), from `min` (or more than it: 'above') to `max`. */
export const decimalNumber = (min: number, max: number, bound: 'from' | 'above' = 'from') =>
  numberSetting(
    /^-?(\d+(\.\d*)?|\.\d+)$/,
    bound === 'from'
      ? `must be a number from ${min} to ${max}`
      : `must be a number more than ${min}, at most ${max}`,
    (n) => (bound === 'from' ? n >= min : n > min) && n <= max,
  );

const FLAG_WORDS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/** On or off: true/false or 1/0, in any case ("TRUE" too). */
export const booleanFlag = z.string().transform((value, ctx) => {
  const on = FLAG_WORDS.get(value.trim().toLowerCase());
  if (on !== undefined) return on;
  ctx.addIssue({ code: 'custom', message: 'must be true or false (or 1 or 0)' });
  return z.NEVER;
});

/**
 * One of `values`. `anyCase` reads "INFO" as "info": right for a value only this app reads, not
 * for NODE_ENV, which React and Express read from the environment as it is written.
 */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  { anyCase }: { anyCase: boolean },
) {
  const words = `must be ${andList(values, 'or')}${anyCase ? '' : ', in small letters'}`;
  const text = anyCase ? z.string().trim().toLowerCase() : z.string();
  return text.pipe(z.enum(values, { error: words }));
}

/**
 * An absolute http:// or https:// address (the site's, a provider's, a script's). zod's url()
 * alone took "localhost:3412" for a URL whose scheme is "localhost:", and links carried it so.
 * (DATABASE_URL, SMTP_URL and REDIS_URL keep their "scheme://" patterns: node-postgres takes
 * addresses such as postgres://user:pw@/db?host=/run/postgresql that are no URL to this check.)
 */
export const httpUrl = (message: string) => z.url({ protocol: /^https?$/, message });

/** An app to ask: Express compiles `trust proxy` when it is set, and throws on what it cannot read. */
let probe: express.Express | undefined;
function expressReads(part: string): boolean {
  probe ??= express();
  try {
    probe.set('trust proxy', part);
    return true;
  } catch {
    return false;
  }
}

const TRUST_PROXY_WORDS =
  'true, false, a number of proxies, or addresses and ranges separated by commas (such as loopback, 10.0.0.0/8; the names linklocal and uniquelocal too)';

/**
 * TRUST_PROXY as Express reads `trust proxy`: true or false, a number of proxies to believe, or
 * addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal) separated by
 * commas. What Express cannot read is refused here, not when the app is made, after the
 * migrations ("TypeError: invalid IP address"); "true", "false" and a count become the boolean
 * and number Express wants (as text it read "true" as an address, and failed).
 */
export const trustProxy = z.string().transform((value, ctx): boolean | number | string => {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const parts = text.split(',').flatMap((p) => p.trim() || []);
  const unread = parts.filter((p) => !expressReads(p));
  if (parts.length > 0 && unread.length === 0) return parts.join(',');
  ctx.addIssue({
    code: 'custom',
    message: unread.length
      ? `${andList(unread.map((p) => `“${p}”`))} ${unread.length === 1 ? 'is not an address or range' : 'are not addresses or ranges'}: use ${TRUST_PROXY_WORDS}`
      : `must be ${TRUST_PROXY_WORDS}`,
  });
  return z.NEVER;
});
