import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RedirectBodySchema } from '#sections/cms-admin';
import { AdminApiError, errorMessage } from './api';
import { Button, FieldShell, Notice, inputClass } from './ui';
import { errorsOf } from './validation';

export interface RedirectValues {
  from_path: string;
  to_url: string;
  status_code: number;
}

const STATUS = [
  [301, '301 Moved permanently'],
  [308, '308 Permanent (keeps the method)'],
  [302, '302 Found (temporary)'],
  [307, '307 Temporary (keeps the method)'],
] as const;

/** One redirect's fields, checked with the API's schema before sending; server errors inline. */
export function RedirectForm(props: {
  idPrefix: string;
  initial?: RedirectValues;
  submitLabel: string;
  onSubmit: (values: RedirectValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const empty = { from_path: '', to_url: '', status_code: 301 };
  const [values, setValues] = useState<RedirectValues>(props.initial ?? empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = RedirectBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(errorsOf(parsed.error));
    try {
      await props.onSubmit(parsed.data);
      setErrors({});
      if (!props.initial) setValues(empty);
    } catch (err) {
      if (err instanceof AdminApiError && Object.keys(err.errors).length) setErrors(err.errors);
      else setFailure(errorMessage(err));
    }
  };
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const set = (name: keyof RedirectValues, v: string) =>
    setValues((x) => ({ ...x, [name]: name === 'status_code' ? Number(v) : v }));

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={submit}
      className="grid gap-3 md:grid-cols-[1fr_1fr_14rem_auto] md:items-end"
    >
      {failure ? (
        <div className="md:col-span-4">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      <FieldShell id={id('from')} label="From path" hint="e.g. /old-guide" error={errors.from_path}>
        {(aria) => (
          <input
            {...aria}
            value={values.from_path}
            onChange={(e) => set('from_path', e.target.value)}
            className={inputClass(errors.from_path)}
          />
        )}
      </FieldShell>
      <FieldShell
        id={id('to')}
        label="To"
        hint="A path (/listings) or an https:// address"
        error={errors.to_url}
      >
        {(aria) => (
          <input
            {...aria}
            value={values.to_url}
            onChange={(e) => set('to_url', e.target.value)}
            className={inputClass(errors.to_url)}
          />
        )}
      </FieldShell>
      <FieldShell id={id('status')} label="Type" error={errors.status_code}>
        {(aria) => (
          <select
            {...aria}
            value={values.status_code}
            onChange={(e) => set('status_code', e.target.value)}
            className={inputClass(errors.status_code)}
          >
            {STATUS.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {props.submitLabel}
        </Button>
        {props.onCancel ? <Button onClick={props.onCancel}>Cancel</Button> : null}
      </div>
    </form>
  );
}
