import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

/** Where uploaded originals live under /media (and so under DATA_DIR/media). */
export const UPLOADS_FOLDER = 'uploads';

/** One image in the media library, as the admin API returns it. */
export interface MediaItem {
  id: number;
  fileKey: string;
  /** `/media/uploads/{fileKey}`: what a section stores as the image's `src`. */
  src: string;
  originalName: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  focalX: number;
  focalY: number;
  createdAt: string;
}

/** A place that uses an image: a page (or the lot layout) by path, or the site settings. */
export interface MediaUsage {
  kind: 'page' | 'article' | 'settings';
  /** The page's or article's path, or the settings key. */
  label: string;
  /** Whether only the unpublished draft uses it. */
  draftOnly: boolean;
}

export const mediaSrc = (fileKey: string) => `/media/${UPLOADS_FOLDER}/${fileKey}`;

const FILE_KEY_TEXT = '[0-9a-f]{64}\\.(?:jpg|png|webp|avif|gif)';
const FILE_KEY = new RegExp(`^${FILE_KEY_TEXT}$`);
/** The file key in a library image's src (`/media/uploads/{key}`), or null for any other src. */
export function fileKeyOf(src: string): string | null {
  const prefix = `/media/${UPLOADS_FOLDER}/`;
  if (!src.startsWith(prefix)) return null;
  const key = src.slice(prefix.length);
  return FILE_KEY.test(key) ? key : null;
}

/** The file keys of every library image a text names (a document as JSON), each once. */
export function fileKeysIn(text: string): string[] {
  const src = new RegExp(`${mediaSrc('')}(${FILE_KEY_TEXT})`, 'g');
  return [...new Set([...text.matchAll(src)].map((m) => m[1]!))];
}

export const AltTextSchema = z
  .string({ error: 'Describe the image for people who cannot see it' })
  .trim()
  .min(1, 'Describe the image for people who cannot see it')
  .max(200, 'Keep the description under 200 characters')
  .refine(isSafeText, `The description ${UNSAFE_TEXT_MESSAGE}`);

const FocalSchema = z.coerce
  .number({ error: 'Must be a number from 0 to 1' })
  .min(0, 'Must be from 0 to 1')
  .max(1, 'Must be from 0 to 1');

/** The query string of an upload (`POST /api/admin/media?name=…&alt=…`; the body is the file). */
export const UploadQuerySchema = z.object({
  alt: AltTextSchema,
  name: z
    .string()
    .trim()
    .max(200, 'Keep the file name under 200 characters')
    .refine(isSafeText, `The file name ${UNSAFE_TEXT_MESSAGE}`)
    .optional()
    .transform((v) => v || 'image'),
});

export const MediaUpdateBodySchema = z.object({
  alt: AltTextSchema,
  focalX: FocalSchema,
  focalY: FocalSchema,
});

export const MediaSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});
