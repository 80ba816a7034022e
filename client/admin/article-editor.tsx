import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { slugFromTitle, type AdminArticle } from '#schema/article';
import { ArticleBlocksSchema } from '#sections/article-admin';
import { ArticlePage } from '#client/pages/article-pages';
import { useAdminData } from './use-admin-data';
import { useCan, useCannot } from './use-role';
import { useArticleEditor, type ArticleValues } from './use-article-editor';
import { ArticleFields } from './article-fields';
import { ArticlePublication } from './article-publication';
import { AdminHeading, Notice } from './ui';

/** `/admin/articles/:id`: load the article, then edit it. */
export function ArticleEditorScreen({ id }: { id: string }) {
  const { data, error, loading } = useAdminData<{ article: AdminArticle }>(`/articles/${id}`);
  if (error) return <Notice tone="error">{error}</Notice>;
  if (loading || !data)
    return (
      <p role="status" className="text-slate-600">
        Loading the article…
      </p>
    );
  return <ArticleEditor key={data.article.id} initial={data.article} />;
}

/** `/admin/articles/new` (initial null) or an article's editor, with a preview beside the form. */
export function ArticleEditor({ initial }: { initial: AdminArticle | null }) {
  const editor = useArticleEditor(initial);
  const { article, values } = editor;
  const can = useCan();
  const cannot = useCannot('publish');
  const { notice, tone = 'success' } =
    (useLocation().state as { notice?: string; tone?: 'success' | 'error' } | null) ?? {};
  // After a refused save, the first field to fix has the focus.
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [editor.errors]);
  return (
    <div>
      <AdminHeading
        title={!article ? 'New article' : cannot ? article.title : `Edit “${article.title}”`}
      >
        <Link
          to="/admin/articles"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          All articles
        </Link>
      </AdminHeading>
      {notice && !editor.status ? (
        <div className="mb-3">
          <Notice tone={tone}>{notice}</Notice>
        </div>
      ) : null}
      {cannot ? (
        <div className="mb-4">
          <Notice tone="info">You can read this article. Changing it: {cannot}.</Notice>
        </div>
      ) : (
        <ArticlePublication editor={editor} mayDelete={can('delete')} />
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <fieldset ref={fieldsRef} disabled={cannot !== null} className="min-w-0">
          <legend className="sr-only">Article</legend>
          <ArticleFields
            values={values}
            errors={editor.errors}
            onChange={editor.edit}
            slugFollowsTitle={!article && values.slug === slugFromTitle(values.title)}
            published={article?.state === 'published'}
          />
        </fieldset>
        <ArticlePreview values={values} publishedAt={article?.published_at ?? null} />
      </div>
    </div>
  );
}

/** The article as visitors will see it, through the public page's own component. */
function ArticlePreview({
  values,
  publishedAt,
}: {
  values: ArticleValues;
  publishedAt: string | null;
}) {
  const body = ArticleBlocksSchema.safeParse(values.body);
  const now = new Date().toISOString();
  return (
    <section
      aria-labelledby="article-preview-title"
      className="min-w-0 lg:sticky lg:top-4 lg:max-h-screen lg:self-start lg:overflow-y-auto"
    >
      <h2 id="article-preview-title" className="mb-3 text-lg font-semibold text-slate-900">
        Preview
      </h2>
      <div className="rounded-xl border border-slate-200 p-4">
        {body.success ? (
          <ArticlePage
            data={{
              meta: { title: values.title, description: values.excerpt },
              article: {
                slug: values.slug,
                title: values.title || 'Untitled article',
                excerpt: values.excerpt,
                category: values.category || 'No category yet',
                author: values.author,
                cover_image: values.cover_image,
                // Read from the library by the live page; nothing on screen shows it.
                cover_alt: '',
                published_at: publishedAt ?? now,
                updated_at: now,
                body: body.data,
              },
              // What the live page offers to read next is no part of the article being edited.
              related: [],
            }}
          />
        ) : (
          <p className="text-sm text-slate-600">
            The preview shows once every body block is filled in.
          </p>
        )}
      </div>
    </section>
  );
}
