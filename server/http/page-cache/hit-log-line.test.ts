import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.server';
import { createHitLogLine, type HitLogFields } from './hit-log-line.server';

function capture(level = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

const fields: HitLogFields = {
  id: 'c0ffee00-1111-4222-8333-444455556666',
  url: '/listings?search=%22caf%C3%A9%22&q=a"b\\c\u2028é',
  headers: { 'user-agent': 'Mozilla/5.0 "quoted" \\ é', cookie: 'session=secret' },
  contentLength: '9274',
  responseTimeMs: 3,
  route: '/listings',
  cache: 'stale',
};

/** What pino itself writes for the same line: the format every other request's line has. */
function pinoLine(f: HitLogFields, userAgent: unknown) {
  const { logger, lines } = capture();
  logger.child({}, { redact: [] }).info(
    {
      req: { id: f.id, method: 'GET', url: f.url, userAgent },
      res: { statusCode: 200, contentLength: f.contentLength },
      responseTime: f.responseTimeMs,
      route: f.route,
      cache: f.cache,
    },
    'request completed',
  );
  return lines[0]!;
}

const withoutTime = (line: string) => {
  const { time, ...rest } = JSON.parse(line) as Record<string, unknown>;
  expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  return rest;
};

describe('the access line of an answer from a copy', () => {
  it('is the line pino writes for the same fields, quotes and all, with no cookie', () => {
    const { logger, lines } = capture();
    createHitLogLine(logger)(fields);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('}\n')).toBe(true);
    expect(withoutTime(lines[0]!)).toEqual(
      withoutTime(pinoLine(fields, fields.headers['user-agent'])),
    );
    expect(lines[0]).not.toContain('secret');
  });

  it('leaves out a missing user agent and says a copy with no route as null, as pino does', () => {
    const { logger, lines } = capture();
    const bare = { ...fields, headers: {}, route: null, cache: 'hit' as const };
    createHitLogLine(logger)(bare);
    expect(withoutTime(lines[0]!)).toEqual(withoutTime(pinoLine(bare, undefined)));
  });

  it('writes nothing when the log level is above info', () => {
    const { logger, lines } = capture('warn');
    createHitLogLine(logger)(fields);
    expect(lines).toEqual([]);
  });
});
