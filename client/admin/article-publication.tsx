import { useEffect, useRef, useState, type FormEvent } from 'react';
import { londonInputValue } from '#schema/london-time';
import { articlePath } from '#schema/article';
import { ArticleStateBadge } from './article-state';
import { Badge, Button, FieldShell, Notice, inputClass } from './ui';
import type { ArticleEditorState } from './use-article-editor';

/**
 * Save, publish now, schedule (a London date and time), unpublish and delete, with the article's
 * state. Publishing or scheduling saves unsaved changes first (a new article too: Publish now and
 * Schedule save it, then publish or schedule it).
 */
export function ArticlePublication({
  editor,
  mayDelete,
}: {
  editor: ArticleEditorState;
  mayDelete: boolean;
}) {
  const { article, dirty, busy, status, errors } = editor;
  const [at, setAt] = useState(() => londonInputValue(new Date(Date.now() + 3_600_000)));
  const state = article?.state ?? 'draft';
  // A time refused (gone by, or one the clocks skip): the cursor goes to it.
  const atRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errors.at) atRef.current?.focus();
  }, [errors]);
  const schedule = (e: FormEvent) => {
    e.preventDefault();
    void editor.schedule(at);
  };
  const remove = () => {
    if (!article) return;
    const live = state === 'published' ? ' It comes off the site at once.' : '';
    if (window.confirm(`Delete “${article.title}”? This cannot be undone.${live}`))
      void editor.remove();
  };
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        {article ? (
          <ArticleStateBadge state={state} publishedAt={article.published_at} />
        ) : (
          <Badge tone="grey">New draft</Badge>
        )}
        {dirty ? <Badge tone="amber">Unsaved changes</Badge> : null}
        <span className="flex-1" />
        <Button onClick={() => void editor.save()} disabled={!!busy || (!dirty && !!article)}>
          {busy === 'save'
            ? 'Saving…'
            : state === 'published'
              ? 'Save and update the live article'
              : 'Save draft'}
        </Button>
        {state !== 'published' ? (
          <Button variant="primary" onClick={() => void editor.publish()} disabled={!!busy}>
            {busy === 'publish' ? 'Publishing…' : 'Publish now'}
          </Button>
        ) : null}
        {article && state !== 'draft' ? (
          <Button variant="danger" onClick={() => void editor.unpublish()} disabled={!!busy}>
            {busy === 'unpublish'
              ? 'Unpublishing…'
              : state === 'scheduled'
                ? 'Cancel the schedule (back to draft)'
                : 'Unpublish (back to draft)'}
          </Button>
        ) : null}
      </div>
      {status ? <Notice tone={status.tone}>{status.message}</Notice> : null}
      {state !== 'published' ? (
        <form
          onSubmit={schedule}
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          aria-label="Schedule publication"
        >
          <FieldShell
            id="article-schedule-at"
            label={
              state === 'scheduled'
                ? 'Move the publication to (London time)'
                : 'Or publish at (London time)'
            }
            hint="GMT or BST, as the clocks in London show it"
            error={errors.at}
          >
            {(aria) => (
              <input
                {...aria}
                ref={atRef}
                type="datetime-local"
                required
                value={at}
                onChange={(e) => setAt(e.target.value)}
                className={inputClass(errors.at)}
              />
            )}
          </FieldShell>
          <Button type="submit" disabled={!!busy}>
            {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
          </Button>
        </form>
      ) : null}
      {article ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {state === 'published' ? (
            <a href={articlePath(article.slug)} className="font-semibold text-brand-700 underline">
              View the live article
            </a>
          ) : null}
          <span className="flex-1" />
          {mayDelete ? (
            <Button small variant="danger" onClick={remove} disabled={!!busy}>
              Delete this article
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
