import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkOidcEnv, OidcEnvShape } from '#server/auth/oidc/oidc-env.server';
import { checkCmsEnv, CmsEnvShape } from '#server/cms/strapi/cms-driver.server';
import { resolveAnalytics, type AnalyticsConfig } from '#schema/analytics';
import {
  booleanFlag,
  choice,
  decimalNumber,
  httpUrl,
  trustProxy,
  wholeNumber,
} from './env-fields.server';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The earliest SEED_DAY: a typo such as 0226-11-30 is refused rather than rolled 660,000 days. */
const SEED_DAY_MIN = '2000-01-01';

/**
 * SEED_DAY: the UTC day a first seed generates the demo as on (then rolled forward to today), as
 * a Date at 00:00 UTC; unset or empty: today. A day of the calendar from SEED_DAY_MIN on (not
 * after today: checked with the object, as "today" is the clock's).
 */
const seedDay = z
  .string()
  .optional()
  .transform((day, ctx) => {
    if (!day) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      ctx.addIssue({ code: 'custom', message: 'must be a day as YYYY-MM-DD, such as 2026-11-30' });
      return z.NEVER;
    }
    const date = new Date(`${day}T00:00:00Z`);
    // Date reads 2026-02-30 as 2 March: a day that does not come back as itself is no day.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: `${day} is not a day of the calendar` });
      return z.NEVER;
    }
    if (day < SEED_DAY_MIN) {
      ctx.addIssue({ code: 'custom', message: `must be ${SEED_DAY_MIN} or later` });
      return z.NEVER;
    }
    return date;
  });

/** Every setting the process reads, with its default. The README lists the same table. */
export const EnvSchema = z
  .object({
    NODE_ENV: choice(['development', 'production', 'test'], { anyCase: false }).default(
      'development',
    ),
    PORT: wholeNumber(0, 65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: wholeNumber(1, 1000).default(10),
    DB_SLOW_STATEMENT_MS: wholeNumber(0, 3_600_000).default(250),
    DB_STATEMENT_TIMEOUT_MS: wholeNumber(0, 3_600_000).default(5_000),
    LOG_LEVEL: choice(LOG_LEVELS, { anyCase: true }).default('info'),
    LOG_BUFFER_BYTES: wholeNumber(0, 1_048_576).default(65_536),
    PUBLIC_URL: httpUrl('must be an absolute URL such as https://example.co.uk').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: decimalNumber(0, 24 * 90, 'above').default(24 * 7),
    TRUST_PROXY: trustProxy.default('loopback'),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(1, 60_000).default(10_000),
    STREAM_TIMEOUT_MS: wholeNumber(1, 60_000).default(5_000),
    PAGE_CACHE_TTL_MS: wholeNumber(0, 3_600_000).default(5_000),
    PAGE_CACHE_STALE_MS: wholeNumber(0, 3_600_000).default(30_000),
    PAGE_CACHE_MAX_ENTRIES: wholeNumber(1, 1_000_000).default(2_000),
    PAGE_CACHE_MAX_BYTES: wholeNumber(1_000_000, 8_000_000_000).default(64 * 1024 * 1024),
    CONTENT_POLL_MS: wholeNumber(0, 60_000).default(1_000),
    // Scheduled publishing (decision 048): how often due actions are applied; 0 = never.
    SCHEDULE_POLL_SECONDS: decimalNumber(0, 3_600).default(15),
    ALERTS_INTERVAL_SECONDS: decimalNumber(0, 86_400).default(300),
    STRICT_CONFIG: booleanFlag.default(false),
    SEED_ON_START: booleanFlag.default(true),
    DEMO_ROLL_FORWARD: booleanFlag.default(true),
    VERSION_POLL_SECONDS: wholeNumber(0, 86_400).default(300),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, 'must be a sender, such as Auction Property UK <no-reply@example.co.uk>')
      .default('Auction Property UK <no-reply@auctionproperty.example>'),
    ...OidcEnvShape,
    ...CmsEnvShape,
    SEED_DAY: seedDay,
    SEED_SOLD_ROWS: wholeNumber(0, 50_000_000).default(200_000),
    CONTACT_EMAIL: z
      .email('must be an e-mail address, such as enquiries@example.co.uk')
      .default('enquiries@auctionproperty.example'),
    RATE_LIMIT_MULTIPLIER: decimalNumber(0, 1000, 'above').default(1),
    LOGIN_LOCK_AFTER_FAILURES: wholeNumber(1, 1000).default(10),
    LOGIN_LOCK_BASE_SECONDS: wholeNumber(1, 86_400).default(30),
    LOGIN_LOCK_MAX_SECONDS: wholeNumber(1, 86_400).default(3_600),
    PASSWORD_HASH_CONCURRENCY: wholeNumber(0, 64).default(0),
    PASSWORD_HASH_QUEUE: wholeNumber(0, 10_000).default(16),
    SIGN_IN_LINK_TTL_MINUTES: wholeNumber(1, 1_440).default(15),
    GRAPHQL_INTROSPECTION: booleanFlag.default(false),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: wholeNumber(1, 65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    ANALYTICS_ID: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/, 'must be a GA4 measurement id (G-…) or a Plausible site domain')
      .optional(),
    ANALYTICS_SCRIPT_URL: httpUrl('must be an http(s) URL of a Plausible-style script').optional(),
    MAP_STYLE_URL: httpUrl('must be an http(s) URL of a MapLibre style JSON').optional(),
    MEDIA_RENDITION_JOBS: wholeNumber(1, 64).default(2),
    MEDIA_MAX_BYTES: wholeNumber(1024, 104_857_600).default(10_485_760),
  })
  .superRefine((env, ctx) => {
    checkOidcEnv(env, ctx);
    checkCmsEnv(env, ctx);
    if (env.ANALYTICS_SCRIPT_URL && !env.ANALYTICS_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_SCRIPT_URL'],
        message: 'needs ANALYTICS_ID (the site domain the script reports for)',
      });
    }
    checkStrictConfig(env, ctx);
    checkSeedDayNotAhead(env.SEED_DAY, ctx);
  });

