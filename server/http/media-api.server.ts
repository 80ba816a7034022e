import path from 'node:path';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db-types.server';
import { fieldErrors } from '#schema/auth';
import {
  MediaSearchQuerySchema,
  MediaUpdateBodySchema,
  UploadQuerySchema,
} from '#schema/media-library';
import { MediaError } from '#server/media/media-error';
import { mediaLibrary } from '#server/media/media-library.server';
import { storeImage } from '#server/media/store-image.server';
import { adminHandle } from './admin-access.server';
import { jsonBody } from './json-body.server';

export interface MediaApiDeps {
  db: Queryable;
  jwtSecret: string;
  logger: Logger;
  /** DATA_DIR: originals are stored in its `media/uploads` folder. */
  dataDir: string;
  maxBytes: number;
}

const IdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new MediaError(400, 'Some fields need your attention', {
      errors: fieldErrors(result.error),
    });
  }
  return result.data;
}

const idOf = (req: Request) => {
  const id = IdSchema.safeParse(req.params.id);
  if (!id.success) throw new MediaError(404, 'That image is not in the library');
  return id.data;
};

/** The request body, refused with a 413 as soon as it passes `max` bytes (never buffered past it). */
async function readBody(req: Request, max: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw new MediaError(413, tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new MediaError(413, tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `/api/admin/media*`: the media library (upload, list and search, edit alt text and focal point,
 * delete when unused). Reading and uploading are open to contributors, deleting needs an editor; every write is an audit entry (decision 048). An upload is the file as
 * the raw request body, with `?alt=…&name=…`; its type is read from the bytes, never the name or
 * Content-Type.
 */
export function mediaApiRouter(deps: MediaApiDeps) {
  const router = Router();
  const mediaDir = path.join(path.resolve(deps.dataDir), 'media');
  const library = mediaLibrary({ db: deps.db, mediaDir });
  const tooLarge = `The file is larger than ${Math.round((deps.maxBytes / 1_048_576) * 10) / 10} MB`;
  const handle = adminHandle(deps);

  router.get(
    '/api/admin/media',
    handle(
      async (req) => ({ media: await library.list(parse(MediaSearchQuerySchema, req.query).q) }),
      { can: 'read' },
    ),
  );
  router.post(
    '/api/admin/media',
    handle(
      async (req, res, user, audit) => {
        const query = parse(UploadQuerySchema, req.query);
        const bytes = await readBody(req, deps.maxBytes, tooLarge);
        const { item, created } = await storeImage(
          { db: deps.db, mediaDir, maxBytes: deps.maxBytes },
          bytes,
          {
            originalName: path.basename(query.name),
            alt: query.alt,
            uploadedBy: user.id,
          },
        );
        if (created)
          await audit({
            action: 'media-uploaded',
            targetKind: 'media',
            target: item.fileKey,
            after: item,
          });
        // 201 for a new image; 200 when these bytes were already in the library.
        res.status(created ? 201 : 200).json({ media: item, created });
      },
      { can: 'draft' },
    ),
  );
  router.get(
    '/api/admin/media/:id',
    handle(
      async (req) => {
        const item = await library.get(idOf(req));
        return { media: item, usages: await library.usages(item.fileKey) };
      },
      { can: 'read' },
    ),
  );
  router.put(
    '/api/admin/media/:id',
    jsonBody('16kb'),
    handle(
      async (req, _res, _user, audit) => {
        const id = idOf(req);
        const before = await library.get(id);
        const media = await library.update(id, parse(MediaUpdateBodySchema, req.body));
        await audit({
          action: 'media-updated',
          targetKind: 'media',
          target: media.fileKey,
          before,
          after: media,
        });
        return { media };
      },
      { can: 'draft' },
    ),
  );
  router.delete(
    '/api/admin/media/:id',
    handle(
      async (req, _res, _user, audit) => {
        const media = await library.remove(idOf(req));
        await audit({
          action: 'media-deleted',
          targetKind: 'media',
          target: media.fileKey,
          before: media,
        });
        return undefined;
      },
      { can: 'delete' },
    ),
  );
  return router;
}
