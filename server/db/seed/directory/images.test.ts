import { describe, expect, it } from 'vitest';
import {
  LOT_IMAGE_KINDS,
  escapeXml,
  lotImageKind,
  lotImagePath,
  mediaUrl,
  monogram,
  renderArticleCoverSvg,
  renderLogoSvg,
  renderLotSvg,
} from './images';

describe('SVG placeholders', () => {
  it('draw the same picture for the same kind and variant', () => {
    for (const kind of LOT_IMAGE_KINDS) {
      expect(renderLotSvg(kind, 1)).toBe(renderLotSvg(kind, 1));
      expect(renderLotSvg(kind, 1)).not.toBe(renderLotSvg(kind, 2));
    }
  });

  it('are self-contained SVG documents with a label', () => {
    const svg = renderLotSvg('semi-detached-house', 3);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('Semi-detached house');
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('escape names in logos and covers', () => {
    const logo = renderLogoSvg('Harland & Pryce Property Auctions');
    expect(logo).toContain('Harland &amp; Pryce');
    expect(logo).toContain('>HP<');
    const cover = renderArticleCoverSvg('Fees <and> "costs"', 'Finance');
    expect(cover).toContain('Fees &lt;and&gt; &quot;costs&quot;');
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('maps lot types to image paths under /media/seed/', () => {
    expect(lotImageKind('Maisonette')).toBe('flat');
    expect(lotImageKind('Development site')).toBe('land');
    expect(mediaUrl(lotImagePath('flat', 2))).toBe('/media/seed/lots/flat-2.svg');
    expect(monogram('Whitcombe Allard')).toBe('WA');
    expect(monogram('Lagan Property Auctions')).toBe('L');
  });
});
