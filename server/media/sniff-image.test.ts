import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image';

const tiny = sharp({ create: { width: 4, height: 3, channels: 3, background: '#123456' } });

describe('sniffImageType', () => {
  it('names each accepted type from its bytes', async () => {
    expect(sniffImageType(await tiny.clone().jpeg().toBuffer())).toBe('jpg');
    expect(sniffImageType(await tiny.clone().png().toBuffer())).toBe('png');
    expect(sniffImageType(await tiny.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await tiny.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageType(await tiny.clone().avif({ effort: 0 }).toBuffer())).toBe('avif');
  });

  it('refuses SVG, HTML and short or empty input whatever they are called', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      null,
    );
    expect(sniffImageType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBe(null);
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBe(null);
    expect(sniffImageType(Buffer.alloc(0))).toBe(null);
  });
});
