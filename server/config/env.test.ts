import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, loadConfig, parseEnv } from './env.server';
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
        /^Invalid environment:\n {2}- PORT: .*\n {2}- SEED_DAY: 2026-11-31 is not a day of the calendar$/,
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
});
