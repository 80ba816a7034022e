import { useState } from 'react';
import { FieldShell, inputClass } from '#client/admin/ui';
import { useField } from './form-context';
import type { FieldProps } from './field-props';

/** Text stays text; a number, true/false or a JSON list is read as such. */
export function parseLoose(text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  if (/^(-?\d+(\.\d+)?|true|false|\[.*\]|\{.*\})$/s.test(t)) {
    try {
      return JSON.parse(t);
    } catch {
      return text;
    }
  }
  return text;
}

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A value the form cannot break down (a filter value that may be text, a number, true/false or a
 * list): typed as text, numbers and lists recognised; the schema check reports what is wrong.
 */
export function JsonValueField({ value, onChange, path, label }: FieldProps) {
  const { id, error } = useField(path);
  const [state, setState] = useState({ text: show(value), value });
  // The value changed from outside (an item moved, a revision loaded): show it afresh.
  if (JSON.stringify(state.value) !== JSON.stringify(value)) setState({ text: show(value), value });
  const text = state.text;
  return (
    <FieldShell
      id={id}
      label={label}
      hint='Text, a number, true or false, or a list such as ["Flat","House"]. Tokens: NOW, NULL.'
      error={error}
    >
      {(aria) => (
        <input
          {...aria}
          value={text}
          onChange={(e) => {
            const next = parseLoose(e.target.value);
            setState({ text: e.target.value, value: next });
            onChange(next);
          }}
          className={`${inputClass(error)} font-mono`}
        />
      )}
    </FieldShell>
  );
}
