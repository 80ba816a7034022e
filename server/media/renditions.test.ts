import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderLogoSvg, renderLotSvg } from '#server/db/seed/directory/images';
import { createRenditionStore, renderRendition, UnreadableImageError } from './renditions.server';
import { scratchDir } from '../../tests/helpers/scratch-dir';

describe('renderRendition', () => {
  it(
    'rasterises an SVG lot illustration to the width asked, keeping 4:3',
    { timeout: 60_000 },
    async () => {
      const svg = Buffer.from(renderLotSvg('flat', 2));
      for (const [width, format, decoded] of [
        [320, 'webp', 'webp'],
        [800, 'avif', 'heif'],
      ] as const) {
        const meta = await sharp(await renderRendition(svg, width, format)).metadata();
        expect(meta.format).toBe(decoded);
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
      }
    },
  );

  it('never enlarges a raster source', async () => {
    const png = await sharp({
      create: { width: 100, height: 50, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const meta = await sharp(await renderRendition(png, 480, 'webp')).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(renderRendition(Buffer.from('not an image'), 320, 'webp')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});

describe('createRenditionStore', () => {
  function store() {
    const root = scratchDir('renditions-');
    const mediaDir = path.join(root, 'media');
    mkdirSync(path.join(mediaDir, 'seed', 'logos'), { recursive: true });
    writeFileSync(path.join(mediaDir, 'seed', 'logos', 'a.svg'), renderLogoSvg('Harland & Pryce'));
    writeFileSync(path.join(mediaDir, 'seed', 'logos', 'broken.png'), 'nope');
    return createRenditionStore({ mediaDir, cacheDir: path.join(root, 'cache'), jobs: 1 });
  }

  it('makes a rendition once and shares it between concurrent requests', async () => {
    const s = store();
    const request = { source: 'seed/logos/a.svg', width: 96, format: 'avif' } as const;
    const [a, b] = await Promise.all([s.get(request), s.get(request)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'file', contentType: 'image/avif' });
    if (a.kind !== 'file') return;
    expect(a.file.endsWith(path.join('cache', '96', 'seed', 'logos', 'a.svg.avif'))).toBe(true);
    expect((await sharp(a.file).metadata()).width).toBe(96);
    expect(await s.get(request)).toEqual(a);
  });

  it('says missing for no source and unreadable for a broken one', async () => {
    const s = store();
    expect(await s.get({ source: 'seed/logos/none.svg', width: 96, format: 'webp' })).toEqual({
      kind: 'missing',
    });
    expect(await s.get({ source: 'seed/logos/broken.png', width: 96, format: 'webp' })).toEqual({
      kind: 'unreadable',
    });
  });
});
