import { useMemo } from 'react';
import { ARTICLE_CATEGORIES, slugFromTitle } from '#schema/article';
import { ArticleBlocksSchema } from '#sections/article-admin';
import { FormContext } from './schema-form/form-context';
import { jsonSchemaOf } from './schema-form/json-schema';
import { SchemaField } from './schema-form/schema-field';
import { CoverImageField } from './cover-image-field';
import { FieldShell, inputClass } from './ui';
import type { ArticleValues } from './use-article-editor';

/**
 * The article's fields. A new article's slug follows its title until the slug is edited; the
 * body is edited block by block with the form the rich-text section uses (same schema).
 */
export function ArticleFields({
  values,
  errors,
  onChange,
  slugFollowsTitle,
  published,
}: {
  values: ArticleValues;
  errors: Record<string, string>;
  onChange: (values: ArticleValues) => void;
  slugFollowsTitle: boolean;
  published: boolean;
}) {
  const set = <K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) =>
    onChange({ ...values, [key]: value });
  const ctx = useMemo(() => ({ idPrefix: 'article', errors }), [errors]);
  const text = (key: 'title' | 'slug' | 'excerpt' | 'author') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    className: inputClass(errors[key]),
  });
  return (
    <div className="space-y-5">
      <FieldShell id="article-title" label="Title" error={errors.title}>
        {(aria) => (
          <input
            {...aria}
            {...text('title')}
            maxLength={200}
            onChange={(e) =>
              onChange({
                ...values,
                title: e.target.value,
                ...(slugFollowsTitle ? { slug: slugFromTitle(e.target.value) } : {}),
              })
            }
          />
        )}
      </FieldShell>
      <FieldShell
        id="article-slug"
        label="Slug"
        hint={`The address: /articles/${values.slug || '…'}. Lower-case letters, digits and hyphens.${published ? ' Changing it leaves a redirect from the old address.' : ''}`}
        error={errors.slug}
      >
        {(aria) => <input {...aria} {...text('slug')} maxLength={100} autoComplete="off" />}
      </FieldShell>
      <FieldShell
        id="article-excerpt"
        label="Excerpt"
        hint="Shown on cards, under the title and to search engines. Up to 400 characters"
        error={errors.excerpt}
      >
        {(aria) => <textarea {...aria} {...text('excerpt')} rows={3} maxLength={400} />}
      </FieldShell>
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id="article-category" label="Category" error={errors.category}>
          {(aria) => (
            <select
              {...aria}
              value={values.category}
              onChange={(e) => set('category', e.target.value as ArticleValues['category'])}
              className={inputClass(errors.category)}
            >
              <option value="">Choose a category</option>
              {ARTICLE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell id="article-author" label="Author" error={errors.author}>
          {(aria) => <input {...aria} {...text('author')} maxLength={100} />}
        </FieldShell>
      </div>
      <CoverImageField
        value={values.cover_image}
        error={errors.cover_image}
        onChange={(src) => set('cover_image', src)}
      />
      <FormContext value={ctx}>
        <SchemaField
          schema={jsonSchemaOf(ArticleBlocksSchema)}
          value={values.body}
          onChange={(body) => set('body', Array.isArray(body) ? body : [])}
          path={['body']}
          label="Body blocks"
          required
        />
      </FormContext>
    </div>
  );
}
