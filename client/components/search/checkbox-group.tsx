import type { ReactNode } from 'react';

import { FIELD_LABEL } from './choice-select';
/** A box and its words; on a phone each row is a thumb's target, 44 px tall (decision 089). */
export const CHECKBOX_ROW = 'flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-0';

/** A group of checkboxes sharing one repeated query parameter (SPEC §1: the checkboxes style). */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  children,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: readonly string[];
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={FIELD_LABEL}>{legend}</legend>
      <div className="mt-1 grid gap-1">
        {options.map((o) => (
          <label key={o.value} className={CHECKBOX_ROW}>
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={checked.includes(o.value)}
              className="h-4 w-4 rounded border-slate-400"
            />
            {o.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
