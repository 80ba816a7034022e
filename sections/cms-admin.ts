import { z } from 'zod';
import { DocumentTitleSchema } from '#sections/document-title';
import { EditBaseSchema } from '#schema/edit-base';
import {
  builtInRedirectOf,
  pathAsRequested,
  protectedSegmentOf,
  REDIRECT_PROTECTED_SEGMENTS,
  sendsMainPageAwayForGood,
} from '#schema/redirect-paths';
import {
  isSeoImage,
  PageDocumentSchema,
  SEO_IMAGE_MESSAGE,
  type SectionIssue,
} from './page-document';
import type { CmsDocument, DocumentKindName } from './document-kinds';
import { PageLayoutSchema } from './page-document';

/**
 * First path segments the app owns: a CMS page may not start with one of these (the route table,
 * the APIs, build files, uploaded media, metrics, health checks, and the home page's aliases that
 * prevent-root redirects).
 * tests/integration/cms-store.test.ts checks that every route of PAGE_ROUTES is covered.
 */
export const RESERVED_SEGMENTS = [
  // What the site needs to work, where no editor's redirect may start either.
  ...REDIRECT_PROTECTED_SEGMENTS,
  // The page routes, and the home page's aliases.
  'listings',
  'auctioneers',
  'auctions',
  'locations',
  'postcodes',
  'sold-house-prices',
  'articles',
  'home',
  'index',
] as const;

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ENTER_A_PATH = 'Enter a path such as /about or /guides/buying-at-auction';

