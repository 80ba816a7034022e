import { useState } from 'react';
import type { z } from 'zod';
import { navigateTo } from '#client/runtime/navigate-to';
import { ArticleBodySchema } from '#sections/article-admin';
import { formatLondon } from '#schema/london-time';
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

  /**
   * A new article published straight away: saved (refused as a save is, errors on their fields),
   * then published; if the publish is refused, the draft is kept and its editor says why.
   */
  const publishNew = async () => {
    const created = await create();
    if (!created) return;
    try {
      await adminFetch(`/articles/${created.id}/publish`, { method: 'POST', body: {} });
    } catch (err) {
      await open(created, `Draft saved, not published: ${errorMessage(err)}`, 'error');
      return;
    }
    await open(created, 'Published: the article is live.');
  };

  /** Saves unsaved changes first, then sets the publication. */
  const publication = (what: 'publish' | 'schedule' | 'unpublish', body?: { at: string }) =>
    run(what, async () => {
      if (!article) return what === 'publish' ? publishNew() : undefined;
      if (dirty && !(await send())) return;
      const { article: out } = await adminFetch<{ article: AdminArticle }>(
        `/articles/${article.id}/${what}`,
        { method: 'POST', body: body ?? {} },
      );
      loaded(out);
      setStatus({
        tone: 'success',
        message:
          what === 'publish'
            ? 'Published: the article is live.'
            : what === 'schedule'
              ? `Scheduled: the article goes live ${formatLondon(out.published_at!)}.`
              : 'Unpublished: the article is a draft again and off the site.',
      });
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
