import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '#server/db/db-types.server';
import { UPLOADS_FOLDER, type MediaItem, type MediaUsage } from '#schema/media-library';
import { MediaError } from './media-error';
import { MEDIA_COLUMNS, toMediaItem, type MediaRow } from './media-rows.server';

const notFound = () => new MediaError(404, 'That image is not in the library');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The media library's rows: list and search, edit alt text and focal point, delete when unused. */
export function mediaLibrary(deps: { db: Queryable; mediaDir: string }) {
  const { db } = deps;

  async function get(id: number): Promise<MediaItem> {
    const { rows } = await db.query<MediaRow>(`SELECT ${MEDIA_COLUMNS} FROM media WHERE id = $1`, [
      id,
    ]);
    if (!rows[0]) throw notFound();
    return toMediaItem(rows[0]);
  }

  /**
   * Every page (drafts included; the lot layout is a page too), article (drafts included) and
   * site setting whose document names the file. The key is a content hash, so a text match cannot hit anything else.
   */
  async function usages(fileKey: string): Promise<MediaUsage[]> {
    const pattern = likePattern(`/${UPLOADS_FOLDER}/${fileKey}`);
    const pages = await db.query<{ path: string; in_live: boolean }>(
      `SELECT path, document::text LIKE $1 AS in_live FROM pages
        WHERE document::text LIKE $1 OR draft::text LIKE $1 ORDER BY path`,
      [pattern],
    );
    const settings = await db.query<{ key: string }>(
      `SELECT key FROM settings WHERE value::text LIKE $1 ORDER BY key`,
      [pattern],
    );
    const articles = await db.query<{ slug: string; live: boolean | null }>(
      `SELECT slug, published_at <= now() AS live FROM articles
        WHERE cover_image LIKE $1 OR body::text LIKE $1 ORDER BY slug`,
      [pattern],
    );
    return [
      ...pages.rows.map((r) => ({ kind: 'page' as const, label: r.path, draftOnly: !r.in_live })),
      ...articles.rows.map((r) => ({
        kind: 'article' as const,
        label: `/articles/${r.slug}`,
        draftOnly: r.live !== true,
      })),
      ...settings.rows.map((r) => ({ kind: 'settings' as const, label: r.key, draftOnly: false })),
    ];
  }

  return {
    get,
    usages,
    async list(q?: string): Promise<MediaItem[]> {
      const { rows } = q
        ? await db.query<MediaRow>(
            `SELECT ${MEDIA_COLUMNS} FROM media
              WHERE original_name ILIKE $1 OR alt ILIKE $1
              ORDER BY created_at DESC, id DESC LIMIT 200`,
            [likePattern(q)],
          )
        : await db.query<MediaRow>(
            `SELECT ${MEDIA_COLUMNS} FROM media ORDER BY created_at DESC, id DESC LIMIT 200`,
          );
      return rows.map(toMediaItem);
    },
    async update(id: number, edit: { alt: string; focalX: number; focalY: number }) {
      const { rows } = await db.query<MediaRow>(
        `UPDATE media SET alt = $2, focal_x = $3, focal_y = $4 WHERE id = $1
         RETURNING ${MEDIA_COLUMNS}`,
        [id, edit.alt, edit.focalX, edit.focalY],
      );
      if (!rows[0]) throw notFound();
      return toMediaItem(rows[0]);
    },
    /** Refused (409, with the places listed) while any page, layout, article or setting uses the image. */
    async remove(id: number): Promise<MediaItem> {
      const item = await get(id);
      const usedBy = await usages(item.fileKey);
      if (usedBy.length > 0) {
        throw new MediaError(
          409,
          `The image is used in ${usedBy.map((u) => u.label).join(', ')}. ` +
            'Take it out of those first, then delete it.',
          { usages: usedBy },
        );
      }
      await db.query('DELETE FROM media WHERE id = $1', [id]);
      await rm(path.join(deps.mediaDir, UPLOADS_FOLDER, item.fileKey), { force: true });
      return item;
    },
  };
}
export type MediaLibrary = ReturnType<typeof mediaLibrary>;
