import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PagePathSchema, RedirectBodySchema, type RedirectBody } from '#sections/cms-admin';
import { GlobalConfigSchema, type GlobalConfig } from '#schema/global-config';
import {
  documentKindOf,
  isLayoutPath,
  LAYOUT_PATH_LIST,
  type CmsDocument,
} from '#sections/document-kinds';
import { checkDraft, checkPublishable } from '#server/cms/store/validate-document';
import { CmsStoreError } from '#server/cms/store/store-error';
import type { SectionIssue } from '#sections/page-document';

/**
 * A content folder, as `cms export` writes it and `cms import` reads it:
 *   pages/<path>.json   { path, published, document, draft }   (`/` is pages/home.json)
 *   layouts/<kind>.json the same for a layout (`/listings/:id` is layouts/listing-layout.json)
 *   redirects.json      [{ from_path, to_url, status_code }]
 *   global-config.json  the global config
 */
export interface ContentPage {
  path: string;
  published: boolean;
  document: CmsDocument;
  draft: CmsDocument | null;
}

export interface Content {
  pages: ContentPage[];
  redirects: RedirectBody[];
  globalConfig: GlobalConfig | null;
}

export const pageFileOf = (pagePath: string) =>
  isLayoutPath(pagePath)
    ? `layouts/${documentKindOf(pagePath)}.json`
    : `pages/${pagePath === '/' ? 'home' : pagePath.slice(1)}.json`;

const PageFileSchema = z.object({
  path: z.union([z.enum(LAYOUT_PATH_LIST as [string, ...string[]]), PagePathSchema]),
  published: z.boolean().default(true),
  document: z.looseObject({}, { error: 'must be the page document (an object)' }),
  draft: z.looseObject({}).nullable().optional(),
});

const issueLines = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);

/** Nothing at that path (ENOTDIR: a file stands where a folder of the path should be). */
const isMissing = (err: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Why `dir` cannot be a content folder, or null: it is not a folder, or (unless it is to be
 * written, as by export) it does not exist. Read as an empty folder, a mistyped path had
 * validated with "no problems found" and imported nothing, both with exit code 0.
 */
export async function contentDirProblem(
  dir: string,
  { created }: { created: boolean },
): Promise<string | null> {
  try {
    if ((await stat(dir)).isDirectory()) return null;
    return `${dir} is not a folder: give the folder \`cms export\` writes (pages/, redirects.json …)`;
  } catch (err) {
    if (!isMissing(err)) throw err;
    return created ? null : `${dir}: no such folder`;
  }
}

/** The .json files under `dir`; none when the folder is absent (a content folder without layouts/). */
async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(
    (err: unknown) => {
      if (isMissing(err)) return [];
      throw err;
    },
  );
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function readJson(file: string): Promise<{ value?: unknown; error?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return { error: `not valid JSON (${(err as Error).message})` };
  }
}

/** Problems of a stored document, one line each (`sections[1] (hero): title: …`). */
function documentProblems(
  raw: unknown,
  path: string,
  strict: boolean,
): { doc?: CmsDocument; lines: string[] } {
  const kind = documentKindOf(path);
  try {
    return strict
      ? { doc: checkPublishable(raw, kind), lines: [] }
      : { doc: checkDraft(raw, kind).document, lines: [] };
  } catch (err) {
    if (!(err instanceof CmsStoreError)) throw err;
    const errors = (err.details.errors ?? {}) as Record<string, string>;
    // A content file is JSON a developer wrote: its problems name the JSON paths.
    const issues = (err.details.issues ?? []) as SectionIssue[];
    return {
      lines: [
        ...Object.entries(errors).map(([k, v]) => `${k}: ${v}`),
        ...issues.flatMap((i) =>
          i.fields.map(
            (f) => `sections[${i.index}] (${i.type}): ${f.path || '(section)'}: ${f.message}`,
          ),
        ),
      ],
    };
  }
}

/** Reads and checks a content folder; `problems` lists every problem as `file: message`. */
export async function readContentDir(
  dir: string,
): Promise<{ content: Content; problems: string[] }> {
  const problems: string[] = [];
  const report = (file: string, lines: string[]) =>
    problems.push(...lines.map((l) => `${path.relative(dir, file)}: ${l}`));
  const content: Content = { pages: [], redirects: [], globalConfig: null };
  const seen = new Map<string, string>();

  const files = [
    ...(await listJson(path.join(dir, 'pages'))),
    ...(await listJson(path.join(dir, 'layouts'))),
  ];
  for (const file of files) {
    const { value, error } = await readJson(file);
    if (error) {
      report(file, [error]);
      continue;
    }
    const parsed = PageFileSchema.safeParse(value);
    if (!parsed.success) {
      report(file, issueLines(parsed.error));
      continue;
    }
    const { path: pagePath, published, draft } = parsed.data;
    if (seen.has(pagePath))
      report(file, [`path ${pagePath} is also used by ${seen.get(pagePath)}`]);
    seen.set(pagePath, path.relative(dir, file));
    // The live document must be publishable; a draft may keep invalid sections.
    const live = documentProblems(parsed.data.document, pagePath, true);
    const pending = draft ? documentProblems(draft, pagePath, false) : { doc: null, lines: [] };
    report(
      file,
      live.lines.map((l) => `document.${l}`),
    );
    report(
      file,
      pending.lines.map((l) => `draft.${l}`),
    );
    if (live.doc && pending.doc !== undefined)
      content.pages.push({ path: pagePath, published, document: live.doc, draft: pending.doc });
  }

  const redirectsFile = path.join(dir, 'redirects.json');
  const redirects = await readJson(redirectsFile);
  if (redirects.error) report(redirectsFile, [redirects.error]);
  else if (redirects.value !== undefined) {
    const list: unknown[] = Array.isArray(redirects.value) ? redirects.value : [];
    if (!Array.isArray(redirects.value)) report(redirectsFile, ['must be a list of redirects']);
    const from = new Set<string>();
    list.forEach((entry, i) => {
      const parsed = RedirectBodySchema.safeParse(entry);
      if (!parsed.success) {
        report(
          redirectsFile,
          issueLines(parsed.error).map((l) => `[${i}].${l}`),
        );
        return;
      }
      if (from.has(parsed.data.from_path))
        report(redirectsFile, [`${parsed.data.from_path} is listed twice`]);
      from.add(parsed.data.from_path);
      content.redirects.push(parsed.data);
    });
  }

  const configFile = path.join(dir, 'global-config.json');
  const config = await readJson(configFile);
  if (config.error) report(configFile, [config.error]);
  else if (config.value !== undefined) {
    const parsed = GlobalConfigSchema.safeParse(config.value);
    if (parsed.success) content.globalConfig = parsed.data;
    else report(configFile, issueLines(parsed.error));
  }
  return { content, problems };
}
