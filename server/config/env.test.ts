import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadConfig, parseEnv } from './env.server';

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

  it('requires JWT_SECRET in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET: is required in production',
    );
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      'at least 32 characters',
    );
  });

  it('generates a JWT secret once in development and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
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
