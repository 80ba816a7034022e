import type { Db, Queryable } from '#server/db/db.server';
import { readGlobalConfig, writeGlobalConfig } from '#server/cms/global-config.server';
import { listRedirects } from '#server/cms/store/redirects-store.server';
import { sameDocument } from '#server/cms/store/diff';
import type { CmsDocument } from '#sections/document-kinds';
import { readContentDir, pageFileOf, type Content } from './content-dir.server';
import { writeJsonFiles } from './write-files.server';

/** `cms export <dir>`: every page (live document and draft), the redirects and the global config. */
export async function exportContent(db: Queryable, dir: string) {
  const { rows } = await db.query<{
    path: string;
    published: boolean;
    document: CmsDocument;
    draft: CmsDocument | null;
  }>('SELECT path, published, document, draft FROM pages ORDER BY path');
  const files: Record<string, unknown> = {};
  for (const r of rows)
    files[pageFileOf(r.path)] = {
      path: r.path,
      published: r.published,
      document: r.document,
      draft: r.draft,
    };
  files['redirects.json'] = (await listRedirects(db)).map(({ from_path, to_url, status_code }) => ({
    from_path,
    to_url,
    status_code,
  }));
  files['global-config.json'] = await readGlobalConfig(db);
  await writeJsonFiles(dir, files);
  return { pages: rows.length, redirects: (files['redirects.json'] as unknown[]).length };
}

/** `cms validate <dir>`: every problem, one line each; empty when the folder can be imported. */
export async function validateContent(dir: string): Promise<string[]> {
  return (await readContentDir(dir)).problems;
}

export class ContentInvalidError extends Error {
  constructor(public readonly problems: string[]) {
    super(`The content folder has ${problems.length} problem(s)`);
    this.name = 'ContentInvalidError';
  }
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  revisions: number;
  redirects: number;
  globalConfig: boolean;
}

async function upsertPage(
  tx: Queryable,
  page: Content['pages'][number],
  authorId: number | null,
  summary: ImportSummary,
) {
  const draft = page.draft ? JSON.stringify(page.draft) : null;
  const { rows } = await tx.query<{
    id: number;
    document: unknown;
    published: boolean;
    draft: unknown;
  }>('SELECT id, document, published, draft FROM pages WHERE path = $1 FOR UPDATE', [page.path]);
  let id: number;
  const current = rows[0];
  if (!current) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO pages (path, is_home, document, draft, published) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [page.path, page.path === '/', JSON.stringify(page.document), draft, page.published],
    );
    id = Number(inserted.rows[0]!.id);
    summary.created++;
  } else {
    const same =
      sameDocument(current.document, page.document) &&
      current.published === page.published &&
      sameDocument(current.draft ?? null, page.draft ?? null);
    if (same) {
      summary.unchanged++;
      return;
    }
    id = Number(current.id);
    await tx.query(
      'UPDATE pages SET document = $2, draft = $3, published = $4, updated_at = now() WHERE id = $1',
      [id, JSON.stringify(page.document), draft, page.published],
    );
    summary.updated++;
    if (sameDocument(current.document, page.document)) return;
  }
  if (page.published) {
    await tx.query(
      'INSERT INTO page_revisions (page_id, document, author_id) VALUES ($1, $2, $3)',
      [id, JSON.stringify(page.document), authorId],
    );
    summary.revisions++;
  }
}

/**
 * `cms import <dir>`: checks the whole folder first (nothing is written when anything is wrong),
 * then writes everything in one transaction. Pages are matched by path; a published page whose
 * document changed gets a revision (by `authorEmail` when given). Redirects match by from_path.
 */
export async function importContent(
  db: Db,
  dir: string,
  opts: { authorEmail?: string | undefined } = {},
): Promise<ImportSummary> {
  const { content, problems } = await readContentDir(dir);
  if (problems.length) throw new ContentInvalidError(problems);
  let authorId: number | null = null;
  if (opts.authorEmail) {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1)',
      [opts.authorEmail],
    );
    if (!rows[0])
      throw new ContentInvalidError([`--author: no account with e-mail ${opts.authorEmail}`]);
    authorId = Number(rows[0].id);
  }
  const summary: ImportSummary = {
    created: 0,
    updated: 0,
    unchanged: 0,
    revisions: 0,
    redirects: 0,
    globalConfig: false,
  };
  await db.transaction(async (tx) => {
    for (const page of content.pages) await upsertPage(tx, page, authorId, summary);
    for (const r of content.redirects) {
      await tx.query(
        `INSERT INTO redirects (from_path, to_url, status_code) VALUES ($1, $2, $3)
         ON CONFLICT (from_path) DO UPDATE SET to_url = EXCLUDED.to_url, status_code = EXCLUDED.status_code`,
        [r.from_path, r.to_url, r.status_code],
      );
      summary.redirects++;
    }
    if (content.globalConfig) {
      await writeGlobalConfig(tx, content.globalConfig);
      summary.globalConfig = true;
    }
  });
  return summary;
}
