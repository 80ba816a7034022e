import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { Queryable } from '#server/db/db-types.server';
import { UPLOADS_FOLDER, type MediaItem } from '#schema/media-library';
import { concurrencyLimit } from './concurrency-limit';
import { MediaError } from './media-error';
import { toMediaItem, MEDIA_COLUMNS, type MediaRow } from './media-rows.server';
import { MAX_INPUT_PIXELS, renderRendition, UnreadableImageError } from './renditions.server';
import { sniffImageType, UPLOAD_TYPES } from './sniff-image';

/** Longest side accepted (a long panorama is fine; a 1 × 100,000 strip is not a photo). */
export const MAX_IMAGE_SIDE = 12_000;

/** Decoding checks of uploads run one at a time, whoever sends them (editors and feeds). */
const decodeLimit = concurrencyLimit(1);

export interface StoreImageDeps {
  db: Queryable;
  /** DATA_DIR/media: originals go to its `uploads/` folder. */
  mediaDir: string;
  maxBytes: number;
}

export interface StoreImageMeta {
  originalName: string;
  alt: string;
  focalX?: number;
  focalY?: number;
  uploadedBy?: number | null;
}

const mb = (n: number) => `${Math.round((n / 1_048_576) * 10) / 10} MB`;

/**
 * Checks an image and adds it to the media library: the type from its bytes (JPEG, PNG, WebP, AVIF,
 * GIF), the byte, side and pixel limits from its header before anything is decoded, then one small
 * rendition through the same pipeline as every page image (so a file that cannot be decoded is
 * refused now, not on a visitor's request). Stored once under its content hash; the same bytes
 * again return the image already in the library. Any caller that stores images (the admin upload,
 * lot feeds) goes through here.
 */
export async function storeImage(
  deps: StoreImageDeps,
  bytes: Buffer,
  meta: StoreImageMeta,
): Promise<{ item: MediaItem; created: boolean }> {
  if (bytes.length === 0) throw new MediaError(400, 'The file is empty');
  if (bytes.length > deps.maxBytes) {
    throw new MediaError(413, `The file is larger than ${mb(deps.maxBytes)}`);
  }
  const ext = sniffImageType(bytes);
  if (!ext) {
    throw new MediaError(
      415,
      'The file is not a JPEG, PNG, WebP, AVIF or GIF image (SVG is not accepted)',
    );
  }
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(400, 'The file could not be read as an image');
  }
  const { width, height } = header;
  if (!width || !height) throw new MediaError(400, 'The image has no dimensions');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new MediaError(
      413,
      `The image is ${width} × ${height} pixels; the most accepted is ${MAX_IMAGE_SIDE} px a side ` +
        `and ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
    );
  }
  try {
    await decodeLimit(() => renderRendition(bytes, 48, 'webp'));
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new MediaError(400, 'The image is damaged or incomplete and could not be decoded');
    }
    throw error;
  }
  // EXIF orientations 5–8 turn the picture a quarter: renditions are made upright.
  const turned = (header.orientation ?? 1) >= 5;
  const fileKey = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
  await writeOriginal(path.join(deps.mediaDir, UPLOADS_FOLDER, fileKey), bytes);
  const inserted = await deps.db.query<MediaRow>(
    `INSERT INTO media (file_key, original_name, mime, bytes, width, height, alt, focal_x, focal_y, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (file_key) DO NOTHING
     RETURNING ${MEDIA_COLUMNS}`,
    [
      fileKey,
      meta.originalName.slice(0, 200) || 'image',
      UPLOAD_TYPES[ext],
      bytes.length,
      turned ? height : width,
      turned ? width : height,
      meta.alt,
      meta.focalX ?? 0.5,
      meta.focalY ?? 0.5,
      meta.uploadedBy ?? null,
    ],
  );
  if (inserted.rows[0]) return { item: toMediaItem(inserted.rows[0]), created: true };
  const existing = await deps.db.query<MediaRow>(
    `SELECT ${MEDIA_COLUMNS} FROM media WHERE file_key = $1`,
    [fileKey],
  );
  return { item: toMediaItem(existing.rows[0]!), created: false };
}

/** Content-addressed: a file already there has these very bytes, so it is left alone. */
async function writeOriginal(file: string, bytes: Buffer) {
  if (await stat(file).catch(() => null)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