/** `/` (the home page) or `/a-b/c`: lower-case words joined by hyphens, at most 6 segments. */
export const PagePathSchema = z
  .string({ message: ENTER_A_PATH })
  .trim()
  .max(200, 'Use at most 200 characters')
  // As editors type it: "about-us", "//about-us" (after the field's own slash) and "/about-us/"
  // are /about-us; the doubled slash had been refused with words that did not say why.
  // Slashes alone stay as typed ("//" is no path, not the home page's).
  .transform((path) => (/^\/*$/.test(path) ? path : `/${path.replace(/^\/+|\/+$/g, '')}`))
  .superRefine((path, ctx) => {
    if (path === '') {
      ctx.addIssue({ code: 'custom', message: ENTER_A_PATH });
      return;
    }
    if (path === '/') return;
    const segments = path.split('/').slice(1);
    if (!path.startsWith('/') || segments.length > 6 || !segments.every((s) => SEGMENT.test(s))) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Use / for the home page, or lower-case words and hyphens such as /guides/buying-at-auction',
      });
      return;
    }
    if ((RESERVED_SEGMENTS as readonly string[]).includes(segments[0]!)) {
      ctx.addIssue({
        code: 'custom',
        message: `/${segments[0]} belongs to the site itself; choose another path`,
      });
    }
    const redirected = builtInRedirectOf(path);
    if (redirected)
      ctx.addIssue({
        code: 'custom',
        message: `${path} already sends visitors to ${redirected}, so they would never see this page; choose another path`,
      });
  });

/** The slug a page document carries for its path: `home` for `/`, otherwise the path without its slash. */
export const slugOfPath = (path: string) => (path === '/' ? 'home' : path.slice(1));

export const LayoutSchema = PageLayoutSchema;

export const CreatePageBodySchema = z.object({
  path: PagePathSchema,
  title: z.string({ message: 'Enter a title' }).trim().pipe(DocumentTitleSchema),
  layout: LayoutSchema.default('default'),
});
export type CreatePageBody = z.infer<typeof CreatePageBodySchema>;

/** A draft: the page fields are checked; sections are checked one by one and may stay invalid. */
/**
 * A stored page keeps any SEO image it has (pages saved before the check still load); a draft
 * saved now needs one a shared link can show.
 */
const SavedDocumentSchema = PageDocumentSchema.superRefine((doc, ctx) => {
  if (doc.seo.image && !isSeoImage(doc.seo.image))
    ctx.addIssue({ code: 'custom', path: ['seo', 'image'], message: SEO_IMAGE_MESSAGE });
});
export const DraftBodySchema = z.object({ document: SavedDocumentSchema, base: EditBaseSchema });
export const PublishBodySchema = z.object({ base: EditBaseSchema }).default({});
export const DiscardBodySchema = PublishBodySchema;
/** An unpublish's `base` is the live page's version (`liveVersion`), as a restore's is. */
export const UnpublishBodySchema = PublishBodySchema;
/** PUT /api/admin/global-config?base=: the settings' version the tab saw (the body is the settings). */
export const GlobalConfigSaveQuerySchema = z.object({ base: EditBaseSchema });
/** A page's new path; `base` as for a save (a move changes the page every tab has open). */
export const MovePageBodySchema = z.object({ path: PagePathSchema, base: EditBaseSchema });

export const PreviewBodySchema = z.object({
  path: z.string().max(200).default('/preview'),
  document: PageDocumentSchema,
});

/** `base`: the live page's version (`liveVersion`) the history showed when Restore was pressed. */
export const RollbackBodySchema = z.object({
  revisionId: z.coerce.number().int().positive('Choose a revision'),
  base: EditBaseSchema,
});

/** An old path: from `/`, not `//`; spaces and accents as typed (kept as browsers send them). */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const LOCAL_PATH = /^\/(?!\/)[^\x00-\x1f\x7f?#]*$/;

const RedirectFields = z.object({
  from_path: z
    .string({ message: 'Enter the old path' })
    .trim()
    .max(500, 'Use at most 500 characters')
    .regex(LOCAL_PATH, 'Enter a path on this site starting with /, without ? or #')
    .refine((p) => p !== '/', 'The home page cannot be redirected')
    // A page's data (`/guide/_payload.json`) is answered before redirects: such a one never applied.
    .refine(
      (p) => !/\/_payload\.json\/*$/i.test(p),
      'This is a page’s data, which the site answers itself; redirect the page instead',
    )
    .superRefine((p, ctx) => {
      const segment = protectedSegmentOf(p);
      if (segment)
        ctx.addIssue({
          code: 'custom',
          message: `/${segment} belongs to the site itself (the admin, sign-in and its files); it cannot be redirected`,
        });
    })
    .transform((p, ctx) => {
      const spelt = pathAsRequested(p);
      if (spelt === null) {
        ctx.addIssue({ code: 'custom', message: 'The path has characters that cannot be read' });
        return z.NEVER;
      }
      return spelt;
    }),
  to_url: z
    .string({ message: 'Enter where it goes' })
    .trim()
    .max(2000, 'Use at most 2,000 characters')
    .refine(
      (u) => (u.startsWith('/') && !u.startsWith('//') && !/[\s\\]/.test(u)) || isHttpsUrl(u),
      'Enter a path on this site (/listings) or an https:// address',
    ),
  status_code: z.coerce
    .number()
    .refine((n) => [301, 302, 307, 308].includes(n), 'Choose 301, 302, 307 or 308')
    .default(301),
});

/** A main page is redirected only temporarily (see MAIN_PAGES). */
function mainPageForATime(
  r: { from_path: string; status_code: number },
  ctx: z.RefinementCtx,
): void {
  if (sendsMainPageAwayForGood(r.from_path, r.status_code))
    ctx.addIssue({
      code: 'custom',
      path: ['status_code'],
      message: `${r.from_path} is one of the site's main pages: redirect it only for a time (302 or 307). Browsers keep a permanent redirect after it is removed`,
    });
}

export const RedirectBodySchema = RedirectFields.superRefine(mainPageForATime);
export type RedirectBody = z.infer<typeof RedirectBodySchema>;
/** A redirect's change: `base` is its `version` as the editor's list showed it (omitted, no check). */
export const RedirectUpdateBodySchema = RedirectFields.extend({ base: EditBaseSchema }).superRefine(
  mainPageForATime,
);
/** DELETE /api/admin/redirects/{id}?base=: the version the list showed when Delete was pressed. */
export const RedirectDeleteQuerySchema = z.object({ base: EditBaseSchema });

function isHttpsUrl(u: string): boolean {
  try {
    return new URL(u).protocol === 'https:';
  } catch {
    return false;
  }
}

export const PageSearchQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'published', 'unpublished', 'draft']).default('all'),
});

// ---- API response shapes (what the admin UI reads) ----

export interface PageSummary {
  id: number;
  path: string;
  /** `page`, or the layout of entity pages (`listing-layout` at `/listings/:id`). */
  kind: DocumentKindName;
  title: string;
  isHome: boolean;
  published: boolean;
  hasDraft: boolean;
  updatedAt: string;
  /** When it was last made live (published or restored); null when it never was. */
  lastPublishedAt: string | null;
}

export interface PageDetail extends PageSummary {
  /** The published (or last saved-for-publish) document. */
  document: CmsDocument;
  /** The pending draft, or null when the page has none. */
  draft: CmsDocument | null;
  /** Problems of the sections of the draft (or of the document when there is no draft). */
  issues: SectionIssue[];
  /** The working copy's version: sent back as `base`, a save or publish over a newer one is a 409. */
  version: string;
  /** The live page's version (its document and whether it is published): a restore's `base`. */
  liveVersion: string;
}

export interface RevisionSummary {
  id: number;
  createdAt: string;
  /** What visitors see now: the newest revision of a published page; none once it is unpublished. */
  live: boolean;
  author: string | null;
  title: string;
  sections: number;
}

/** What leads to a page (decision 173): other pages' links, articles' links and redirects, by path. */
export interface LinksIn {
  /** Where the site's own layout and pages link there ("the footer on every page"). */
  site: string[];
  pages: string[];
  articles: string[];
  redirects: string[];
}

/**
 * The question asked before a page is deleted: with what still leads there, which would then lead
 * to "Page not found" (up to `shown` of each named, then how many more).
 */
export function deletePageQuestion(path: string, linksIn: LinksIn, shown = 5): string {
  const named = (paths: string[]) =>
    paths.length > shown
      ? `${paths.slice(0, shown).join(', ')} and ${paths.length - shown} more`
      : paths.join(', ');
  const kinds = [
    { paths: linksIn.site, many: 'The site links to it from', one: 'The site links to it from' },
    { paths: linksIn.pages, many: 'Other pages link to it', one: 'Another page links to it' },
    { paths: linksIn.articles, many: 'Articles link to it', one: 'An article links to it' },
    {
      paths: linksIn.redirects,
      many: 'Redirects send visitors to it',
      one: 'A redirect sends visitors to it',
    },
  ];
  const lines = kinds.flatMap(({ paths, many, one }) =>
    paths.length ? [`${paths.length === 1 ? one : many}: ${named(paths)}.`] : [],
  );
  const question = `Delete ${path} and its revision history? This cannot be undone.`;
  if (!lines.length) return question;
  return [
    question,
    '',
    ...lines,
    '',
    'After the delete they lead to "Page not found". Move this page instead (its old address then redirects to the new one), or change them first.',
  ].join('\n');
}

export interface RedirectRow {
  id: number;
  from_path: string;
  to_url: string;
  status_code: number;
  created_at: string;
  /** What it is now: sent back as `base`, a change or delete over a newer change is a 409. */
  version: string;
}

export type DiffChange =
  | { kind: 'added'; path: string; after: unknown }
  | { kind: 'removed'; path: string; before: unknown }
  | { kind: 'changed'; path: string; before: unknown; after: unknown };

export interface SectionDiff {
  id: string;
  type: string;
  status: 'added' | 'removed' | 'changed' | 'moved';
  from?: number | undefined;
  to?: number | undefined;
  changes: DiffChange[];
}

/** A readable difference of two page documents: page fields, then sections matched by id. */
export interface DocumentDiff {
  page: DiffChange[];
  sections: SectionDiff[];
}
