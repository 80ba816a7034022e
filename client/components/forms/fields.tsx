import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
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
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
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
