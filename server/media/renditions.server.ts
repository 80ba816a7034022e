import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  RENDITION_FORMATS,
  type RenditionFormat,
  type RenditionRequest,
} from '#schema/media-renditions';
import { concurrencyLimit } from './concurrency-limit';

/** Decoding bigger images is refused (about a 6,300 × 6,300 photo). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** rsvg's density ceiling: an 800 px wide SVG still renders sharp at 1,600 px. */
const MAX_SVG_DENSITY = 2400;

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('source is not a readable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * One raster rendition of an image: `width` px wide (height in proportion), AVIF or WebP, metadata
 * stripped, EXIF orientation applied. SVGs are rasterised at the density that gives `width`
 * directly; raster sources are never enlarged. Reusable by any path that stores images (seed,
 * uploads, feeds).
 */
export async function renderRendition(
  input: Buffer,
  width: number,
  format: RenditionFormat,
): Promise<Buffer> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    const svg = meta.format === 'svg';
    const density = svg
      ? Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil((72 * width) / meta.width)))
      : undefined;
    const image = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      ...(density ? { density } : {}),
    })
      .rotate()
      .resize({ width, withoutEnlargement: !svg });
    return format === 'avif'
      ? await image.avif({ quality: 55, effort: 2 }).toBuffer()
      : await image.webp({ quality: 78 }).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

export type RenditionOutcome =
  | { kind: 'file'; file: string; contentType: string }
  | { kind: 'missing' }
  | { kind: 'unreadable' };

export interface RenditionStore {
  /** The rendition's file on disk, made on first request and kept while its source is unchanged. */
  get(request: RenditionRequest): Promise<RenditionOutcome>;
}

/**
 * Renditions of the files under `mediaDir`, cached under `cacheDir`. Concurrent requests for the
 * same rendition share one job; at most `jobs` encodes run at once.
 */
export function createRenditionStore(options: {
  mediaDir: string;
  cacheDir: string;
  jobs: number;
}): RenditionStore {
  const limit = concurrencyLimit(options.jobs);
  const inFlight = new Map<string, Promise<RenditionOutcome>>();

  async function produce(request: RenditionRequest, file: string): Promise<RenditionOutcome> {
    const contentType = RENDITION_FORMATS[request.format];
    const sourceFile = path.join(options.mediaDir, request.source);
    const source = await stat(sourceFile).catch(() => null);
    if (!source?.isFile()) return { kind: 'missing' };
    const cached = await stat(file).catch(() => null);
    if (cached && cached.mtimeMs >= source.mtimeMs) return { kind: 'file', file, contentType };
    try {
      const bytes = await limit(async () =>
        renderRendition(await readFile(sourceFile), request.width, request.format),
      );
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return { kind: 'file', file, contentType };
    } catch (error) {
      if (error instanceof UnreadableImageError) return { kind: 'unreadable' };
      throw error;
    }
  }

  return {
    get(request) {
      const file = path.join(
        options.cacheDir,
        String(request.width),
        `${request.source}.${request.format}`,
      );
      const running = inFlight.get(file);
      if (running) return running;
      const job = produce(request, file).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}
