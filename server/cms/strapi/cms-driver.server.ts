import { z } from 'zod';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { createCmsReader, type CmsReader } from '#server/cms/store/cms-reader.server';
import type { SharedCache } from '#server/cache/shared-cache';
import { createStrapiReader } from './strapi-reader.server';
import { timeBoxedReader } from './time-boxed-reader.server';
import { choice, httpUrl, wholeNumber } from '#server/config/env-fields.server';

/**
 * Where published pages and the global config come from. Merge into EnvSchema
 * (server/config/env.server.ts) with `.extend(CmsEnvShape)` or by spreading the shape, and add
 * the CMS_URL check of `checkCmsEnv` to its superRefine.
 */
export const CmsEnvShape = {
  CMS_DRIVER: choice(['database', 'strapi'], { anyCase: true }).default('database'),
  CMS_URL: httpUrl('must be the Strapi base URL, e.g. https://cms.example.co.uk').optional(),
  CMS_TOKEN: z.string().min(1).optional(),
  CMS_CACHE_SECONDS: wholeNumber(0, 3600).default(30),
  CMS_TIMEOUT_MS: wholeNumber(1, 60_000).default(5_000),
  CMS_PAGE_BUDGET_MS: wholeNumber(1, 60_000).default(1_000),
};

export const CmsEnvSchema = z.object(CmsEnvShape).superRefine((env, ctx) => checkCmsEnv(env, ctx));
export type CmsEnv = z.infer<typeof CmsEnvSchema>;

export function checkCmsEnv(
  env: { CMS_DRIVER: string; CMS_URL?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (env.CMS_DRIVER === 'strapi' && !env.CMS_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['CMS_URL'],
      message: 'is required when CMS_DRIVER=strapi',
    });
}

/** The reader the page routes use: the database store (default) or Strapi, chosen by env. */
export function createReaderForEnv(
  env: CmsEnv,
  deps: {
    db: Queryable;
    logger?: Logger | undefined;
    shared?: SharedCache | undefined;
    /** STREAM_TIMEOUT_MS: the CMS budget of a page stays well inside it. */
    streamTimeoutMs?: number;
  },
): CmsReader {
  const ttlMs = env.CMS_CACHE_SECONDS * 1000;
  if (env.CMS_DRIVER === 'strapi')
    return timeBoxedReader(
      createStrapiReader({
        url: env.CMS_URL!,
        token: env.CMS_TOKEN,
        timeoutMs: env.CMS_TIMEOUT_MS,
        ttlMs,
        logger: deps.logger,
        shared: deps.shared,
      }),
      // A page waits on Strapi at most this long, and never past half the stream timeout.
      {
        budgetMs: Math.min(
          env.CMS_PAGE_BUDGET_MS,
          Math.floor((deps.streamTimeoutMs ?? Infinity) / 2),
        ),
        logger: deps.logger,
      },
    );
  return createCmsReader({ db: deps.db, ttlMs, logger: deps.logger, shared: deps.shared });
}
