import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import express from 'express';
import { EnvError, EnvSchema, loadConfig, parseEnv } from './env.server';
import { scratchDir } from '../../tests/helpers/scratch-dir';

describe('environment', () => {
  it('has safe defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('rolls the demo calendar forward unless DEMO_ROLL_FORWARD turns it off', () => {
    expect(parseEnv({}).DEMO_ROLL_FORWARD).toBe(true);
    expect(parseEnv({ DEMO_ROLL_FORWARD: 'false' }).DEMO_ROLL_FORWARD).toBe(false);
    expect(parseEnv({ DEMO_ROLL_FORWARD: '0' }).DEMO_ROLL_FORWARD).toBe(false);
    expect(() => parseEnv({ DEMO_ROLL_FORWARD: 'off' })).toThrow(/^\s+- DEMO_ROLL_FORWARD: /m);
  });

  describe('SEED_DAY', () => {
    afterEach(() => vi.useRealTimers());
    const issuesOf = (value: string) => {
      try {
        parseEnv({ SEED_DAY: value });
      } catch (err) {
        expect(err).toBeInstanceOf(EnvError);
        return (err as EnvError).issues;
      }
      return expect.unreachable(`SEED_DAY=${value} was accepted`);
    };

    it('is optional: unset or empty seeds as on today', () => {
      expect(parseEnv({}).SEED_DAY).toBeUndefined();
      expect(parseEnv({ SEED_DAY: '' }).SEED_DAY).toBeUndefined();
    });

    it('is a past or present day, read as its 00:00 UTC', () => {
      vi.useFakeTimers({ now: new Date('2026-12-01T23:30:00Z') });
      expect(parseEnv({ SEED_DAY: '2026-11-30' }).SEED_DAY).toEqual(
        new Date('2026-11-30T00:00:00Z'),
      );
      expect(parseEnv({ SEED_DAY: '2026-12-01' }).SEED_DAY).toEqual(
        new Date('2026-12-01T00:00:00Z'),
      );
      expect(parseEnv({ SEED_DAY: '2024-02-29' }).SEED_DAY).toEqual(
        new Date('2024-02-29T00:00:00Z'),
      );
      expect(loadConfig({ SEED_DAY: '2026-11-30', JWT_SECRET: 'x'.repeat(32) }).SEED_DAY).toEqual(
        new Date('2026-11-30T00:00:00Z'),
      );
    });

    it('refuses what is not a day, naming the variable', () => {
      for (const bad of ['30/11/2026', '2026-11-30T00:00:00Z', '2026-1-30', 'yesterday', ' '])
        expect(issuesOf(bad), bad).toEqual([
          'SEED_DAY: must be a day as YYYY-MM-DD, such as 2026-11-30',
        ]);
      for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-11-31', '2026-00-10'])
        expect(issuesOf(bad), bad).toEqual([`SEED_DAY: ${bad} is not a day of the calendar`]);
      expect(issuesOf('0226-11-30')).toEqual(['SEED_DAY: must be 2000-01-01 or later']);
    });

    it('refuses a day after today (UTC): a seed is rolled forward, never back', () => {
      vi.useFakeTimers({ now: new Date('2026-11-29T23:59:00Z') });
      expect(issuesOf('2026-11-30')).toEqual([
        'SEED_DAY: 2026-11-30 is after today (2026-11-29, UTC): the demo is seeded as on a past day and rolled forward, never back',
      ]);
      vi.setSystemTime(new Date('2026-11-30T00:00:00Z'));
      expect(parseEnv({ SEED_DAY: '2026-11-30' }).SEED_DAY).toEqual(
        new Date('2026-11-30T00:00:00Z'),
      );
    });

    it('a bad SEED_DAY stops the start with the message of every bad field', () => {
      expect(() => loadConfig({ SEED_DAY: '2026-11-31', PORT: 'eighty' })).toThrow(
        /^Cannot start: these settings \(environment variables\) need changing:\n {2}- PORT: .*\n {2}- SEED_DAY: 2026-11-31 is not a day of the calendar$/,
      );
    });
  });

  it('lists every bad field at once', () => {
    try {
      parseEnv({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const issues = (err as EnvError).issues.join('\n');
      expect(issues).toMatch(/^PORT: /m);
      expect(issues).toMatch(/^LOG_LEVEL: /m);
      expect(issues).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(issues).toContain('PUBLIC_URL: must be an absolute URL');
    }
  });

  it('STRICT_CONFIG requires a JWT_SECRET and a PUBLIC_URL; a local production start needs neither', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ STRICT_CONFIG: 'true' })).toThrow(
      'JWT_SECRET: is required with STRICT_CONFIG',
    );
    expect(() => parseEnv({ STRICT_CONFIG: 'true', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      'PUBLIC_URL: is required with STRICT_CONFIG',
    );
    expect(() =>
      parseEnv({
        STRICT_CONFIG: 'true',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://a.co.uk',
      }),
    ).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      'at least 32 characters',
    );
  });

  it('Secure cookies and HSTS follow an https PUBLIC_URL, not NODE_ENV', () => {
    const dir = scratchDir('env-');
    const local = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(local).toMatchObject({
      isProduction: true,
      secureTransport: false,
      generatedSecret: true,
    });
    const live = loadConfig({ PUBLIC_URL: 'https://a.co.uk', JWT_SECRET: 'x'.repeat(32) });
    expect(live).toMatchObject({ secureTransport: true, generatedSecret: false });
  });

  it('generates a JWT secret once in development and keeps it in DATA_DIR', () => {
    const dir = scratchDir('env-');
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
  });

  it('analytics: optional; an id is a measurement id or a domain; a script URL needs an id', () => {
    expect(parseEnv({}).ANALYTICS_ID).toBeUndefined();
    expect(parseEnv({ ANALYTICS_ID: '' }).ANALYTICS_ID).toBeUndefined();
    expect(parseEnv({ ANALYTICS_ID: ' G-ABC123 ' }).ANALYTICS_ID).toBe('G-ABC123');
    expect(
      parseEnv({
        ANALYTICS_ID: 'auctions.example.co.uk',
        ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.manual.js',
      }),
    ).toMatchObject({ ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.manual.js' });
    expect(() => parseEnv({ ANALYTICS_ID: '"><script>' })).toThrow(
      'ANALYTICS_ID: must be a GA4 measurement id',
    );
    expect(() => parseEnv({ ANALYTICS_ID: 'x.test', ANALYTICS_SCRIPT_URL: 'ftp://x' })).toThrow(
      'ANALYTICS_SCRIPT_URL: must be an http(s) URL',
    );
    expect(() => parseEnv({ ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/s.js' })).toThrow(
      'ANALYTICS_SCRIPT_URL: needs ANALYTICS_ID',
    );
  });

  it('derives PUBLIC_URL from PORT when unset and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '4000', JWT_SECRET: 'x'.repeat(32) }).PUBLIC_URL).toBe(
      'http://localhost:4000',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://a.co.uk/', JWT_SECRET: 'x'.repeat(32) }).PUBLIC_URL,
    ).toBe('https://a.co.uk');
  });

  /** The issues of a refused environment, as the operator reads them. */
  const refusal = (source: NodeJS.ProcessEnv): string[] => {
    try {
      parseEnv(source);
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      return (err as EnvError).issues;
    }
    return expect.unreachable(`${JSON.stringify(source)} was accepted`);
  };

  describe('addresses', () => {
    it('PUBLIC_URL is an http or https address: "localhost:3412" is refused, strict or not', () => {
      const words = 'PUBLIC_URL: must be an absolute URL such as https://example.co.uk';
      for (const bad of ['localhost:3412', 'example.co.uk:443/x', 'ftp://example.co.uk'])
        expect(refusal({ PUBLIC_URL: bad }), bad).toEqual([words]);
      expect(
        refusal({
          PUBLIC_URL: 'localhost:3412',
          STRICT_CONFIG: 'true',
          JWT_SECRET: 'x'.repeat(32),
        }),
      ).toEqual([words]);
      expect(parseEnv({ PUBLIC_URL: 'http://localhost:3412' }).PUBLIC_URL).toBe(
        'http://localhost:3412',
      );
    });

    it('every address setting wants its own scheme, never a bare host and port', () => {
      const bare = 'localhost:3412';
      expect(refusal({ OIDC_ISSUER: bare, OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toEqual([
        'OIDC_ISSUER: must be an absolute URL such as https://login.example.com/realm',
      ]);
      expect(refusal({ CMS_URL: bare })).toEqual([
        'CMS_URL: must be the Strapi base URL, e.g. https://cms.example.co.uk',
      ]);
      expect(refusal({ MAP_STYLE_URL: bare })).toEqual([
        'MAP_STYLE_URL: must be an http(s) URL of a MapLibre style JSON',
      ]);
      expect(refusal({ DATABASE_URL: bare })).toEqual([
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      ]);
      expect(refusal({ SMTP_URL: bare })).toEqual(['SMTP_URL: must be an smtp:// or smtps:// URL']);
      expect(refusal({ REDIS_URL: bare })).toEqual([
        'REDIS_URL: must be a redis:// or rediss:// URL',
      ]);
      expect(
        parseEnv({
          OIDC_ISSUER: 'http://127.0.0.1:9000/realm',
          OIDC_CLIENT_ID: 'a',
          OIDC_CLIENT_SECRET: 'b',
          CMS_URL: 'https://cms.example.co.uk',
        }),
      ).toMatchObject({
        OIDC_ISSUER: 'http://127.0.0.1:9000/realm',
        CMS_URL: 'https://cms.example.co.uk',
      });
    });
  });

  describe('an empty variable', () => {
    it('is unset, for every setting but those whose default is for a local start only', () => {
      const mistakes = [
        'NODE_ENV',
        'JWT_SECRET',
        'PUBLIC_URL',
        'SEED_ON_START',
        'DEMO_ROLL_FORWARD',
      ];
      const allEmpty = Object.fromEntries(
        Object.keys(EnvSchema.shape)
          .filter((name) => !mistakes.includes(name))
          .map((name) => [name, '']),
      );
      expect(parseEnv(allEmpty)).toEqual(parseEnv({}));
    });

    it('is refused for NODE_ENV, the secret, the site address and the demo seeding', () => {
      // A review: NODE_ENV= started the development build, JWT_SECRET= a generated secret,
      // PUBLIC_URL= localhost in e-mailed links, SEED_ON_START= seeded the demo's fake lots.
      for (const name of [
        'NODE_ENV',
        'JWT_SECRET',
        'PUBLIC_URL',
        'SEED_ON_START',
        'DEMO_ROLL_FORWARD',
      ])
        expect(() => parseEnv({ [name]: '' }), name).toThrow(new RegExp(`${name}: must`));
    });

    it('PORT= listens on 3000, not a random port, and the site address says so', () => {
      const config = loadConfig({ PORT: '', JWT_SECRET: 'x'.repeat(32) });
      expect(config.PORT).toBe(3000);
      expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    });

    it('leaves nothing turned off or refused (alerts, the page cache, the statement timeout)', () => {
      expect(
        parseEnv({
          ALERTS_INTERVAL_SECONDS: '',
          PAGE_CACHE_TTL_MS: '',
          DB_STATEMENT_TIMEOUT_MS: '',
          SEED_SOLD_ROWS: '',
          SHUTDOWN_TIMEOUT_MS: '',
        }),
      ).toMatchObject({
        ALERTS_INTERVAL_SECONDS: 300,
        PAGE_CACHE_TTL_MS: 5_000,
        DB_STATEMENT_TIMEOUT_MS: 5_000,
        SEED_SOLD_ROWS: 200_000,
        SHUTDOWN_TIMEOUT_MS: 10_000,
      });
    });
  });

  describe('TRUST_PROXY', () => {
    it('is read as Express reads it: true/false and a hop count as such, else a list of ranges', () => {
      expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
      expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
      expect(parseEnv({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false);
      expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
      expect(parseEnv({ TRUST_PROXY: 'Loopback, 10.0.0.0/8, fc00::/7' }).TRUST_PROXY).toBe(
        'loopback,10.0.0.0/8,fc00::/7',
      );
    });

    it('what it accepts, Express takes; what Express cannot read is refused, by name', () => {
      const app = express();
      for (const value of [
        'loopback',
        'true',
        '1',
        'uniquelocal,192.168.1.7',
        '10.0.0.0/255.0.0.0',
      ])
        expect(() =>
          app.set('trust proxy', parseEnv({ TRUST_PROXY: value }).TRUST_PROXY),
        ).not.toThrow();
      expect(refusal({ TRUST_PROXY: 'garbage' })).toEqual([
        'TRUST_PROXY: “garbage” is not an address or range: use true, false, a number of proxies, or addresses and ranges separated by commas (such as loopback, 10.0.0.0/8; the names linklocal and uniquelocal too)',
      ]);
      expect(refusal({ TRUST_PROXY: 'loopback, 10.0.0.0/33, yes' })[0]).toMatch(
        /^TRUST_PROXY: “10\.0\.0\.0\/33” and “yes” are not addresses or ranges: /,
      );
      expect(refusal({ TRUST_PROXY: ' , ' })[0]).toMatch(/^TRUST_PROXY: must be true, false, /);
    });
  });

  describe('refusals in plain words', () => {
    it('says what a number, a flag and a choice must be', () => {
      expect(refusal({ PORT: 'eighty' })).toEqual(['PORT: must be a whole number from 0 to 65535']);
      expect(refusal({ PORT: '3000.5' })).toEqual(['PORT: must be a whole number from 0 to 65535']);
      expect(refusal({ SHUTDOWN_TIMEOUT_MS: '0' })).toEqual([
        'SHUTDOWN_TIMEOUT_MS: must be a whole number from 1 to 60000',
      ]);
      expect(refusal({ RATE_LIMIT_MULTIPLIER: '0' })).toEqual([
        'RATE_LIMIT_MULTIPLIER: must be a number more than 0, at most 1000',
      ]);
      for (const bad of ['yes', 'constructor'])
        expect(refusal({ STRICT_CONFIG: bad }), bad).toEqual([
          'STRICT_CONFIG: must be true or false (or 1 or 0)',
        ]);
      expect(refusal({ LOG_LEVEL: 'loud' })).toEqual([
        'LOG_LEVEL: must be fatal, error, warn, info, debug, trace or silent',
      ]);
      expect(refusal({ NODE_ENV: 'Production' })).toEqual([
        'NODE_ENV: must be development, production or test, in small letters',
      ]);
    });

    it('takes a harmless capital: LOG_LEVEL=INFO, STRICT_CONFIG=TRUE, CMS_DRIVER=Database', () => {
      expect(
        parseEnv({ LOG_LEVEL: 'INFO', GRAPHQL_INTROSPECTION: 'TRUE', CMS_DRIVER: 'Database' }),
      ).toMatchObject({ LOG_LEVEL: 'info', GRAPHQL_INTROSPECTION: true, CMS_DRIVER: 'database' });
      expect(parseEnv({ SESSION_TTL_HOURS: '0.5', PORT: ' 8080 ' })).toMatchObject({
        SESSION_TTL_HOURS: 0.5,
        PORT: 8080,
      });
    });

    it('no setting answers a bad value in zod’s words', () => {
      const zodWords = /Invalid (input|option)|expected|received|Too (small|big)|NaN/;
      for (const name of Object.keys(EnvSchema.shape))
        for (const junk of ['!!', '-1', '1e3', 'x'.repeat(200), '99999999999']) {
          const result = EnvSchema.safeParse({ [name]: junk });
          const words = result.error?.issues.map((i) => i.message) ?? [];
          expect(
            words.filter((w) => zodWords.test(w)),
            `${name}=${junk}`,
          ).toEqual([]);
        }
    });
  });
});
