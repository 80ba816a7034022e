import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflateParts, gzipJoined } from './gzip-parts.server';

describe('gzip of a page joined around its nonce', () => {
  it('gunzips to the parts joined by the glue, for any parts and glue', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 2000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ minLength: 0, maxLength: 40 }),
        (texts, nonce) => {
          const parts = texts.map((t) => Buffer.from(t));
          const glue = Buffer.from(nonce);
          const gz = Buffer.concat(gzipJoined(deflateParts(parts), glue));
          expect(
            gunzipSync(gz).equals(Buffer.concat(parts.flatMap((p, i) => (i ? [glue, p] : [p])))),
          ).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);

  it('compresses a real-sized page about as well as gzip of the whole', () => {
    const row =
      '<li class="card"><a href="/listings/123">3 bed semi-detached house, Leeds LS6</a></li>';
    const parts = Array.from({ length: 4 }, (_, i) => Buffer.from(`${i}${row.repeat(300)}`));
    const gz = Buffer.concat(
      gzipJoined(deflateParts(parts), Buffer.from('abcdefghijklmnopqrstuv==')),
    );
    const whole = Buffer.concat(parts).length;
    expect(gz.length).toBeLessThan(whole / 20);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['*', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