export type Env = z.infer<typeof EnvSchema>;

/**
 * A seed is rolled forward, never back (decision 029): a SEED_DAY after today's UTC day would
 * date the whole demo in the future, with nothing sold yet and the "past" sales still to come.
 */
function checkSeedDayNotAhead(day: Date | undefined, ctx: z.RefinementCtx): void {
  if (!day) return;
  const today = new Date().toISOString().slice(0, 10);
  const asked = day.toISOString().slice(0, 10);
  if (asked > today)
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DAY'],
      message: `${asked} is after today (${today}, UTC): the demo is seeded as on a past day and rolled forward, never back`,
    });
}

/**
 * A real deployment turns STRICT_CONFIG on (the Docker image does): no generated secret, and the
 * public address said, not guessed (https there gives Secure cookies and HSTS). A local `npm start` runs the production build without it (decision 030).
 */
function checkStrictConfig(
  env: { STRICT_CONFIG: boolean; JWT_SECRET?: string | undefined; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!env.STRICT_CONFIG) return;
  if (!env.JWT_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message: 'is required with STRICT_CONFIG',
    });
  if (!env.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'is required with STRICT_CONFIG',
    });
}

export interface AppConfig extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  /** NODE_ENV=production: React's production build, no introspection, no schema hints. */
  isProduction: boolean;
  /** PUBLIC_URL is https: Secure cookies, HSTS and upgrade-insecure-requests. */
  secureTransport: boolean;
  /** PUBLIC_URL was set (not the `http://localhost:$PORT` default). */
  publicUrlGiven: boolean;
  /** JWT_SECRET was not set and was generated into DATA_DIR (fine locally, logged at start). */
  generatedSecret: boolean;
  /** From ANALYTICS_ID / ANALYTICS_SCRIPT_URL; null loads nothing. */
  analytics: AnalyticsConfig | null;
}

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(
      `Cannot start: these settings (environment variables) need changing:\n${issues.map((i) => `  - ${i}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/**
 * Settings an empty value of is refused, not read as unset: their defaults are for a local start
 * (the development build, a generated secret, localhost in e-mailed links, the demo's fake lots
 * seeded), so `NODE_ENV=` or `SEED_ON_START=` left empty in a deployment's env file must stop it
 * rather than quietly start it that way (a review, decision 174).
 */
const EMPTY_IS_A_MISTAKE = new Set([
  'NODE_ENV',
  'JWT_SECRET',
  'PUBLIC_URL',
  'SEED_ON_START',
  'DEMO_ROLL_FORWARD',
]);

/**
 * Any other variable set to nothing (`PORT=`, as a compose file or an env file leaves it) is
 * unset, so it takes its default: read as a number, '' had been 0 (PORT= listened on a random
 * port, and ALERTS_INTERVAL_SECONDS= turned the alerts off). The one place this is done.
 */
const withoutEmptyValues = (source: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(source).filter(([name, value]) => value !== '' || EMPTY_IS_A_MISTAKE.has(name)),
  );

/** Parses the environment once; lists every bad field at once instead of failing on the first. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(withoutEmptyValues(source));
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

/** Without STRICT_CONFIG a missing JWT_SECRET is generated once and kept in DATA_DIR so sessions survive restarts. */
function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    JWT_SECRET: resolveJwtSecret(env),
    PUBLIC_URL: publicUrl,
    isProduction: env.NODE_ENV === 'production',
    secureTransport: publicUrl.startsWith('https://'),
    publicUrlGiven: Boolean(env.PUBLIC_URL),
    generatedSecret: !env.JWT_SECRET,
    analytics: resolveAnalytics(env.ANALYTICS_ID, env.ANALYTICS_SCRIPT_URL),
  };
}
