import { describe, expect, it } from 'vitest';
import {
  hasRenditions,
  parseRenditionPath,
  renditionSrcSet,
  renditionUrl,
} from './media-renditions';

describe('media rendition URLs', () => {
  it('names the source, width and format, and parses back to the same request', () => {
    const url = renditionUrl('/media/seed/lots/flat-2.svg', 480, 'avif');
    expect(url).toBe('/media/_r/480/seed/lots/flat-2.svg.avif');
    expect(parseRenditionPath(url.slice('/media/_r/'.length))).toEqual({
      ok: true,
      request: { source: 'seed/lots/flat-2.svg', width: 480, format: 'avif' },
    });
  });

  it('lists one candidate per width for srcset', () => {
    expect(renditionSrcSet('/media/a/b.png', [48, 96], 'webp')).toBe(
      '/media/_r/48/a/b.png.webp 48w, /media/_r/96/a/b.png.webp 96w',
    );
  });

  it('only offers renditions of local media images', () => {
    expect(hasRenditions('/media/seed/logos/x.svg')).toBe(true);
    expect(hasRenditions('/media/uploads/photo.JPG')).toBe(true);
    expect(hasRenditions('/placeholder-property.svg')).toBe(false);
    expect(hasRenditions('https://cdn.example.com/media/x.jpg')).toBe(false);
    expect(hasRenditions('/media/_r/480/seed/x.svg.avif')).toBe(false);
    expect(hasRenditions('/media/docs/legal-pack.pdf')).toBe(false);
  });

  it.each([
    ['481/seed/lots/flat-2.svg.avif', /width must be one of/],
    ['480/seed/lots/flat-2.svg.gif', /format must be avif or webp/],
    ['480/seed/lots/flat-2.txt.webp', /source must be/],
    ['480/../jwt-secret.svg.webp', /bad source path/],
    ['480/seed/./x.svg.webp', /bad source path/],
    ['480/seed//x.svg.webp', /bad source path/],
    ['480/.hidden/x.svg.webp', /bad source path/],
    ['480/_r/480/x.svg.webp', /bad source path/],
    ['480/seed\\..\\x.svg.webp', /bad source path/],
    ['seed/lots/flat-2.svg.avif', /expected/],
    ['', /expected/],
  ])('refuses %s', (rest, reason) => {
    const parsed = parseRenditionPath(rest);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
