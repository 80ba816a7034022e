import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateTo } from '#client/runtime/navigate-to';
import { CreatePageBodySchema, type PageDetail } from '#sections/cms-admin';
import { PAGE_LAYOUTS } from '#sections/page-document';
import { AdminApiError, adminFetch, errorMessage } from './api';
import { AdminHeading, Button, FieldShell, Notice, inputClass } from './ui';
import { errorsOf } from './validation';

/** `/admin/pages/new`: path, title and layout; the editor opens on the new page. */
export function CreatePage() {
  // No "/" to start with: an editor typing "/about-us" after it made "//about-us".
  const [values, setValues] = useState({ path: '', title: '', layout: 'default' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = CreatePageBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(errorsOf(parsed.error));
    setBusy(true);
    try {
      const { page } = await adminFetch<{ page: PageDetail }>('/pages', {
        method: 'POST',
        body: parsed.data,
      });
      await navigateTo(`/admin/pages/${page.id}`);
    } catch (err) {
      if (err instanceof AdminApiError && Object.keys(err.errors).length) setErrors(err.errors);
      else setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    className: inputClass(errors[name]),
  });

  return (
    <div className="max-w-xl">
      <AdminHeading title="New page" />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-5">
        <FieldShell
          id="new-path"
          label="Path"
          hint="Where visitors find it, e.g. /guides/buying-at-auction. Use / for the home page."
          error={errors.path}
        >
          {(aria) => (
            <input
              {...aria}
              {...field('path')}
              autoComplete="off"
              placeholder="/guides/buying-at-auction"
            />
          )}
        </FieldShell>
        <FieldShell id="new-title" label="Title" error={errors.title}>
          {(aria) => <input {...aria} {...field('title')} />}
        </FieldShell>
        <FieldShell id="new-layout" label="Layout" error={errors.layout}>
          {(aria) => (
            <select {...aria} {...field('layout')}>
              {PAGE_LAYOUTS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create page'}
        </Button>
      </form>
    </div>
  );
}
