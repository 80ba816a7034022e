import { mediaSrc, type MediaItem } from '#schema/media-library';

export const MEDIA_COLUMNS =
  'id, file_key, original_name, mime, bytes, width, height, alt, focal_x, focal_y, created_at';

export interface MediaRow {
  [key: string]: unknown;
  id: number | string;
  file_key: string;
  original_name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  alt: string;
  focal_x: number;
  focal_y: number;
  created_at: Date | string;
}

export const toMediaItem = (r: MediaRow): MediaItem => ({
  id: Number(r.id),
  fileKey: r.file_key,
  src: mediaSrc(r.file_key),
  originalName: r.original_name,
  mime: r.mime,
  bytes: Number(r.bytes),
  width: Number(r.width),
  height: Number(r.height),
  alt: r.alt,
  focalX: Number(r.focal_x),
  focalY: Number(r.focal_y),
  createdAt: new Date(r.created_at).toISOString(),
});
