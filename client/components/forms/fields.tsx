import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/**
 * The aria-* of the control `id` with its hint and inline error (`${id}-hint`, `${id}-error`): for
 * a form laid out its own way (the profile's saved searches) to say its errors as TextField does.
 */
export function fieldAria(id: string, { hint, error }: { hint?: string; error?: string }) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The inline error of the control `id`, named by its aria-describedby (fieldAria). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** Labelled input with its hint and inline error wired through aria-describedby. */
export function TextField({
  name,
  label,
  error,
  hint,
  id = `field-${name}`,
  ...input
}: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        {...fieldAria(id, { hint, error })}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${error ? 'border-red-600' : 'border-slate-500'}`}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** First and last name side by side, as registration asks them and the settings page changes them. */
export function NameFields({
  values,
  errors,
}: {
  values: { first_name?: string | undefined; last_name?: string | undefined };
  errors: Record<string, string | undefined>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="first_name"
        label="First name"
        autoComplete="given-name"
        required
        defaultValue={values.first_name}
        error={errors.first_name}
      />
      <TextField
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        required
        defaultValue={values.last_name}
        error={errors.last_name}
      />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-0.5 h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );
}
