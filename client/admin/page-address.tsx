import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MovePageBodySchema, type PageDetail } from '#sections/cms-admin';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { Button, FieldShell, Notice, Panel, inputClass } from './ui';
import { errorsOf } from './validation';

/**
 * A page's address and the form that moves it (decision 079): a published page leaves a permanent
 * redirect from its old path, so visitors and links follow it.
 */
export function PageAddress({
  page,
  onMoved,
}: {
  page: PageDetail;
  onMoved: (next: PageDetail) => void;
}) {
  const [path, setPath] = useState(page.path);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A refused path is where the keyboard goes next, as on the new-page form.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const move = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const parsed = MovePageBodySchema.safeParse({ path, base: page.version });
    if (!parsed.success) return setError(errorsOf(parsed.error).path);
    const to = parsed.data.path;
    if (to === page.path) return setError(`The page is already at ${to}`);
    const leaves = page.published ? ` Visitors and links to ${page.path} will be sent there.` : '';
    if (!window.confirm(`Move ${page.path} to ${to}?${leaves}`)) return;
    setBusy(true);
    try {
      const out = await adminFetch<{ page: PageDetail; linksRewritten: string[] }>(
        `/pages/${page.id}/path`,
        {
          method: 'PUT',
          body: parsed.data,
        },
      );
      setError(undefined);
      setPath(out.page.path);
      const links = out.linksRewritten.length
        ? ` Links to ${page.path} in ${out.linksRewritten.join(', ')} now lead to ${to}.`
        : '';
      setDone(
        (page.published
          ? `Moved. Visitors find the page at ${to}; ${page.path} sends them there (in Redirects).`
          : `Moved to ${to}. It is not published yet.`) + links,
      );
      onMoved(out.page);
    } catch (err) {
      setError(err instanceof AdminApiError ? (err.errors.path ?? err.message) : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel id="page-address" title="Page address" className="">
      {done ? <Notice tone="success">{done}</Notice> : null}
      <form noValidate onSubmit={move} className={done ? 'mt-3 space-y-3' : 'space-y-3'}>
        <FieldShell
          id="page-path"
          label="Path"
          hint="Lower-case words and hyphens, e.g. /guides/selling-at-auction"
          error={error}
        >
          {(aria) => (
            <input
              {...aria}
              ref={input}
              value={path}
              onChange={(e) => setPath(e.target.value)}
              autoComplete="off"
              className={inputClass(error)}
            />
          )}
        </FieldShell>
        <Button type="submit" disabled={busy}>
          {busy ? 'Moving…' : 'Move page'}
        </Button>
      </form>
    </Panel>
  );
}
