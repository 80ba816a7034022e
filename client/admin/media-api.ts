import type { MediaItem, MediaUsage } from '#schema/media-library';
import { renditionUrl } from '#schema/media-renditions';
import { adminFetch, adminResult } from './api';

export type { MediaItem, MediaUsage };

/** Sends one file to the library: the bytes as the body, alt text and name in the query. */
export async function uploadMedia(file: File, alt: string) {
  const query = new URLSearchParams({ alt, name: file.name.slice(0, 200) });
  const res = await fetch(`/api/admin/media?${query}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/octet-stream' },
    body: file,
  });
  return adminResult<{ media: MediaItem; created: boolean }>(res, 'POST');
}

export const updateMedia = (id: number, edit: { alt: string; focalX: number; focalY: number }) =>
  adminFetch<{ media: MediaItem }>(`/media/${id}`, { method: 'PUT', body: edit });

export const deleteMedia = (id: number) => adminFetch<void>(`/media/${id}`, { method: 'DELETE' });

/** A small WebP of a library image for the admin's grids. */
export const thumbnailOf = (item: Pick<MediaItem, 'src'>) => renditionUrl(item.src, 320, 'webp');
