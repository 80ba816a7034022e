import type { ComponentProps, ReactNode } from 'react';

const BUTTON = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-slate-400',
  quiet: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
} as const;

export function Button({
  variant = 'secondary',
  small,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof BUTTON; small?: boolean }) {
  const size = small ? 'px-2 py-1 text-xs' : 'px-4 py-2 text-sm';
  return (
    <button
      type={type}
      className={`inline-flex items-center gap-1 rounded-lg font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 disabled:cursor-not-allowed ${size} ${BUTTON[variant]} ${className}`}
      {...props}
    />
  );
}

/** A polite status line (saved, published) or an assertive alert (failed). */
export function Notice({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info';
  children: ReactNode;
}) {
  const colours = {
    success: 'border-green-300 bg-green-50 text-green-900',
    error: 'border-red-300 bg-red-50 text-red-900',
    info: 'border-brand-100 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${colours}`}
    >
      {children}
    </div>
  );
}

export function Badge({
  tone,
  children,
}: {
  tone: 'green' | 'grey' | 'amber' | 'red';
  children: ReactNode;
}) {
  const colours = {
    green: 'bg-green-100 text-green-900',
    grey: 'bg-slate-200 text-slate-800',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
  }[tone];
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** Label, hint and inline error around one control, wired with aria-describedby. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 ${error ? 'border-red-600' : 'border-slate-500'}`;

export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** A bordered block with its own heading (an upload zone, an "add" form), named by that heading. */
export function Panel({
  id,
  title,
  className = 'my-6',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${className} rounded-xl border border-slate-200 p-4`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
