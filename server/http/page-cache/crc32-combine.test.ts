import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32Combine, shiftFor } from './crc32-combine';

describe('crc32Combine', () => {
  it('gives the CRC-32 zlib computes over the two pieces together, for any pieces', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3000 }),
        fc.uint8Array({ maxLength: 3000 }),
        (a, b) => {
          const combined = crc32Combine(crc32(a), crc32(b), shiftFor(b.length));
          expect(combined).toBe(crc32(Buffer.concat([a, b])));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds for a piece longer than any page (lengths past 2^16 and 2^24 bytes)', () => {
    const a = Buffer.from('<!doctype html><html lang="en-GB">');
    for (const length of [65_537, 16_777_217]) {
      const b = Buffer.alloc(length, 0x61);
      expect(crc32Combine(crc32(a), crc32(b), shiftFor(length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('appending nothing leaves the CRC as it was', () => {
    expect(crc32Combine(0xdeadbeef, 0, shiftFor(0))).toBe(0xdeadbeef);
  });
});
