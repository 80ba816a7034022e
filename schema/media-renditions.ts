/**
 * Raster renditions of images stored under `/media/…` (seeded SVGs today, uploads later): the URL
 * shape shared by the markup (srcset) and the server route that produces them.
 *
 * `/media/_r/480/seed/lots/flat-2.svg.avif` is the 480 px wide AVIF of `/media/seed/lots/flat-2.svg`.
 */

export const MEDIA_PREFIX = '/media/';
export const RENDITION_PREFIX = '/media/_r/';

/** The only widths produced: a short list keeps the disk cache bounded and URLs cacheable. */
export const RENDITION_WIDTHS = [48, 96, 160, 320, 480, 640, 800, 1200, 1600] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export const RENDITION_FORMATS = {
  avif: 'image/avif',
  webp: 'image/webp',
} as const;
export type RenditionFormat = keyof typeof RENDITION_FORMATS;

/** Source files that can be rasterised (by extension, checked again by decoding). */
export const RENDITION_SOURCE_EXTENSIONS = [
  'svg',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'gif',
] as const;

export interface RenditionRequest {
  /** Relative to the media folder, e.g. `seed/lots/flat-2.svg`. */
  source: string;
  width: RenditionWidth;
  format: RenditionFormat;
}

const SOURCE_EXT = new RegExp(`\\.(${RENDITION_SOURCE_EXTENSIONS.join('|')})$`, 'i');

/** True when `src` is a local media file we can make renditions of. */
export function hasRenditions(src: string): boolean {
  return (
    src.startsWith(MEDIA_PREFIX) &&
    !src.startsWith(RENDITION_PREFIX) &&
    SOURCE_EXT.test(src) &&
    !src.includes('?')
  );
}

export function renditionUrl(src: string, width: RenditionWidth, format: RenditionFormat): string {
  return `${RENDITION_PREFIX}${width}/${src.slice(MEDIA_PREFIX.length)}.${format}`;
}

/** `url 320w, url 480w, …` for the widths given. */
export function renditionSrcSet(
  src: string,
  widths: readonly RenditionWidth[],
  format: RenditionFormat,
): string {
  return widths.map((w) => `${renditionUrl(src, w, format)} ${w}w`).join(', ');
}

export type RenditionParse =
  { ok: true; request: RenditionRequest } | { ok: false; reason: string };

/**
 * Reads the part after `/media/_r/` (`480/seed/lots/flat-2.svg.avif`). Refuses widths outside the
 * list, unknown formats, non-image sources and any path that could leave the media folder.
 */
export function parseRenditionPath(rest: string): RenditionParse {
  const m = /^(\d{1,5})\/(.+)\.([a-z0-9]+)$/.exec(rest);
  if (!m) return { ok: false, reason: 'expected /media/_r/{width}/{source}.{avif|webp}' };
  const width = Number(m[1]);
  const source = m[2]!;
  const format = m[3]!;
  if (!(RENDITION_WIDTHS as readonly number[]).includes(width)) {
    return { ok: false, reason: `width must be one of ${RENDITION_WIDTHS.join(', ')}` };
  }
  if (!Object.hasOwn(RENDITION_FORMATS, format)) {
    return { ok: false, reason: 'format must be avif or webp' };
  }
  const segments = source.split('/');
  if (
    segments.some((s) => s === '' || /^[._]/.test(s)) ||
    source.includes('\\') ||
    source.includes('\0')
  ) {
    return { ok: false, reason: 'bad source path' };
  }
  if (!SOURCE_EXT.test(source)) {
    return { ok: false, reason: `source must be ${RENDITION_SOURCE_EXTENSIONS.join(', ')}` };
  }
  return {
    ok: true,
    request: { source, width: width as RenditionWidth, format: format as RenditionFormat },
  };
}
