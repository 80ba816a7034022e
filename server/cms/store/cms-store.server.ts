import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db, Queryable } from '#server/db/db.server';
import {
  globalConfigFrom,
  readGlobalConfig,
  readGlobalConfigValue,
  writeGlobalConfig,
} from '#server/cms/global-config.server';
import { EditableGlobalConfigSchema, type GlobalConfig } from '#schema/global-config';
import { fieldErrors } from '#schema/auth';
import type { CreatePageBody, RedirectBody } from '#sections/cms-admin';
import * as pages from './pages-store.server';
import * as revisions from './revisions-store.server';
import * as redirects from './redirects-store.server';
import { movePage } from './page-move.server';
import { linksTo } from './links-in.server';
import { CmsStoreError } from './store-error';

/**
 * What changed, after the transaction committed: hook caches to it (see cmsChangeHandler).
 * `everything` comes from other instances when their messages may have been missed.
 */
export const CmsChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), path: z.string() }),
  z.object({ kind: z.literal('redirects') }),
  z.object({ kind: z.literal('global-config') }),
  z.object({ kind: z.literal('everything') }),
]);
export type CmsChange = z.infer<typeof CmsChangeSchema>;

export interface CmsStoreOptions {
  db: Db;
  logger?: Logger;
  /** Awaited before the write's answer, so the next request reads the change. */
  onChange?: (change: CmsChange) => void | Promise<void>;
}

/**
 * The editors' write side of the CMS. Every call runs in one transaction (row locks on the page
 * being changed), then reports what changed so read caches drop their copy before the next request.
 */
export function createCmsStore({ db, logger, onChange }: CmsStoreOptions) {
  const changed = async (change: CmsChange) => {
    try {
      await onChange?.(change);
    } catch (err) {
      logger?.warn({ err, change }, 'CMS change hook failed');
    }
  };
  const tx = <T>(fn: (q: Queryable) => Promise<T>) => db.transaction(fn);
  const pageChange = async <T>(
    fn: (q: Queryable) => Promise<T & { path: string; redirects?: unknown[] }>,
  ) => {
    const out = await tx(fn);
    await changed({ kind: 'page', path: out.path });
    if (out.redirects?.length) await changed({ kind: 'redirects' });
    return out;
  };

  return {
    listPages: (opts: Parameters<typeof pages.listPages>[1]) => pages.listPages(db, opts),
    getPage: (id: number) => pages.getPage(db, id),
    createPage: (body: CreatePageBody) => tx((q) => pages.createPage(q, body)),
    saveDraft: (id: number, document: unknown, base?: string) =>
      tx((q) => pages.saveDraft(q, id, document, base)),
    discardDraft: (id: number, base?: string) => tx((q) => pages.discardDraft(q, id, base)),
    publish: (id: number, authorId: number | null, base?: string) =>
      pageChange((q) => revisions.publishPage(q, id, authorId, base)),
    unpublish: (id: number, base?: string) =>
      pageChange(async (q) => ({ path: await pages.setPublished(q, id, false, base) })),
    rollback: (id: number, revisionId: number, authorId: number | null, base?: string) =>
      pageChange((q) => revisions.rollbackPage(q, id, revisionId, authorId, base)),
    /** A page to a new path: both paths' cached copies go, and the redirects when it left one. */
    movePage: async (id: number, to: string, base?: string) => {
      const out = await tx((q) => movePage(q, id, to, base));
      await changed({ kind: 'page', path: out.from });
      await changed({ kind: 'page', path: out.path });
      for (const path of out.linksRewritten)
        if (path !== out.path) await changed({ kind: 'page', path });
      if (out.redirects.length) await changed({ kind: 'redirects' });
      return out;
    },
    /** What leads to page `id` (other pages, articles, redirects): asked before deleting it. */
    linksIn: async (id: number) => {
      const page = await pages.getPage(db, id);
      return linksTo(db, page.path, id);
    },
    deletePage: (id: number) => pageChange(async (q) => ({ path: await pages.deletePage(q, id) })),
    listRevisions: (id: number) => revisions.listRevisions(db, id),
    diff: (id: number, from: revisions.DiffSide, to: revisions.DiffSide) =>
      revisions.diffPage(db, id, from, to),

    listRedirects: () => redirects.listRedirects(db),
    /** Redirects changed in another store's transaction (an article's move): readers drop them. */
    redirectsChanged: () => changed({ kind: 'redirects' }),
    createRedirect: async (body: RedirectBody) => {
      const row = await tx((q) => redirects.createRedirect(q, body));
      await changed({ kind: 'redirects' });
      return row;
    },
    updateRedirect: async (id: number, body: RedirectBody, base?: string) => {
      const row = await tx((q) => redirects.updateRedirect(q, id, body, base));
      await changed({ kind: 'redirects' });
      return row;
    },
    deleteRedirect: async (id: number, base?: string) => {
      const row = await tx((q) => redirects.deleteRedirect(q, id, base));
      await changed({ kind: 'redirects' });
      return row;
    },

    getGlobalConfig: () => readGlobalConfig(db, logger),
    /** The settings as saved and their version (a tab sends it back as `base` with its save). */
    getVersionedGlobalConfig: async () => {
      const config = await readGlobalConfig(db, logger);
      return { config, version: pages.versionOf(config) };
    },
    /** Saves the settings; from a tab that did not see the latest save (`base`), refused. */
    updateGlobalConfig: async (value: unknown, base?: string) => {
      const parsed = EditableGlobalConfigSchema.safeParse(value);
      if (!parsed.success)
        throw new CmsStoreError(400, 'The global config needs your attention', {
          errors: fieldErrors(parsed.error),
        });
      await tx(async (q) => {
        const current = globalConfigFrom(await readGlobalConfigValue(q, true), logger);
        if (base !== undefined && base !== pages.versionOf(current))
          throw new CmsStoreError(
            409,
            'The site settings were changed by someone else since you opened them. Copy your changes, then reload to see theirs.',
          );
        await pages.refuseModalsNotLive(q, parsed.data);
        await writeGlobalConfig(q, parsed.data);
      });
      await changed({ kind: 'global-config' });
      return { config: parsed.data as GlobalConfig, version: pages.versionOf(parsed.data) };
    },
  };
}

export type CmsStore = ReturnType<typeof createCmsStore>;

/**
 * The usual hook: page changes drop the page reader's copy, redirect changes the route rules,
 * config changes the reader's config (each a memoise-style `.invalidate()`); `everything`
 * drops them all.
 */
export function cmsChangeHandler(targets: {
  reader?: { invalidate(path?: string): void };
  routeRules?: { invalidate(): void };
}) {
  return (change: CmsChange) => {
    if (change.kind === 'page') targets.reader?.invalidate(change.path);
    else if (change.kind === 'redirects') targets.routeRules?.invalidate();
    else if (change.kind === 'global-config') targets.reader?.invalidate();
    else {
      targets.reader?.invalidate();
      targets.routeRules?.invalidate();
    }
  };
}
