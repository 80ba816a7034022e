import { useState } from 'react';
import type { z } from 'zod';
import { navigateTo } from '#client/runtime/navigate-to';
import { ArticleBodySchema, ArticleScheduleBodySchema } from '#sections/article-admin';
import { TIME_IN_THE_FUTURE } from '#schema/admin-staff';
import { formatLondon, londonWallTimeToIso } from '#schema/london-time';
import type { AdminArticle, ArticleCategory } from '#schema/article';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { errorsOf } from './validation';
import { useUnsavedGuard } from './use-unsaved-guard';

/** What the form edits: the article's fields, as the API takes them. */
export interface ArticleValues {
  title: string;
  slug: string;
  excerpt: string;
  category: ArticleCategory | '';
  author: string;
  cover_image: string | null;
  body: unknown[];
}

export const valuesOf = (a: AdminArticle | null): ArticleValues =>
  a
    ? {
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt,
        category: a.category as ArticleCategory,
        author: a.author,
        cover_image: a.cover_image,
        body: a.body,
      }
    : {
        title: '',
        slug: '',
        excerpt: '',
        category: '',
        author: '',
        cover_image: null,
        body: [{ kind: 'paragraph', spans: [{ text: '' }] }],
      };

/**
 * Field → message: the schema's own words for the article's fields (what the server says too),
 * the section forms' friendlier wording for the body blocks, whose schema has none of its own.
 */
function articleErrors(error: z.ZodError): Record<string, string> {
  const out = errorsOf(error);
  for (const issue of [...error.issues].reverse())
    if (issue.path[0] !== 'body') out[issue.path.join('.')] = issue.message;
  return out;
}

type Busy = 'save' | 'publish' | 'schedule' | 'unpublish' | 'delete' | null;

/** What the editor says once a publication is set. */
const doneMessage = (what: 'publish' | 'schedule' | 'unpublish', out: AdminArticle) =>
  what === 'publish'
    ? 'Published: the article is live.'
    : what === 'schedule'
      ? `Scheduled: the article goes live ${formatLondon(out.published_at!)}.`
      : 'Unpublished: the article is a draft again and off the site.';
type Status = { tone: 'success' | 'error'; message: string } | null;

/**
 * The article editor's state: the fields, their errors (checked here with the API's own schema
 * before anything is sent, and the server's answer after), and the writes. A save names the
 * version it started from, so a change made meanwhile elsewhere is refused, not overwritten.
 */
export function useArticleEditor(initial: AdminArticle | null) {
  const [article, setArticle] = useState(initial);
  const [saved, setSaved] = useState(() => valuesOf(initial));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState<Status>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useUnsavedGuard(dirty && busy === null);

  const run = async <T>(what: Exclude<Busy, null>, fn: () => Promise<T>): Promise<T | null> => {
    setBusy(what);
    setStatus(null);
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AdminApiError) setErrors(err.errors);
      setStatus({ tone: 'error', message: errorMessage(err) });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const loaded = (a: AdminArticle) => {
    setArticle(a);
    setSaved(valuesOf(a));
    setValues(valuesOf(a));
    setErrors({});
  };

  /** The fields as the API takes them, or null (and the errors shown) when some need fixing. */
  const checked = () => {
    const parsed = ArticleBodySchema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(articleErrors(parsed.error));
    setStatus({ tone: 'error', message: 'Some fields need your attention.' });
    return null;
  };

  /** A new article's first save: the draft as created (the form then opens it at its address). */
  const create = async (): Promise<AdminArticle | null> => {
    const body = checked();
    if (!body) return null;
    const { article: created } = await adminFetch<{ article: AdminArticle }>('/articles', {
      method: 'POST',
      body,
    });
    setSaved(values);
    return created;
  };

  const open = (a: AdminArticle, notice: string, tone: 'success' | 'error' = 'success') =>
    navigateTo(`/admin/articles/${a.id}`, { replace: true, state: { notice, tone } });

  /** Checks and sends the fields; the article as saved, or null when refused. */
  const send = async (): Promise<AdminArticle | null> => {
    if (!article) {
      const created = await create();
      if (created) await open(created, 'Draft saved. Publish it now or schedule it.');
      return null;
    }
    const body = checked();
    if (!body) return null;
    const { article: updated } = await adminFetch<{ article: AdminArticle }>(
      `/articles/${article.id}`,
      { method: 'PUT', body: { ...body, base: article.updated_at } },
    );
    loaded(updated);
    return updated;
  };

  const save = () =>
    run('save', async () => {
      const out = await send();
      if (out)
        setStatus({
          tone: 'success',
          message:
            out.state === 'published' ? 'Saved: the live article is updated.' : 'Draft saved.',
        });
    });

  /** A publication time the API would take, else false (and its error on the field). */
  const timeTaken = (at: string) => {
    const parsed = ArticleScheduleBodySchema.safeParse({ at });
    const error = !parsed.success
      ? (errorsOf(parsed.error).at ?? 'Choose a date and time')
      : Date.parse(londonWallTimeToIso(at)) <= Date.now()
        ? TIME_IN_THE_FUTURE
        : null;
    if (error) {
      setErrors({ at: error });
      setStatus({ tone: 'error', message: error });
    }
    return !error;
  };

  /**
   * A new article published or scheduled straight away: its time checked first (a time gone by
   * saves nothing), then saved (refused as a save is, errors on their fields), then published or
   * scheduled; if that is refused, the draft is kept and its editor says why.
   */
  const publishNew = async (what: 'publish' | 'schedule', body: { at?: string }) => {
    if (what === 'schedule' && !timeTaken(body.at ?? '')) return;
    const created = await create();
    if (!created) return;
    let out: AdminArticle;
    try {
      ({ article: out } = await adminFetch<{ article: AdminArticle }>(
        `/articles/${created.id}/${what}`,
        { method: 'POST', body },
      ));
    } catch (err) {
      const not = what === 'publish' ? 'published' : 'scheduled';
      await open(created, `Draft saved, not ${not}: ${errorMessage(err)}`, 'error');
      return;
    }
    await open(out, doneMessage(what, out));
  };

  /** Saves unsaved changes first, then sets the publication. */
  const publication = (what: 'publish' | 'schedule' | 'unpublish', body: { at?: string } = {}) =>
    run(what, async () => {
      if (!article) return what === 'unpublish' ? undefined : publishNew(what, body);
      if (dirty && !(await send())) return;
      const { article: out } = await adminFetch<{ article: AdminArticle }>(
        `/articles/${article.id}/${what}`,
        { method: 'POST', body },
      );
      loaded(out);
      setStatus({ tone: 'success', message: doneMessage(what, out) });
    });

  const remove = () =>
    run('delete', async () => {
      if (!article) return;
      await adminFetch(`/articles/${article.id}`, { method: 'DELETE' });
      setSaved(values);
      await navigateTo('/admin/articles', {
        state: { notice: `“${article.title}” was deleted.` },
      });
    });

  return {
    article,
    values,
    errors,
    busy,
    status,
    dirty,
    edit: setValues,
    save,
    publish: () => publication('publish'),
    schedule: (at: string) => publication('schedule', { at }),
    unpublish: () => publication('unpublish'),
    remove,
  };
}

export type ArticleEditorState = ReturnType<typeof useArticleEditor>;
